import { Hono } from 'hono';
import { apiPaths, captchaResponseSchema } from '../../contract';
import type { AppEnv, PlatformContext } from '../context';
import { rateLimits } from '../constants';
import { ok } from '../lib/respond';
import { perClient, platformWide, requestLimits } from '../middleware/request-limits';
import { issueCaptcha } from '../services/captchas';

export function captchaRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>().get(
    apiPaths.captcha,
    requestLimits(ctx, perClient(rateLimits.captchasPerClient), platformWide(rateLimits.captchasGlobal)),
    async (c) => ok(c, captchaResponseSchema, await issueCaptcha(ctx)),
  );
}
