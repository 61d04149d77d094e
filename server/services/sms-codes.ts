import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { limits } from '../../contract';
import { rateLimits, smsCooldownSeconds, smsExpiredMinutes, smsPerHour } from '../constants';
import type { PlatformContext } from '../context';
import type { Database } from '../db/database';
import { smsCodes } from '../db/schema';
import { codeMatches, hashCode, randomDigits } from '../lib/one-time-code';
import { clear, longest, record, retryAfter, secondsUntil } from './rate-limits';
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

export type SmsCheck =
  | { kind: 'valid'; codeId: number }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Checks a code against the number's newest code for the purpose, without spending it. Wrong codes
 * count against the number (not the code), so a new code does not reset the count; at
 * `smsFailuresPerNumber` failures the number's codes are locked for the rest of the window.
 */
export async function checkSmsCode(ctx: CodeContext, request: PhoneNumber & { moduleId: string; code: string }): Promise<SmsCheck> {
  const now = ctx.now();
  const key = numberKey(request);
  const locked = await retryAfter(ctx.db, rateLimits.smsFailuresPerNumber, key, now);
  if (locked !== null) return { kind: 'locked', retryAfterSeconds: locked };
  const [latest] = await ctx.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.numberKey, key), eq(smsCodes.moduleId, request.moduleId)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest?.codeHash || latest.usedAt !== null || !codeMatches(request.code, latest.codeHash)) {
    await record(ctx.db, rateLimits.smsFailuresPerNumber, key, now);
    return { kind: 'invalid' };
  }
  if (latest.expiresAt <= now) return { kind: 'expired' };
  return { kind: 'valid', codeId: latest.id };
}

/** Spends a checked code; false when it was spent meanwhile. Clears the number's failure count. */
export async function consumeSmsCode(db: Database, codeId: number, phone: PhoneNumber, now: Date): Promise<boolean> {
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length === 0) return false;
  await clear(db, rateLimits.smsFailuresPerNumber, numberKey(phone));
  return true;
}

/** Check and spend in one go (login, registration). */
export async function useSmsCode(
  ctx: CodeContext,
  request: PhoneNumber & { moduleId: string; code: string },
): Promise<Exclude<SmsCheck, { kind: 'valid' }> | { kind: 'valid' }> {
  const check = await checkSmsCode(ctx, request);
  if (check.kind !== 'valid') return check;
  return (await consumeSmsCode(ctx.db, check.codeId, request, ctx.now())) ? { kind: 'valid' } : { kind: 'invalid' };
}

