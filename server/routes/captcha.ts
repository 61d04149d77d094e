import { Hono } from 'hono';
import { apiPaths, captchaResponseSchema } from '../../contract';
import type { AppEnv, PlatformContext } from '../context';
import { rateLimits } from '../constants';
import { ok } from '../lib/respond';
import { perClientLimit } from '../middleware/per-client-limit';
import { issueCaptcha } from '../services/captchas';

export function captchaRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>().get(apiPaths.captcha, perClientLimit(ctx, rateLimits.captchasPerClient), async (c) => {
    return ok(c, captchaResponseSchema, await issueCaptcha(ctx));
  });
}
