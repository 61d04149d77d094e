import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { limits } from '../../contract';
import { smsCooldownSeconds, smsExpiredMinutes, smsPerHour } from '../constants';
import type { PlatformContext } from '../context';
import type { Database } from '../db/database';
import { smsCodes } from '../db/schema';
import { hashCode, randomDigits } from '../lib/one-time-code';
import { type CodeFailure, tryCode, wrongTryCounter } from './code-tries';
import { longest, secondsUntil } from './rate-limits';
import { nationalNumber, numberKey, type PhoneNumber } from './phones';
import { recordSms } from './sms';

type CodeContext = Pick<PlatformContext, 'db' | 'now'>;

const hourMs = 60 * 60 * 1000;

export type SmsSendOutcome = { kind: 'sent'; expiredMinutes: number } | { kind: 'rateLimited'; retryAfterSeconds: number };

/**
 * Issues a 6-digit code for a number and purpose (module id), unless a limit says wait:
 * one per countdown (expiredMinutes x 60 s) per number and purpose and per client and purpose, and
 * at most `smsPerHour` per number and per client. With `deliver` false (a number no account has,
 * where that must not show) the request is logged and answered alike, but no code exists or is sent.
 */
export async function sendSmsCode(
  ctx: CodeContext,
  request: PhoneNumber & { moduleId: string; clientKey: string; deliver: boolean },
): Promise<SmsSendOutcome> {
  const now = ctx.now();
  const key = numberKey(request);
  const wait = longest(
    await cooldown(ctx.db, eq(smsCodes.numberKey, key), request.moduleId, now),
    await cooldown(ctx.db, eq(smsCodes.clientKey, request.clientKey), request.moduleId, now),
    await hourlyCap(ctx.db, eq(smsCodes.numberKey, key), now),
    await hourlyCap(ctx.db, eq(smsCodes.clientKey, request.clientKey), now),
  );
  if (wait !== null) return { kind: 'rateLimited', retryAfterSeconds: wait };

  const code = randomDigits(limits.smsCodeLength);
  await ctx.db.insert(smsCodes).values({
    numberKey: key,
    moduleId: request.moduleId,
    clientKey: request.clientKey,
    codeHash: request.deliver ? hashCode(code) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + smsExpiredMinutes * 60 * 1000),
  });
  if (request.deliver) {
    await recordSms(ctx.db, {
      mobile: nationalNumber(request.mobileNum),
      countryDialingCode: request.countryDialingCode,
      code,
      moduleId: request.moduleId,
      sentAt: now,
    });
  }
  return { kind: 'sent', expiredMinutes: smsExpiredMinutes };
}

async function cooldown(db: Database, who: SQL, moduleId: string, now: Date): Promise<number | null> {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(who, eq(smsCodes.moduleId, moduleId)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!last) return null;
  const until = new Date(last.createdAt.getTime() + smsCooldownSeconds * 1000);
  return until > now ? secondsUntil(until, now) : null;
}

async function hourlyCap(db: Database, who: SQL, now: Date): Promise<number | null> {
  const recent = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(who, gt(smsCodes.createdAt, new Date(now.getTime() - hourMs))))
    .orderBy(desc(smsCodes.createdAt))
    .limit(smsPerHour);
  const oldestCounted = recent[smsPerHour - 1];
  return oldestCounted ? secondsUntil(new Date(oldestCounted.createdAt.getTime() + hourMs), now) : null;
}

export type SmsCheck = { kind: 'valid'; codeId: number } | CodeFailure;

/** Tries a code against the number's newest code for the purpose (code-tries.ts), without spending it. */
export async function checkSmsCode(
  ctx: CodeContext,
  request: PhoneNumber & { moduleId: string; code: string; clientKey: string },
): Promise<SmsCheck> {
  const [latest] = await ctx.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.numberKey, numberKey(request)), eq(smsCodes.moduleId, request.moduleId)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const outcome = await tryCode(ctx, request.clientKey, latest, request.code, wrongTryCounter(ctx.db, smsCodes));
  return outcome.kind === 'valid' ? { kind: 'valid', codeId: outcome.issued.id } : outcome;
}

/** Spends a checked code; false when it was spent meanwhile. */
export async function consumeSmsCode(db: Database, codeId: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return spent.length > 0;
}

/** Check and spend in one go (login). */
export async function useSmsCode(
  ctx: CodeContext,
  request: PhoneNumber & { moduleId: string; code: string; clientKey: string },
): Promise<Exclude<SmsCheck, { kind: 'valid' }> | { kind: 'valid' }> {
  const check = await checkSmsCode(ctx, request);
  if (check.kind !== 'valid') return check;
  return (await consumeSmsCode(ctx.db, check.codeId, ctx.now())) ? { kind: 'valid' } : { kind: 'verificationInvalid' };
}
