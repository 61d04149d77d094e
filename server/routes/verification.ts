import { Hono } from 'hono';
import {
  apiPaths,
  smsModuleIds,
  smsNoLoginRequestSchema,
  smsResetPasswordRequestSchema,
  smsSentSchema,
} from '../../contract';
import { demoSiteCode } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { clientKey } from '../lib/client-key';
import { featureDisabled, ok, rateLimited } from '../lib/respond';
import { jsonBody } from '../lib/validate';
import { findMemberByMobile } from '../services/members';
import { getSiteSettings } from '../services/sites';
import { sendSmsCode, type SmsSendOutcome } from '../services/sms-codes';

/**
 * SMS codes without a session (accounts §7). Registration codes go to any number. Login and
 * password-reset codes go only to a member's verified number, but a number without one is answered
 * exactly alike (and counts against the same limits), so the answer says nothing about accounts.
 */
export function verificationRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .post(apiPaths.smsNoLogin, jsonBody(smsNoLoginRequestSchema), async (c) => {
      const request = c.req.valid('json');
      const deliver =
        request.moduleId === smsModuleIds.register || (await findMemberByMobile(ctx.db, demoSiteCode, request)) !== undefined;
      return answer(c, await sendSmsCode(ctx, { ...request, clientKey: clientKey(c), deliver }));
    })
    .post(apiPaths.smsResetPassword, jsonBody(smsResetPasswordRequestSchema), async (c) => {
      const { whitelabel } = await getSiteSettings(ctx.db, demoSiteCode);
      if (!whitelabel.PSWCHANGEVERIFY3) return featureDisabled(c);
      const request = c.req.valid('json');
      const deliver = (await findMemberByMobile(ctx.db, demoSiteCode, request)) !== undefined;
      return answer(c, await sendSmsCode(ctx, { ...request, clientKey: clientKey(c), deliver }));
    });
}

function answer(c: Parameters<typeof ok>[0], outcome: SmsSendOutcome) {
  if (outcome.kind === 'rateLimited') return rateLimited(c, outcome.retryAfterSeconds);
  return ok(c, smsSentSchema, { expiredMinutes: outcome.expiredMinutes });
}
