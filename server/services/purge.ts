import { and, eq, lt, lte, notExists, or } from 'drizzle-orm';
import { trialMemberType } from '../../contract';
import { guessThrottle, rateLimits, trialSiteCode } from '../constants';
import type { PlatformContext } from '../context';
import { captchas, loginAttempts, mailOutbox, members, passwordResetCodes, rateEvents, sessions, smsCodes, smsOutbox } from '../db/schema';
import { expiredRowGraceMs, purgeExpiredSessions } from './sessions';

/**
 * Expired one-time codes are kept a day: SMS codes are also the send log the hourly SMS limits
 * count, and within the day a late try still hears "expired" rather than "invalid".
 */
const expiredCodeKeptMs = 24 * 60 * 60 * 1000;

/**
 * A name's consecutive failed logins (its captcha debt) are forgotten after a day without one, and
 * the development outboxes (plain codes) keep a day: otherwise every name ever typed, and every
 * message ever sent, would stay.
 */
const quietRowKeptMs = 24 * 60 * 60 * 1000;

/** No limit looks further back than this, so older events count for nothing. */
const longestWindowMs = Math.max(guessThrottle.windowSeconds, ...Object.values(rateLimits).map((limit) => limit.windowSeconds)) * 1000;

export interface PurgeCounts {
  sessions: number;
  trialMembers: number;
  captchas: number;
  smsCodes: number;
  passwordResetCodes: number;
  rateEvents: number;
  loginAttempts: number;
  outboxes: number;
}

type PurgeContext = Pick<PlatformContext, 'db' | 'now' | 'sessionIdleSeconds'>;

/**
 * Deletes what nobody can use any more: expired sessions of everyone, then the free-play members
 * left without a session (their wallets go with them), used or expired captchas, long-expired SMS
 * and password-reset codes, rate events older than any window, and day-old failed-login counts and
 * outbox messages. Real members are never deleted.
 */
export async function purgeExpired(ctx: PurgeContext): Promise<PurgeCounts> {
  const now = ctx.now();
  // Sessions first: a trial member goes once its last session has.
  const purgedSessions = await purgeExpiredSessions(ctx);
  const before = (ms: number) => new Date(now.getTime() - ms);
  const { db } = ctx;
  return {
    sessions: purgedSessions,
    trialMembers: await purgeAbandonedTrialMembers(ctx, now),
    captchas: await count(db.delete(captchas).where(or(lte(captchas.expiresAt, now), eq(captchas.used, true))).returning({ key: captchas.key })),
    smsCodes: await count(db.delete(smsCodes).where(lt(smsCodes.expiresAt, before(expiredCodeKeptMs))).returning({ id: smsCodes.id })),
    passwordResetCodes: await count(
      db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, before(expiredCodeKeptMs))).returning({ id: passwordResetCodes.id }),
    ),
    rateEvents: await count(db.delete(rateEvents).where(lt(rateEvents.at, before(longestWindowMs))).returning({ id: rateEvents.id })),
    loginAttempts: await count(
      db.delete(loginAttempts).where(lt(loginAttempts.updatedAt, before(quietRowKeptMs))).returning({ username: loginAttempts.username }),
    ),
    outboxes:
      (await count(db.delete(smsOutbox).where(lt(smsOutbox.sentAt, before(quietRowKeptMs))).returning({ id: smsOutbox.id }))) +
      (await count(db.delete(mailOutbox).where(lt(mailOutbox.sentAt, before(quietRowKeptMs))).returning({ id: mailOutbox.id }))),
  };
}

async function count(deleted: PromiseLike<unknown[]>): Promise<number> {
  return (await deleted).length;
}

/**
 * Free-play members with no session left (the session purge keeps an expired one a day). Only
 * members older than that grace: a new one gets its session just after it is created.
 */
async function purgeAbandonedTrialMembers(ctx: PurgeContext, now: Date): Promise<number> {
  const purged = await ctx.db
    .delete(members)
    .where(
      and(
        eq(members.merchantCode, trialSiteCode),
        eq(members.type, trialMemberType),
        lt(members.regDate, new Date(now.getTime() - expiredRowGraceMs)),
        notExists(ctx.db.select({ memberId: sessions.memberId }).from(sessions).where(eq(sessions.memberId, members.id))),
      ),
    )
    .returning({ id: members.id });
  return purged.length;
}

/** `3 sessions, 1 trial members, …` of the kinds that had any; null when nothing was deleted. */
export function describePurge(counts: PurgeCounts): string | null {
  const kinds: [number, string][] = [
    [counts.sessions, 'sessions'],
    [counts.trialMembers, 'trial members'],
    [counts.captchas, 'captchas'],
    [counts.smsCodes, 'SMS codes'],
    [counts.passwordResetCodes, 'password-reset codes'],
    [counts.rateEvents, 'rate events'],
    [counts.loginAttempts, 'login-failure counts'],
    [counts.outboxes, 'outbox messages'],
  ];
  const deleted = kinds.filter(([count]) => count > 0).map(([count, kind]) => `${count} ${kind}`);
  return deleted.length > 0 ? deleted.join(', ') : null;
}
