import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  checkRegisterFields,
  downlinePageSize,
  registerFieldNames,
  registerFieldSchemas,
  type AgentAffiliate,
  type Downline,
  type OpenDownlineRequest,
  type RegisterFieldIssue,
  type RegisterFieldRule,
  type TeamKpi,
} from '../../contract';
import type { Database } from '../db/database';
import { affiliateCodes, members, recentGames, sessions, wallets } from '../db/schema';
import { amountOfCents, isWholeCents } from '../lib/money';
import { hashPassword, type PasswordHashing } from '../lib/password';
import { openWallet, post, type Posting } from './ledger';
import { findMemberByAccount } from './members';
import type { SiteSettings } from '../schemas/site-settings';

/*
 * The agent's side (accounts §2 agent home, §4, §7): the team's counters, the invitation code, and the
 * downlines: open, list, transfer money to, set rebates of. An agent's team is every member below
 * them, level by level through `toUpline`; the downlines an agent manages are the direct ones.
 */

const dayMs = 24 * 60 * 60 * 1000;
/** How deep a team is followed: far deeper than any demo team, a bound on a malformed chain. */
const maxTeamDepth = 20;
/** The longest team KPI range, in days. */
export const maxKpiDays = 366;

export interface TeamMember {
  id: number;
  account: string;
  regDate: Date;
  lastLoginAt: Date | null;
}

/** Every member below the agent, at any depth, each once. */
export async function teamOf(db: Database, merchantCode: string, agentAccount: string): Promise<TeamMember[]> {
  const team = new Map<number, TeamMember>();
  let uplines = [agentAccount.toLowerCase()];
  for (let depth = 0; depth < maxTeamDepth && uplines.length > 0; depth += 1) {
    const rows = await db
      .select({ id: members.id, account: members.account, regDate: members.regDate, lastLoginAt: members.lastLoginAt })
      .from(members)
      .where(and(eq(members.merchantCode, merchantCode), inArray(sql<string>`lower(${members.toUpline})`, uplines)));
    const fresh = rows.filter((row) => !team.has(row.id) && row.account.toLowerCase() !== agentAccount.toLowerCase());
    for (const row of fresh) team.set(row.id, row);
    uplines = fresh.map((row) => row.account.toLowerCase());
  }
  return [...team.values()];
}

/** `YYYY-MM-DD` as the UTC midnight starting it, or undefined when no such day exists. */
export function dayStart(date: string): number | undefined {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const start = Date.UTC(year, month - 1, day);
  return new Date(start).toISOString().slice(0, 10) === date ? start : undefined;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface KpiRange {
  /** UTC midnight of the first day and of the day after the last. */
  from: number;
  to: number;
  /** Rows wanted, newest day first; undefined: every day of the range. */
  size: number | undefined;
}

/**
 * The team's counters over the range (days are UTC days): members registered in it, members whose
 * last login falls in it, members who launched a game in it, and members online now (a live session).
 * The rows give the same per day, newest first, `size` of them (none with size 0).
 */
export async function teamKpi(
  db: Database,
  merchantCode: string,
  agentAccount: string,
  range: KpiRange,
  now: Date,
  sessionIdleSeconds: number,
): Promise<TeamKpi> {
  const team = await teamOf(db, merchantCode, agentAccount);
  const ids = team.map((member) => member.id);
  const plays =
    ids.length === 0
      ? []
      : await db
          .select({ memberId: recentGames.memberId, playedAt: recentGames.playedAt })
          .from(recentGames)
          .where(and(inArray(recentGames.memberId, ids), gte(recentGames.playedAt, new Date(range.from)), lt(recentGames.playedAt, new Date(range.to))));
  const online =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ memberId: sessions.memberId })
          .from(sessions)
          .where(
            and(
              inArray(sessions.memberId, ids),
              eq(sessions.trial, false),
              gt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleSeconds * 1000)),
              gt(sessions.absoluteExpiresAt, now),
            ),
          );
  const counts = (from: number, to: number, onlineCount: number) => ({
    teamLoginMemberCount: team.filter((member) => member.lastLoginAt !== null && member.lastLoginAt.getTime() >= from && member.lastLoginAt.getTime() < to).length,
    teamBetMemberCount: new Set(plays.filter((play) => play.playedAt.getTime() >= from && play.playedAt.getTime() < to).map((play) => play.memberId)).size,
    teamRegisterMemberCount: team.filter((member) => member.regDate.getTime() >= from && member.regDate.getTime() < to).length,
    teamOnlineCount: onlineCount,
  });
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const days = Math.round((range.to - range.from) / dayMs);
  const wanted = Math.min(days, range.size ?? days);
  const content = Array.from({ length: wanted }, (_, index) => {
    const from = range.to - (index + 1) * dayMs;
    return { date: isoDay(from), ...counts(from, from + dayMs, from === today ? online.length : 0) };
  });
  return { content, footer: counts(range.from, range.to, online.length) };
}

/** The agent's active invitation code, made on first ask for an agent who has none. */
export async function agentAffiliate(
  db: Database,
  merchantCode: string,
  memberId: number,
  mainDomain: string,
): Promise<AgentAffiliate> {
  const existing = async () => {
    const [row] = await db
      .select({ code: affiliateCodes.code })
      .from(affiliateCodes)
      .where(and(eq(affiliateCodes.memberId, memberId), eq(affiliateCodes.merchantCode, merchantCode), eq(affiliateCodes.active, true)))
      .orderBy(affiliateCodes.code)
      .limit(1);
    return row?.code;
  };
  let code = await existing();
  if (code === undefined) {
    await db.insert(affiliateCodes).values({ code: `AG${String(memberId).padStart(6, '0')}`, merchantCode, memberId }).onConflictDoNothing();
    code = await existing();
  }
  if (code === undefined) throw new Error(`no invitation code for member ${memberId}`);
  const url = new URL('/m/register', mainDomain);
  url.searchParams.set('affiliateCode', code);
  return { affiliateCode: code, registerUrl: url.toString() };
}

const downlineColumns = {
  account: members.account,
  type: members.type,
  rebatePercent: members.rebatePercent,
  balance: wallets.balance,
  regDate: members.regDate,
};

function downlineOf(row: { account: string; type: number; rebatePercent: string; balance: string | null; regDate: Date }): Downline {
  return {
    account: row.account,
    type: row.type,
    rebatePercent: Number(row.rebatePercent),
    balance: Number(row.balance ?? 0),
    regDate: row.regDate.getTime(),
  };
}

const directDownlineOf = (merchantCode: string, agentAccount: string) =>
  and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.toUpline})`, agentAccount.toLowerCase()));

/** One page of the agent's direct downlines, newest first; a page past the end is empty. */
export async function downlinePage(
  db: Database,
  merchantCode: string,
  agentAccount: string,
  query: { pageNo?: string; pageSize?: string },
) {
  const pageNum = Number(query.pageNo ?? '1');
  const pageSize = Number(query.pageSize ?? downlinePageSize);
  const where = directDownlineOf(merchantCode, agentAccount);
  const rows = await db
    .select(downlineColumns)
    .from(members)
    .leftJoin(wallets, eq(wallets.memberId, members.id))
    .where(where)
    .orderBy(desc(members.regDate), desc(members.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return { content: rows.map(downlineOf), pageNum, totalPages: Math.ceil((total?.n ?? 0) / pageSize) };
}

/** The agent's direct downlines among `accounts`, by lower-cased account. */
async function directDownlines(db: Database, merchantCode: string, agentAccount: string, accounts: readonly string[]) {
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(and(directDownlineOf(merchantCode, agentAccount), inArray(sql<string>`lower(${members.account})`, accounts.map((a) => a.trim().toLowerCase()))));
  return new Map(rows.map((row) => [row.account.toLowerCase(), row.id]));
}

export type TransferOutcome =
  | { kind: 'done'; sumBalance: number }
  | { kind: 'notDownline'; index: number }
  | { kind: 'duplicate'; index: number }
  | { kind: 'insufficientBalance' };

/**
 * Moves `amount` from the agent's wallet to each account, all or nothing: every account must be in
 * the agent's team (any depth), and the wallet must hold the total.
 */
export async function transferToDownlines(
  db: Database,
  merchantCode: string,
  agent: { id: number; account: string },
  accounts: readonly string[],
  amount: number,
  at: Date,
): Promise<TransferOutcome> {
  const seen = new Set<string>();
  for (const [index, account] of accounts.entries()) {
    const key = account.trim().toLowerCase();
    if (seen.has(key)) return { kind: 'duplicate', index };
    seen.add(key);
  }
  const team = new Map((await teamOf(db, merchantCode, agent.account)).map((member) => [member.account.toLowerCase(), member.id]));
  const targets: number[] = [];
  for (const [index, account] of accounts.entries()) {
    const id = team.get(account.trim().toLowerCase());
    if (id === undefined) return { kind: 'notDownline', index };
    targets.push(id);
  }
  // The route refused any amount with more than 2 decimals.
  const cents = Math.round(amount * 100);
  // One debit of the agent per downline, so the agent's record shows each payment; both sides of
  // the transfer carry its one reference.
  const orderRef = `transfer:${randomUUID()}`;
  const postings: Posting[] = targets.flatMap((memberId) => [
    { memberId: agent.id, kind: 'transfer' as const, amountCents: -cents, orderRef },
    { memberId, kind: 'transfer' as const, amountCents: cents, orderRef },
  ]);
  const outcome = await post(db, postings, at);
  if (outcome.kind === 'insufficientBalance') return { kind: 'insufficientBalance' };
  return { kind: 'done', sumBalance: amountOfCents(outcome.balances.get(agent.id) ?? 0) };
}

export type RebateOutcome = { kind: 'done'; downlines: Downline[] } | { kind: 'notDownline'; index: number };

/** Sets the rebate of direct downlines (the caller checks it is at most the agent's own). */
export async function updateDownlineRebates(
  db: Database,
  merchantCode: string,
  agentAccount: string,
  accounts: readonly string[],
  rebatePercent: number,
): Promise<RebateOutcome> {
  const found = await directDownlines(db, merchantCode, agentAccount, accounts);
  const ids: number[] = [];
  for (const [index, account] of accounts.entries()) {
    const id = found.get(account.trim().toLowerCase());
    if (id === undefined) return { kind: 'notDownline', index };
    ids.push(id);
  }
  await db.update(members).set({ rebatePercent: rebatePercent.toFixed(2) }).where(inArray(members.id, ids));
  const rows = await db.select({ id: members.id, ...downlineColumns }).from(members).leftJoin(wallets, eq(wallets.memberId, members.id)).where(inArray(members.id, ids));
  const byId = new Map(rows.map((row) => [row.id, downlineOf(row)]));
  return { kind: 'done', downlines: ids.flatMap((id) => byId.get(id) ?? []) };
}

export type OpenDownlineOutcome =
  | { kind: 'opened'; account: string }
  | { kind: 'field'; issue: RegisterFieldIssue }
  | { kind: 'rebateTooHigh' }
  | { kind: 'usernameTaken' };

const disabledRule: RegisterFieldRule = { enabled: false, required: false, message: '' };
const openDownlineFields: ReadonlySet<string> = new Set(['username', 'password', 'confirmPassword']);

/**
 * A new account under the agent, which can log in at once. The username, password and confirmation
 * follow the site's registration rules (`checkRegisterFields`); the rest of the registration form
 * (captcha, contact fields) is the agent's business, not asked here.
 */
export async function openDownline(
  db: Database,
  merchantCode: string,
  settings: SiteSettings,
  agent: { account: string; rebatePercent: number },
  request: OpenDownlineRequest,
  hashing: PasswordHashing,
  now: Date,
): Promise<OpenDownlineOutcome> {
  const rules = { ...settings.register.fields };
  for (const name of registerFieldNames) {
    if (!openDownlineFields.has(name)) rules[name] = disabledRule;
  }
  const checked = checkRegisterFields(
    { username: request.username, password: request.password, confirmPassword: request.confirmPassword },
    rules,
    'username',
  );
  // The username kind always asks a captcha, checked after every other field: its absence here
  // means username, password and confirmation passed.
  if (!checked.ok && checked.issue.field !== 'captcha') return { kind: 'field', issue: checked.issue };
  if (request.rebatePercent > agent.rebatePercent || !isWholeCents(request.rebatePercent)) return { kind: 'rebateTooHigh' };
  const account = registerFieldSchemas.username.parse(request.username);
  if (await findMemberByAccount(db, merchantCode, account)) return { kind: 'usernameTaken' };
  const passwordHash = await hashPassword(request.password, hashing);
  const [created] = await db
    .insert(members)
    .values({
      merchantCode,
      account,
      nickname: null,
      passwordHash,
      type: request.type,
      toUpline: agent.account,
      vipLevel: null,
      regDate: now,
      rebatePercent: request.rebatePercent.toFixed(2),
    })
    .onConflictDoNothing()
    .returning({ id: members.id, account: members.account });
  if (!created) return { kind: 'usernameTaken' };
  await openWallet(db, created.id, now);
  return { kind: 'opened', account: created.account };
}
