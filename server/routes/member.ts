import { Hono } from 'hono';
import { apiPaths, errorCodes, memberInfoSchema, trialUserSchema, walletSchema } from '../../contract';
import { demoSiteCode, messages } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { requireSession } from '../middleware/auth';
import { fail, ok } from '../lib/respond';
import { approveDueDeposits } from '../services/deposits';
import { memberInfo, walletBalance } from '../services/members';
import { getSiteSettings } from '../services/sites';

export function memberRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(apiPaths.memberInfo, requireSession(ctx), async (c) => {
      const info = await memberInfo(ctx.db, c.get('session').memberId);
      if (!info) return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
      return ok(c, memberInfoSchema, info);
    })
    .get(apiPaths.walletBalance, requireSession(ctx), async (c) => {
      const memberId = c.get('session').memberId;
      // The demo setting's approvals are due whenever the member looks: the header's balance too.
      const { wallet } = await getSiteSettings(ctx.db, demoSiteCode);
      await approveDueDeposits(ctx.db, memberId, wallet.depositAutoApproveSeconds, ctx.now());
      return ok(c, walletSchema, await walletBalance(ctx.db, memberId));
    })
    .get(apiPaths.trialUser, requireSession(ctx), async (c) => {
      const session = c.get('session');
      // 403, not 401: a member's session is fine, it just is not a trial one.
      if (!session.trial) return fail(c, 403, errorCodes.notTrial, messages.notTrial);
      const info = await memberInfo(ctx.db, session.memberId);
      if (!info) return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
      const { sumBalance } = await walletBalance(ctx.db, session.memberId);
      return ok(c, trialUserSchema, { account: info.account, balance: sumBalance, merchantCode: session.merchantCode, type: info.type });
    });
}
