import { createMiddleware } from 'hono/factory';
import { errorCodes } from '../../contract';
import { messages } from '../constants';
import type { ActiveSession, AppEnv, PlatformContext } from '../context';
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

/** The caller's live session, or null: for answers that differ for members yet are open to guests. */
export async function sessionIfAny(ctx: PlatformContext, authorization: string | undefined): Promise<ActiveSession | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const result = await authenticate(ctx, token);
  return result.kind === 'active' ? result.session : null;
}
