import { and, desc, eq, gt } from 'drizzle-orm';
import { guessThrottle } from '../constants';
import type { Database } from '../db/database';
import { rateEvents } from '../db/schema';
import { record, secondsUntil } from './rate-limits';

/** Failures after which the wait stops growing: counting further rows changes nothing. */
const failuresAtLongestDelay =
  guessThrottle.freeFailures + Math.ceil(Math.log2(guessThrottle.maxDelaySeconds / guessThrottle.firstDelaySeconds));

/** How long after its last failure a client that failed `failures` times in the window must wait. */
export function guessDelaySeconds(failures: number): number {
  if (failures < guessThrottle.freeFailures) return 0;
  const doublings = failures - guessThrottle.freeFailures;
  return Math.min(guessThrottle.firstDelaySeconds * 2 ** doublings, guessThrottle.maxDelaySeconds);
}

/** Seconds until the client may guess again, or null: now. */
export async function guessWait(db: Database, clientKey: string, now: Date): Promise<number | null> {
  const windowStart = new Date(now.getTime() - guessThrottle.windowSeconds * 1000);
  const recent = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, guessThrottle.bucket), eq(rateEvents.subject, clientKey), gt(rateEvents.at, windowStart)))
    .orderBy(desc(rateEvents.at))
    .limit(failuresAtLongestDelay);
  const last = recent[0];
  if (!last) return null;
  const allowedAt = new Date(last.at.getTime() + guessDelaySeconds(recent.length) * 1000);
  return allowedAt > now ? secondsUntil(allowedAt, now) : null;
}

export function recordFailedGuess(db: Database, clientKey: string, now: Date): Promise<void> {
  return record(db, guessThrottle, clientKey, now);
}
