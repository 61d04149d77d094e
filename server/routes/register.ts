import { Hono, type Context } from 'hono';
import {
  affiliateCheckQuerySchema,
  affiliateCheckSchema,
  apiPaths,
  countryListSchema,
  errorCodes,
  registerRequestSchema,
  registerResponseSchema,
  registerSettingsResponseSchema,
  type RegistrationKind,
  usernameAvailabilitySchema,
  usernameCheckQuerySchema,
} from '../../contract';
import { demoSiteCode, messages, rateLimits } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { clientKey } from '../lib/client-key';
import { readEncryptedJson } from '../lib/encrypted-body';
import { perClientLimit } from '../middleware/per-client-limit';
import { fail, failVerification, featureDisabled, invalidFromZod, ok, rateLimited } from '../lib/respond';
import { queryParams } from '../lib/validate';
import { findAffiliate } from '../services/affiliates';
import { listCountries } from '../services/countries';
import { findMemberByAccount } from '../services/members';
import { registerMember } from '../services/registration';
import { getSiteSettings } from '../services/sites';

/** Registration and the look-ups of the registration screen (accounts §2, §7). */
export function registerRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .put(apiPaths.register, (c) => register(c, ctx, 'username'))
    .put(apiPaths.registerMobile, (c) => register(c, ctx, 'mobile'))
    .get(apiPaths.registerSettings, async (c) => {
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      return ok(c, registerSettingsResponseSchema, settings.register);
    })
    .get(apiPaths.countries, async (c) => ok(c, countryListSchema, await listCountries(ctx.db)))
    // Look-ups count per client, so names and codes cannot be listed quickly.
    .get(apiPaths.checkUsername, queryParams(usernameCheckQuerySchema), perClientLimit(ctx, rateLimits.lookupsPerClient), async (c) => {
      const { username } = c.req.valid('query');
      const existing = await findMemberByAccount(ctx.db, demoSiteCode, username);
      return ok(c, usernameAvailabilitySchema, { available: existing === undefined });
    })
    .get(apiPaths.affiliateCheck, queryParams(affiliateCheckQuerySchema), perClientLimit(ctx, rateLimits.lookupsPerClient), async (c) => {
      const { code, domain } = c.req.valid('query');
      const affiliate = await findAffiliate(ctx.db, demoSiteCode, code, domain);
      return ok(c, affiliateCheckSchema, { success: affiliate !== undefined });
    });
}

async function register(c: Context<AppEnv>, ctx: PlatformContext, kind: RegistrationKind) {
  const body = await readEncryptedJson(c, ctx);
  if (!body.ok) return body.response;
  const parsed = registerRequestSchema.safeParse(body.value);
  if (!parsed.success) return invalidFromZod(c, parsed.error);
  const outcome = await registerMember(ctx, parsed.data, kind, clientKey(c));
  switch (outcome.kind) {
    case 'success':
      return ok(c, registerResponseSchema, outcome.response);
    case 'methodDisabled':
      return featureDisabled(c);
    case 'field': {
      const { field, code, message } = outcome.issue;
      const text = code === errorCodes.registerFieldRequired ? `${messages.fieldRequired}: ${field}` : `Invalid ${field}: ${message}`;
      return fail(c, 400, code, text, { field });
    }
    case 'captchaInvalid':
      return fail(c, 400, errorCodes.captchaInvalid, messages.captchaInvalid, { field: 'captcha' });
    case 'affiliateInvalid':
      return fail(c, 400, errorCodes.affiliateInvalid, messages.affiliateInvalid, { field: 'affiliateCode' });
    case 'usernameTaken':
      return fail(c, 409, errorCodes.usernameTaken, messages.usernameTaken, { field: 'username' });
    case 'verificationInvalid':
    case 'verificationExpired':
    case 'verificationTooManyTries':
    case 'tokenInvalid':
      return failVerification(c, outcome.kind);
    case 'rateLimited':
      return rateLimited(c, outcome.retryAfterSeconds);
    case 'failed':
      return fail(c, 400, errorCodes.registerFailed, messages.registerFailed);
  }
}
