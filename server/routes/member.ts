import { Hono } from 'hono';
import { apiPaths, errorCodes, memberInfoSchema, walletSchema } from '../../src/api/contract';
import { messages } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { requireSession } from '../middleware/auth';
import { fail, ok } from '../lib/respond';
import { memberInfo, walletBalance } from '../services/members';

export function memberRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(apiPaths.memberInfo, requireSession(ctx), async (c) => {
      const info = await memberInfo(ctx.db, c.get('session').memberId);
      if (!info) return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
      return ok(c, memberInfoSchema, info);
    })
    .get(apiPaths.walletBalance, requireSession(ctx), async (c) => {
      return ok(c, walletSchema, await walletBalance(ctx.db, c.get('session').memberId));
    });
}
