import { Hono, type Context } from 'hono';
import {
  apiPaths,
  blockedMemberType,
  depositChannelsSchema,
  depositOrderQuerySchema,
  depositOrderSchema,
  depositRequestSchema,
  errorCodes,
  idempotencyKeyHeader,
  idempotencyKeySchema,
} from '../../contract';
import { demoSiteCode } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { centsOfAmount } from '../lib/money';
import { fail, featureDisabled, invalidRequest, notFound, ok } from '../lib/respond';
import { jsonBody, queryParams } from '../lib/validate';
import { requireRealMember, type MemberEnv } from '../middleware/agent';
import { requireSession } from '../middleware/auth';
import { approveDueDeposits, createDeposit, depositOrder, listDepositChannels } from '../services/deposits';
import { getSiteSettings } from '../services/sites';

/**
 * Deposits (issue 36): the channels, a new order and the order's state. Trial accounts are told to
 * log in with a real one; a blocked member (type 4) has no permission.
 */
export function depositRoutes(ctx: PlatformContext) {
  const blockedRefused = async (c: Context<AppEnv & MemberEnv>, next: () => Promise<void>) => {
    if (c.get('member').type === blockedMemberType) return featureDisabled(c);
    await next();
  };
  return new Hono<AppEnv>()
    .get(apiPaths.depositChannels, requireSession(ctx), requireRealMember(ctx), blockedRefused, async (c) =>
      ok(c, depositChannelsSchema, { channels: await listDepositChannels(ctx.db, demoSiteCode) }),
    )
    .post(apiPaths.depositOrder, requireSession(ctx), requireRealMember(ctx), blockedRefused, jsonBody(depositRequestSchema), async (c) => {
      const key = idempotencyKeySchema.safeParse(c.req.header(idempotencyKeyHeader));
      if (!key.success) return invalidRequest(c, idempotencyKeyHeader, `Invalid ${idempotencyKeyHeader}: 16 to 64 letters, digits, - or _`);
      const { channelId, amount } = c.req.valid('json');
      const amountCents = centsOfAmount(amount);
      if (amountCents === undefined) return invalidRequest(c, 'amount', 'Invalid amount: at most 2 decimals');
      const outcome = await createDeposit(
        ctx.db,
        { merchantCode: demoSiteCode, memberId: c.get('session').memberId, channelId, amountCents, idempotencyKey: key.data },
        ctx.now(),
      );
      switch (outcome.kind) {
        case 'order':
          return ok(c, depositOrderSchema, outcome.order);
        case 'noChannel':
          return invalidRequest(c, 'channelId', 'Invalid channelId: no such deposit channel');
        case 'outOfBounds':
          return invalidRequest(c, 'amount', `Invalid amount: between ${outcome.minAmount} and ${outcome.maxAmount}`);
        case 'keyReused':
          return fail(c, 409, errorCodes.idempotencyKeyReused, `This ${idempotencyKeyHeader} was used for another deposit`, { field: idempotencyKeyHeader });
      }
    })
    .get(apiPaths.depositOrder, requireSession(ctx), requireRealMember(ctx), blockedRefused, queryParams(depositOrderQuerySchema), async (c) => {
      const memberId = c.get('session').memberId;
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      await approveDueDeposits(ctx.db, memberId, settings.wallet.depositAutoApproveSeconds, ctx.now());
      const order = await depositOrder(ctx.db, memberId, Number(c.req.valid('query').id));
      return order ? ok(c, depositOrderSchema, order) : notFound(c);
    });
}
