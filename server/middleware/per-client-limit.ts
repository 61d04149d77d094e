import { createMiddleware } from 'hono/factory';
import type { RateLimit } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { clientKey } from '../lib/client-key';
import { rateLimited } from '../lib/respond';
import { record, retryAfter } from '../services/rate-limits';

/** Counts every request of a client against `limit`; over it, a 429 with how long to wait. */
export function perClientLimit(ctx: PlatformContext, limit: RateLimit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = clientKey(c);
    const now = ctx.now();
    const wait = await retryAfter(ctx.db, limit, key, now);
    if (wait !== null) return rateLimited(c, wait);
    await record(ctx.db, limit, key, now);
    await next();
  });
}
