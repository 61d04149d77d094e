import { z } from 'zod/mini';

/*
 * The agent's side (accounts §2 agent home, §4 agent home load, §7 agent calls; shell-and-content §4
 * contract prompts). Every call here refuses non-agents ('Non-agents cannot log in') and trial
 * accounts ('Please login an actual account to use this function').
 */

const boundedText = (max: number) => z.string().check(z.maxLength(max));
const count = z.number().check(z.int(), z.nonnegative());
const money = z.number();
/** `YYYY-MM-DD`. */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `GET` team KPI query (accounts §4): startDate and endDate both today, size 0 for the footer only. */
export const teamKpiQuerySchema = z.object({
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  size: z.optional(z.string().check(z.regex(/^\d{1,2}$/))),
});
/** The team KPI footer (accounts §3). */
export const teamKpiFooterSchema = z.object({
  teamLoginMemberCount: count,
  teamBetMemberCount: count,
  teamRegisterMemberCount: count,
  teamOnlineCount: count,
});
export type TeamKpiFooter = z.infer<typeof teamKpiFooterSchema>;
/** One day of the team's figures (none with size 0). */
export const teamKpiRowSchema = z.object({ date: isoDateSchema, ...teamKpiFooterSchema.shape });
export const teamKpiSchema = z.object({ content: z.array(teamKpiRowSchema), footer: teamKpiFooterSchema });
export type TeamKpi = z.infer<typeof teamKpiSchema>;

/** `GET /wps/agent/affiliate`: the agent's invitation code and the link that carries it. */
export const agentAffiliateSchema = z.object({ affiliateCode: boundedText(32), registerUrl: boundedText(500) });
export type AgentAffiliate = z.infer<typeof agentAffiliateSchema>;

/** The account kinds an agent can open under them: a player (type 0) or an agent (type 1). */
export const downlineTypes = [0, 1] as const;
export const downlineTypeSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * `PUT /wps/agent/downline` (open a downline account), encrypted as a JWE like registration. The
 * site's registration rules check username and password (`checkRegisterFields`).
 */
export const openDownlineRequestSchema = z.object({
  username: z.string().check(z.maxLength(1024)),
  password: z.string().check(z.maxLength(1024)),
  confirmPassword: z.string().check(z.maxLength(1024)),
  type: downlineTypeSchema,
  /** The rebate the agent gives the new account, in percent, at most the agent's own. */
  rebatePercent: z.number().check(z.nonnegative(), z.maximum(100)),
});
export type OpenDownlineRequest = z.infer<typeof openDownlineRequestSchema>;
export const openDownlineResponseSchema = z.object({ account: boundedText(64), type: downlineTypeSchema });

/** One account under the agent (`GET /wps/agent/downlines`). */
export const downlineSchema = z.object({
  account: boundedText(64),
  type: z.number().check(z.int()),
  rebatePercent: z.number(),
  balance: money,
  /** Epoch milliseconds. */
  regDate: z.number().check(z.int(), z.nonnegative()),
});
export type Downline = z.infer<typeof downlineSchema>;
export const downlinePageSize = 20;
/** `GET /wps/agent/downlines` query: the agent's direct downlines, newest first; a page past the end is empty. */
export const downlineListQuerySchema = z.object({
  pageNo: z.optional(z.string().check(z.regex(/^[1-9]\d{0,4}$/))),
  pageSize: z.optional(z.string().check(z.regex(/^[1-9]\d?$/))),
});
export const downlinePageSchema = z.object({
  content: z.array(downlineSchema),
  pageNum: z.number().check(z.int(), z.positive()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
});
/** `POST /wps/agent/transferDownline`: money from the agent's wallet to one downline. */
export const transferDownlineSchema = z.object({
  account: boundedText(64),
  amount: z.number().check(z.positive(), z.maximum(1_000_000_000)),
});
/** `POST /wps/agent/transferMultipleDownline`: the same amount to each account. */
export const transferMultipleDownlineSchema = z.object({
  accounts: z.array(boundedText(64)).check(z.minLength(1), z.maxLength(50)),
  amount: z.number().check(z.positive(), z.maximum(1_000_000_000)),
});
export const transferResultSchema = z.object({ sumBalance: money });
/** `POST /wps/agent/updateDownlineRebates`. */
export const updateDownlineRebatesSchema = z.object({
  accounts: z.array(boundedText(64)).check(z.minLength(1), z.maxLength(50)),
  rebatePercent: z.number().check(z.nonnegative(), z.maximum(100)),
});
/** The answer to a rebate update: the downlines as they now stand, in the order asked. */
export const updatedDownlinesSchema = z.array(downlineSchema);

/** The three agent contracts (shell-and-content §2 agent contract prompts). */
export const contractKinds = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export const contractKindSchema = z.enum(contractKinds);
export type ContractKind = z.infer<typeof contractKindSchema>;

/**
 * `GET` contract request (shell-and-content §7 contract dividend request, accounts §4 dividend info):
 * which contracts wait for the member's answer, under the spec's names.
 */
export const pendingContractsSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypecompperiodreq: z.boolean(),
  contracthoursalreq: z.boolean(),
});
export type PendingContracts = z.infer<typeof pendingContractsSchema>;

/** One tier of a contract: reach both thresholds in the period, earn the reward. */
export const contractTierSchema = z.object({
  /** Team valid bets (salaries) or team net loss (dividend) in the period. */
  threshold: money,
  activeMembers: count,
  /** An amount (salaries) or a percent of the net loss (dividend). */
  reward: money,
});
export const contractStatuses = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
/** `GET` one contract of the member (`/m/member/agent/get…Contract`); null when the upline offered none. */
export const agentContractSchema = z.nullable(
  z.object({
    id: z.number().check(z.int(), z.positive()),
    kind: contractKindSchema,
    status: z.enum(contractStatuses),
    /** The upline who offers it. */
    offeredBy: boundedText(64),
    period: z.enum(['HOUR', 'DAY', 'HALF_MONTH', 'MONTH']),
    tiers: z.array(contractTierSchema),
    /** Epoch milliseconds. */
    offeredAt: z.number().check(z.int(), z.nonnegative()),
    answeredAt: z.nullable(z.number().check(z.int(), z.nonnegative())),
  }),
);
export type AgentContract = z.infer<typeof agentContractSchema>;
/** `POST` answer to a contract: accept or decline it. The answer is the contract as it now stands. */
export const contractAnswerSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  answer: z.enum(['ACCEPT', 'DECLINE']),
});
export type ContractAnswer = z.infer<typeof contractAnswerSchema>;
