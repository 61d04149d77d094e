import { Hono, type Context } from 'hono';
import {
  agentAffiliateSchema,
  agentContractSchema,
  apiPaths,
  contractAnswerSchema,
  downlineListQuerySchema,
  downlinePageSchema,
  errorCodes,
  openDownlineRequestSchema,
  openDownlineResponseSchema,
  pendingContractsSchema,
  teamKpiQuerySchema,
  teamKpiSchema,
  transferDownlineSchema,
  transferMultipleDownlineSchema,
  transferResultSchema,
  updateDownlineRebatesSchema,
  updatedDownlinesSchema,
  type ContractKind,
} from '../../contract';
import { demoSiteCode, messages } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { readEncryptedJson } from '../lib/encrypted-body';
import { fail, featureDisabled, invalidFromZod, invalidRequest, ok } from '../lib/respond';
import { jsonBody, queryParams } from '../lib/validate';
import { requireSession } from '../middleware/auth';
import { requireAgent, requireRealMember, type MemberEnv } from '../middleware/agent';
import {
  agentAffiliate,
  dayStart,
  downlinePage,
  maxKpiDays,
  openDownline,
  teamKpi,
  transferToDownlines,
  updateDownlineRebates,
  type TransferOutcome,
} from '../services/agent';
import { answerContract, currentContract, pendingContracts } from '../services/contracts';
import { isWholeCents } from '../lib/money';
import { findMemberByAccount } from '../services/members';
import { getSiteSettings } from '../services/sites';

const dayMs = 24 * 60 * 60 * 1000;

/** Where each contract is read (GET) and answered (POST). */
const contractPaths: Record<ContractKind, string> = {
  dailySalary: apiPaths.dailySalaryContract,
  dividend: apiPaths.dividendContract,
  hourlySalary: apiPaths.hourlySalaryContract,
};

/**
 * The agent's side (accounts §2 agent home, §4, §6, §7). Every team call refuses trial sessions
 * ('Please login an actual account to use this function') and members who are not agents
 * ('Non-agents cannot log in').
 *
 * The contract calls are the exception to the agent-only rule: the spec checks every member whose
 * type is not 4, 40, 41 or 42 for pending contracts (shell-and-content §4), players (type 0)
 * included, so they answer any real member; types 4, 40, 41 and 42 are always told nothing waits.
 * The dividend contract belongs to the dividend feature: while the merchant has it off, reading or
 * answering it is refused ('Sorry, this account does not have permission…') and it never waits.
 */
export function agentRoutes(ctx: PlatformContext) {
  const app = new Hono<AppEnv>()
    .get(apiPaths.teamKpi, requireSession(ctx), requireAgent(ctx), queryParams(teamKpiQuerySchema), async (c) => {
      const { startDate, endDate, size } = c.req.valid('query');
      const from = dayStart(startDate);
      if (from === undefined) return invalidRequest(c, 'startDate', 'Invalid startDate: no such day');
      const last = dayStart(endDate);
      if (last === undefined) return invalidRequest(c, 'endDate', 'Invalid endDate: no such day');
      if (last < from) return invalidRequest(c, 'endDate', 'Invalid endDate: before startDate');
      if ((last - from) / dayMs + 1 > maxKpiDays) return invalidRequest(c, 'endDate', `Invalid endDate: ${messages.kpiRangeTooLong}`);
      const range = { from, to: last + dayMs, size: size === undefined ? undefined : Number(size) };
      const kpi = await teamKpi(ctx.db, demoSiteCode, c.get('member').account, range, ctx.now(), ctx.sessionIdleSeconds);
      return ok(c, teamKpiSchema, kpi);
    })
    .get(apiPaths.agentAffiliate, requireSession(ctx), requireAgent(ctx), async (c) => {
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      return ok(c, agentAffiliateSchema, await agentAffiliate(ctx.db, demoSiteCode, c.get('member').id, settings.mainDomain));
    })
    .put(apiPaths.openDownline, requireSession(ctx), requireAgent(ctx), async (c) => {
      const body = await readEncryptedJson(c, ctx);
      if (!body.ok) return body.response;
      const parsed = openDownlineRequestSchema.safeParse(body.value);
      if (!parsed.success) return invalidFromZod(c, parsed.error);
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      const agent = await agentRecord(ctx, c);
      const outcome = await openDownline(ctx.db, demoSiteCode, settings, agent, parsed.data, ctx.passwordHashing, ctx.now());
      switch (outcome.kind) {
        case 'opened':
          return ok(c, openDownlineResponseSchema, { account: outcome.account, type: parsed.data.type });
        case 'field': {
          const { field, code, message } = outcome.issue;
          const text = code === errorCodes.registerFieldRequired ? `${messages.fieldRequired}: ${field}` : `Invalid ${field}: ${message}`;
          return fail(c, 400, code, text, { field });
        }
        case 'rebateTooHigh':
          return invalidRequest(c, 'rebatePercent', `Invalid rebatePercent: ${messages.rebateAboveOwn}`);
        case 'usernameTaken':
          return fail(c, 409, errorCodes.usernameTaken, messages.usernameTaken, { field: 'username' });
      }
    })
    .get(apiPaths.downlines, requireSession(ctx), requireAgent(ctx), queryParams(downlineListQuerySchema), async (c) =>
      ok(c, downlinePageSchema, await downlinePage(ctx.db, demoSiteCode, c.get('member').account, c.req.valid('query'))),
    )
    .post(apiPaths.transferDownline, requireSession(ctx), requireAgent(ctx), jsonBody(transferDownlineSchema), async (c) => {
      const { account, amount } = c.req.valid('json');
      if (!isWholeCents(amount)) return invalidRequest(c, 'amount', 'Invalid amount: at most 2 decimals');
      const member = c.get('member');
      const outcome = await transferToDownlines(ctx.db, demoSiteCode, member, [account], amount, ctx.now());
      return transferAnswer(c, outcome, () => 'account');
    })
    .post(apiPaths.transferMultipleDownline, requireSession(ctx), requireAgent(ctx), jsonBody(transferMultipleDownlineSchema), async (c) => {
      const { accounts, amount } = c.req.valid('json');
      if (!isWholeCents(amount)) return invalidRequest(c, 'amount', 'Invalid amount: at most 2 decimals');
      const outcome = await transferToDownlines(ctx.db, demoSiteCode, c.get('member'), accounts, amount, ctx.now());
      return transferAnswer(c, outcome, (index) => `accounts.${index}`);
    })
    .post(apiPaths.updateDownlineRebates, requireSession(ctx), requireAgent(ctx), jsonBody(updateDownlineRebatesSchema), async (c) => {
      const { accounts, rebatePercent } = c.req.valid('json');
      const agent = await agentRecord(ctx, c);
      if (rebatePercent > agent.rebatePercent || !isWholeCents(rebatePercent)) {
        return invalidRequest(c, 'rebatePercent', `Invalid rebatePercent: ${messages.rebateAboveOwn}`);
      }
      const outcome = await updateDownlineRebates(ctx.db, demoSiteCode, agent.account, accounts, rebatePercent);
      if (outcome.kind === 'notDownline') {
        return fail(c, 400, errorCodes.validation, messages.notInTeam, { field: `accounts.${outcome.index}` });
      }
      return ok(c, updatedDownlinesSchema, outcome.downlines);
    })
    .get(apiPaths.pendingContracts, requireSession(ctx), requireRealMember(ctx), async (c) => {
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      const member = c.get('member');
      return ok(c, pendingContractsSchema, await pendingContracts(ctx.db, member.id, member.type, settings.features.dividend));
    });
  for (const [kind, path] of Object.entries(contractPaths)) {
    const contractKind = kindOf(kind);
    app
      .get(path, requireSession(ctx), requireRealMember(ctx), async (c) => {
        if (!(await contractFeatureOn(ctx, contractKind))) return featureDisabled(c);
        return ok(c, agentContractSchema, await currentContract(ctx.db, c.get('member').id, contractKind));
      })
      .post(path, requireSession(ctx), requireRealMember(ctx), jsonBody(contractAnswerSchema), async (c) => {
        if (!(await contractFeatureOn(ctx, contractKind))) return featureDisabled(c);
        const outcome = await answerContract(ctx.db, c.get('member').id, contractKind, c.req.valid('json'), ctx.now());
        switch (outcome.kind) {
          case 'answered':
            return ok(c, agentContractSchema, outcome.contract);
          case 'notFound':
            return fail(c, 404, errorCodes.notFound, messages.contractNotFound, { field: 'id' });
          case 'alreadyAnswered':
            return fail(c, 409, errorCodes.contractAnswered, messages.contractAnswered, { field: 'id' });
        }
      });
  }
  return app;
}

function kindOf(kind: string): ContractKind {
  switch (kind) {
    case 'dailySalary':
    case 'dividend':
    case 'hourlySalary':
      return kind;
    default:
      throw new Error(`unknown contract kind ${kind}`);
  }
}

async function contractFeatureOn(ctx: PlatformContext, kind: ContractKind): Promise<boolean> {
  if (kind !== 'dividend') return true;
  return (await getSiteSettings(ctx.db, demoSiteCode)).features.dividend;
}

/** The agent's account and own rebate, for the checks a downline's rebate must pass. */
async function agentRecord(ctx: PlatformContext, c: Context<MemberEnv>) {
  const member = c.get('member');
  const row = await findMemberByAccount(ctx.db, demoSiteCode, member.account);
  return { account: member.account, rebatePercent: Number(row?.rebatePercent ?? 0) };
}

function transferAnswer(c: Context, outcome: TransferOutcome, accountField: (index: number) => string) {
  switch (outcome.kind) {
    case 'done':
      return ok(c, transferResultSchema, { sumBalance: outcome.sumBalance });
    case 'notDownline':
      return fail(c, 400, errorCodes.validation, messages.notInTeam, { field: accountField(outcome.index) });
    case 'duplicate':
      return fail(c, 400, errorCodes.validation, messages.duplicateAccount, { field: accountField(outcome.index) });
    case 'insufficientBalance':
      return fail(c, 400, errorCodes.insufficientBalance, messages.insufficientBalance, { field: 'amount' });
  }
}
