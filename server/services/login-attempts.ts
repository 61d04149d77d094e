import { and, eq, sql } from 'drizzle-orm';
import { rateLimits } from '../constants';
import type { PlatformContext } from '../context';
import type { Database } from '../db/database';
import { loginAttempts } from '../db/schema';
import { recordMail } from './mail';
import { clear, record, retryAfter } from './rate-limits';

/*
 * What failed password logins of a name cause: a captcha after consecutive failures, and account
 * protection after `loginFailuresPerUsername` wrong passwords from all clients in the window. Both are
 * keyed by the lower-cased name as typed, whether or not the account exists.
 */

function key(username: string) {
  return username.trim().toLowerCase();
}

export async function consecutiveFailures(db: Database, merchantCode: string, username: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.consecutiveFailures })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.merchantCode, merchantCode), eq(loginAttempts.username, key(username))));
  return row?.failures ?? 0;
}

/** Atomic increment; returns the new count. */
export async function recordFailure(db: Database, merchantCode: string, username: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchantCode, username: key(username), consecutiveFailures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginAttempts.merchantCode, loginAttempts.username],
      set: { consecutiveFailures: sql`${loginAttempts.consecutiveFailures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginAttempts.consecutiveFailures });
  return row?.failures ?? 1;
}

export async function clearFailures(db: Database, merchantCode: string, username: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.merchantCode, merchantCode), eq(loginAttempts.username, key(username))));
}

/** Seconds until password login to the name resumes, or null: it is not protected. */
export function protectionWait(db: Database, username: string, now: Date): Promise<number | null> {
  return retryAfter(db, rateLimits.loginFailuresPerUsername, key(username), now);
}

/**
 * Counts a wrong password towards the name's protection. The one that starts it e-mails the owner, if
 * the name is a member's with an address: the pause is their news, and a reset is their way out. The
 * e-mail goes after the answer, which thus takes as long for a name nobody has.
 */
export async function recordWrongPassword(
  ctx: Pick<PlatformContext, 'db' | 'now' | 'background'>,
  username: string,
  owner: { account: string; email: string | null } | undefined,
): Promise<void> {
  const now = ctx.now();
  await record(ctx.db, rateLimits.loginFailuresPerUsername, key(username), now);
  if ((await protectionWait(ctx.db, username, now)) === null || !owner?.email) return;
  const to = owner.email;
  ctx.background.run('account-protection e-mail', () =>
    recordMail(ctx.db, {
      to,
      subject: 'Password login to your account is paused',
      body: [
        `Hello ${owner.account},`,
        '',
        'Someone has entered a wrong password for your account many times, from several places.',
        'For your safety, password login to your account is paused for up to an hour.',
        '',
        'Your password still works once the pause ends. To end it now, reset your password on the',
        'forgot-password screen. If you use the same password anywhere else, change it there too.',
      ].join('\n'),
      sentAt: now,
    }),
  );
}

/** A new password ends the protection. */
export function liftProtection(db: Database, username: string): Promise<void> {
  return clear(db, rateLimits.loginFailuresPerUsername, key(username));
}
