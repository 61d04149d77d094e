import { Hono } from 'hono';
import {
  apiPaths,
  errorCodes,
  freeplayRequestSchema,
  freeplayResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  renewResponseSchema,
} from '../../contract';
import { messages, rateLimits } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { requireSession } from '../middleware/auth';
import { clientKey } from '../lib/client-key';
import { readEncryptedJson } from '../lib/encrypted-body';
import { accountProtected, fail, failVerification, featureDisabled, invalidFromZod, ok, rateLimited } from '../lib/respond';
import { bearerToken } from '../lib/tokens';
import { jsonBody } from '../lib/validate';
import { perClient, platformWide, requestLimits } from '../middleware/request-limits';
import { startFreeplay } from '../services/freeplay';
import { attemptLogin } from '../services/login';
import { closeSession } from '../services/sessions';

export function sessionRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .post(apiPaths.login, async (c) => {
      const body = await readEncryptedJson(c, ctx);
      if (!body.ok) return body.response;
      const parsed = loginRequestSchema.safeParse(body.value);
      if (!parsed.success) return invalidFromZod(c, parsed.error);
      const outcome = await attemptLogin(ctx, parsed.data, clientKey(c));
      // Failures are 400, not 401: a 401 would read as "your session expired" to the client.
      switch (outcome.kind) {
        case 'success':
          return ok(c, loginResponseSchema, outcome.response);
        case 'failed':
          return fail(c, 400, errorCodes.loginFailed, messages.loginFailed, outcome.captcha ? { captcha: true } : undefined);
        case 'captchaRequired':
          return fail(c, 400, errorCodes.captchaRequired, messages.captchaRequired, { captcha: true });
        case 'captchaInvalid':
          return fail(c, 400, errorCodes.captchaInvalid, messages.captchaInvalid, { captcha: true });
        case 'rateLimited':
          return rateLimited(c, outcome.retryAfterSeconds);
        case 'accountProtected':
          return accountProtected(c, outcome.retryAfterSeconds);
        case 'methodDisabled':
          return featureDisabled(c);
        case 'verificationInvalid':
        case 'verificationExpired':
        case 'verificationTooManyTries':
        case 'tokenInvalid':
          return failVerification(c, outcome.kind);
        case 'notLinked':
          return fail(c, 400, errorCodes.socialNotLinked, messages.socialNotLinked);
      }
    })
    .post(
      apiPaths.freeplay,
      jsonBody(freeplayRequestSchema),
      requestLimits(ctx, perClient(rateLimits.freeplayPerClient), platformWide(rateLimits.freeplayGlobal)),
      async (c) => ok(c, freeplayResponseSchema, await startFreeplay(ctx)),
    )
    .delete(apiPaths.logout, async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      // An expired session may still be closed; only a token we never issued is refused.
      if (!token || !(await closeSession(ctx, token))) {
        return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
      }
      return ok(c, logoutResponseSchema, { loggedOut: true });
    })
    .post(apiPaths.renew, requireSession(ctx), (c) => {
      const session = c.get('session');
      return ok(c, renewResponseSchema, { token: session.token, idleExpiresAt: session.idleExpiresAt.getTime() });
    });
}

