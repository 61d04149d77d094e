import { createMiddleware } from 'hono/factory';
import { errorCodes } from '../../contract';
import { messages } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { fail } from '../lib/respond';
import { bearerToken } from '../lib/tokens';
import { authenticate } from '../services/sessions';

/** Bearer token only (never in the URL); 401 tells the client its session is gone. */
export function requireSession(ctx: PlatformContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
    const result = await authenticate(ctx, token);
    if (result.kind === 'unknown') return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
    if (result.kind === 'expired') return fail(c, 401, errorCodes.sessionExpired, messages.loggedOut);
    c.set('session', result.session);
    await next();
  });
}
