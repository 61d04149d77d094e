import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { errorCodes } from '../../contract';
import type { AppEnv } from '../context';
import { fail } from '../lib/respond';

const stateChanging: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request must come from the app's own pages. A form on another site can POST
 * form-encoded bodies here without any CORS check (forgot password was mailed a code that way),
 * but the browser tells where it comes from: `Sec-Fetch-Site`, or `Origin` where that is missing.
 * Requests that carry neither (no browser: curl, a server, the tests) are let through; they
 * cannot ride a member's browser.
 */
export function sameOriginWrites() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!stateChanging.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site')?.toLowerCase();
    if (site !== undefined) {
      // `none`: the user's own action (typed address, bookmark), never another site's page.
      if (site === 'same-origin' || site === 'none') return next();
      return crossSite(c);
    }
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return crossSite(c);
    }
    return originHost === host ? next() : crossSite(c);
  });
}

function crossSite(c: Context<AppEnv>) {
  return fail(c, 403, errorCodes.forbidden, 'Requests from other sites are not accepted');
}
