import { Hono } from 'hono';
import {
  apiPaths,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  errorCodes,
  forgotPasswordByEmailRequestSchema,
  forgotPasswordByEmailResponseSchema,
  setPasswordByEmailRequestSchema,
  setPasswordByEmailResponseSchema,
  setPasswordByPhoneRequestSchema,
  setPasswordByPhoneResponseSchema,
} from '../../contract';
import { messages } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { clientKey } from '../lib/client-key';
import { fail, failVerification, featureDisabled, ok, rateLimited } from '../lib/respond';
import { formBody, jsonBody } from '../lib/validate';
import { requireSession } from '../middleware/auth';
import { changePassword, forgotPasswordByEmail, setPasswordByEmail, setPasswordByPhone } from '../services/passwords';


/** Password recovery and change (accounts §2 forgot password, change password; §7). */
export function passwordRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .post(apiPaths.forgotPasswordEmail, formBody(forgotPasswordByEmailRequestSchema), async (c) => {
      const outcome = await forgotPasswordByEmail(ctx, c.req.valid('form'), clientKey(c));
      if (outcome.kind === 'rateLimited') return rateLimited(c, outcome.retryAfterSeconds);
      return ok(c, forgotPasswordByEmailResponseSchema, { accepted: true });
    })
    .post(apiPaths.setPasswordByEmail, jsonBody(setPasswordByEmailRequestSchema), async (c) => {
      const outcome = await setPasswordByEmail(ctx, c.req.valid('json'), clientKey(c));
      switch (outcome.kind) {
        case 'reset':
          return ok(c, setPasswordByEmailResponseSchema, { reset: true });
        case 'same':
          return fail(c, 400, errorCodes.passwordSameAsOld, messages.passwordSameAsOld, { field: 'newPassword' });
        case 'verificationInvalid':
        case 'verificationExpired':
        case 'verificationTooManyTries':
          return failVerification(c, outcome.kind, 'code');
        case 'rateLimited':
          return rateLimited(c, outcome.retryAfterSeconds);
      }
    })
    .put(apiPaths.setPasswordByPhone, jsonBody(setPasswordByPhoneRequestSchema), async (c) => {
      const outcome = await setPasswordByPhone(ctx, c.req.valid('json'), clientKey(c));
      switch (outcome.kind) {
        case 'success':
          return ok(c, setPasswordByPhoneResponseSchema, outcome.response);
        case 'same':
          return fail(c, 400, errorCodes.passwordSameAsOld, messages.passwordSameAsOld, { field: 'newPassword' });
        case 'disabled':
          return featureDisabled(c);
        case 'verificationInvalid':
        case 'verificationExpired':
        case 'verificationTooManyTries':
          return failVerification(c, outcome.kind);
        case 'rateLimited':
          return rateLimited(c, outcome.retryAfterSeconds);
      }
    })
    .put(apiPaths.changePassword, requireSession(ctx), jsonBody(changePasswordRequestSchema), async (c) => {
      const outcome = await changePassword(ctx, c.get('session'), c.req.valid('json'));
      switch (outcome.kind) {
        case 'changed':
          return ok(c, changePasswordResponseSchema, { changed: true });
        case 'same':
          return fail(c, 400, errorCodes.passwordSameAsOld, messages.passwordSameAsOld, { field: 'newPassword' });
        case 'incorrect':
          return fail(c, 400, errorCodes.passwordIncorrect, messages.passwordIncorrect, { field: 'oldPassword' });
        case 'trial':
          return fail(c, 403, errorCodes.trialNotAllowed, messages.trialNotAllowed);
        case 'blocked':
          return featureDisabled(c);
        case 'rateLimited':
          return rateLimited(c, outcome.retryAfterSeconds);
      }
    });
}
