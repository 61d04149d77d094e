import { eq, sql } from 'drizzle-orm';
import { triesPerCode } from '../constants';
import type { PlatformContext } from '../context';
import type { Database } from '../db/database';
import { passwordResetCodes, smsCodes } from '../db/schema';
import { codeMatches } from '../lib/one-time-code';
import { guessWait, recordFailedGuess } from './guess-throttle';

/** The newest code issued for a number or member and purpose, as stored. */
export interface IssuedCode {
  /** Null when nothing was sent (a number no account has, which must not show). */
  codeHash: string | null;
  usedAt: Date | null;
  expiresAt: Date;
  failedTries: number;
}

/** Named as the services' outcomes, which pass them on as they are. */
export type CodeFailure =
  | { kind: 'verificationInvalid' }
  | { kind: 'verificationExpired' }
  | { kind: 'verificationTooManyTries' }
  | { kind: 'rateLimited'; retryAfterSeconds: number };

/**
 * One try of a typed code against the newest issued one (issue 10 §2). Failures count against the
 * code, which is void after `triesPerCode` wrong tries, and against the client (the guess throttle);
 * never against the number or account, so nobody can lock the owner out of a code they receive. With
 * no live code there is nothing to guess. `addWrongTry` counts a wrong try on the stored code and
 * answers its new count.
 */
export async function tryCode<Issued extends IssuedCode>(
  ctx: Pick<PlatformContext, 'db' | 'now'>,
  clientKey: string,
  issued: Issued | undefined,
  code: string,
  addWrongTry: (issued: Issued) => Promise<number>,
): Promise<{ kind: 'valid'; issued: Issued } | CodeFailure> {
  const now = ctx.now();
  const wait = await guessWait(ctx.db, clientKey, now);
  if (wait !== null) return { kind: 'rateLimited', retryAfterSeconds: wait };
  const live = issued?.codeHash && issued.usedAt === null ? { issued, codeHash: issued.codeHash } : undefined;
  if (live && live.issued.failedTries < triesPerCode && codeMatches(code, live.codeHash)) {
    return live.issued.expiresAt <= now ? { kind: 'verificationExpired' } : { kind: 'valid', issued: live.issued };
  }
  await recordFailedGuess(ctx.db, clientKey, now);
  if (!live) return { kind: 'verificationInvalid' };
  if (live.issued.failedTries >= triesPerCode) return { kind: 'verificationTooManyTries' };
  return (await addWrongTry(live.issued)) >= triesPerCode ? { kind: 'verificationTooManyTries' } : { kind: 'verificationInvalid' };
}

/** `addWrongTry` for a table of issued codes: counts one on the row, atomically. */
export function wrongTryCounter(db: Database, table: typeof smsCodes | typeof passwordResetCodes) {
  return async (issued: { id: number }): Promise<number> => {
    const [counted] = await db
      .update(table)
      .set({ failedTries: sql`${table.failedTries} + 1` })
      .where(eq(table.id, issued.id))
      .returning({ failedTries: table.failedTries });
    return counted?.failedTries ?? triesPerCode;
  };
}
