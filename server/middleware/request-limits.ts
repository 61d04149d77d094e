import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimit } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { clientKey } from '../lib/client-key';
import { rateLimited } from '../lib/respond';
import { longest, record, retryAfter } from '../services/rate-limits';

/** A limit, and whose requests count together against it. */
export interface RequestLimit {
  limit: RateLimit;
  subjectOf: (c: Context<AppEnv>) => string;
}

export function perClient(limit: RateLimit): RequestLimit {
  return { limit, subjectOf: clientKey };
}

export const platformWideSubject = 'platform';

/** Every request of every client counts against one subject: a cap on what the platform makes at all. */
export function platformWide(limit: RateLimit): RequestLimit {
  return { limit, subjectOf: () => platformWideSubject };
}

/**
 * Counts each request against every limit; over any of them, a 429 with the longest wait that
 * counts nothing. All are checked before any is counted: a client refused by its own cap must not
 * use up the platform-wide one for everybody, and a request refused platform-wide spends no
 * client's own.
 */
export function requestLimits(ctx: PlatformContext, ...limits: RequestLimit[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = ctx.now();
    const counted = limits.map(({ limit, subjectOf }) => ({ limit, subject: subjectOf(c) }));
    const waits: (number | null)[] = [];
    for (const { limit, subject } of counted) waits.push(await retryAfter(ctx.db, limit, subject, now));
    const wait = longest(...waits);
    if (wait !== null) return rateLimited(c, wait);
    for (const { limit, subject } of counted) await record(ctx.db, limit, subject, now);
    await next();
  });
}
