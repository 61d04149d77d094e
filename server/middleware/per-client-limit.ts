import type { RateLimit } from '../constants';
import type { PlatformContext } from '../context';
import { perClient, requestLimits } from './request-limits';

/** Counts every request of a client against `limit`; over it, a 429 with how long to wait. */
export function perClientLimit(ctx: PlatformContext, limit: RateLimit) {
  return requestLimits(ctx, perClient(limit));
}
