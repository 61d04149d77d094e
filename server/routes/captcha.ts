import { Hono } from 'hono';
import { apiPaths, captchaResponseSchema } from '../../contract';
import type { AppEnv, PlatformContext } from '../context';
import { ok } from '../lib/respond';
import { issueCaptcha } from '../services/captchas';

export function captchaRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>().get(apiPaths.captcha, async (c) => {
    return ok(c, captchaResponseSchema, await issueCaptcha(ctx));
  });
}
