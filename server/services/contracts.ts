import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  contractKinds,
  contractTierSchema,
  type AgentContract,
  type ContractAnswer,
  type ContractKind,
  type PendingContracts,
} from '../../contract';
import { z } from 'zod/mini';
import { demoSiteCode } from '../constants';
import type { Database } from '../db/database';
import { agentContracts, members } from '../db/schema';
import { contractTerms } from '../db/seed-member-area';

/*
 * Agent contracts (shell-and-content §2 agent contract prompts, §7 contract requests): an upline
 * offers daily salary, dividend and hourly salary contracts; the member accepts or declines each.
 * An answered contract no longer waits, so it no longer prompts.
 */

/** Member types whose contracts are never checked (accounts §6, §9): they always answer all false. */
export const uncheckedContractTypes: readonly number[] = [4, 40, 41, 42];

const tierListSchema = z.array(contractTierSchema);

type ContractRow = typeof agentContracts.$inferSelect;

function contractOf(row: ContractRow): NonNullable<AgentContract> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    offeredBy: row.offeredBy,
    period: row.period,
    tiers: tierListSchema.parse(row.tiers),
    offeredAt: row.offeredAt.getTime(),
    answeredAt: row.answeredAt?.getTime() ?? null,
  };
}

/**
 * Offers the site's terms of `kind` to the member, unless an offer of that kind already waits.
 * The offer comes from the member's upline, or from the site for a member without one.
 */
export async function offerContract(db: Database, memberId: number, kind: ContractKind, now: Date): Promise<void> {
  const [member] = await db.select({ toUpline: members.toUpline }).from(members).where(eq(members.id, memberId));
  if (!member) return;
  const terms = contractTerms[kind];
  await db
    .insert(agentContracts)
    .values({
      memberId,
      kind,
      offeredBy: member.toUpline ?? demoSiteCode,
      period: terms.period,
      tiers: terms.tiers,
      status: 'PENDING',
      offeredAt: now,
    })
    .onConflictDoNothing();
}

/** Withdraws every waiting offer of these kinds (the dev control's "none pending"). */
export async function withdrawPendingContracts(db: Database, memberId: number, kinds: readonly ContractKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .delete(agentContracts)
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.status, 'PENDING'), inArray(agentContracts.kind, [...kinds])));
}

/** The kinds with an offer waiting for the member's answer. */
export async function pendingContractKinds(db: Database, memberId: number): Promise<ContractKind[]> {
  const rows = await db
    .select({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.status, 'PENDING')));
  const pending = new Set(rows.map((row) => row.kind));
  return contractKinds.filter((kind) => pending.has(kind));
}

/**
 * The spec's contract request: which contracts wait, for members whose type is checked. The dividend
 * contract never waits while the site has the dividend feature off.
 */
export async function pendingContracts(db: Database, memberId: number, type: number, dividendOn: boolean): Promise<PendingContracts> {
  if (uncheckedContractTypes.includes(type)) {
    return { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
  }
  const pending = new Set(await pendingContractKinds(db, memberId));
  return {
    dailysalreqtype: pending.has('dailySalary'),
    divtypecompperiodreq: dividendOn && pending.has('dividend'),
    contracthoursalreq: pending.has('hourlySalary'),
  };
}

/** The member's contract of a kind: the waiting offer, else the latest answered one, else null. */
export async function currentContract(db: Database, memberId: number, kind: ContractKind): Promise<AgentContract> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind)))
    .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id));
  const row = rows.find((candidate) => candidate.status === 'PENDING') ?? rows[0];
  return row ? contractOf(row) : null;
}

export type AnswerOutcome = { kind: 'answered'; contract: NonNullable<AgentContract> } | { kind: 'notFound' } | { kind: 'alreadyAnswered' };

/** Accepts or declines a waiting offer of the member; an answered one stays as it was answered. */
export async function answerContract(
  db: Database,
  memberId: number,
  kind: ContractKind,
  answer: ContractAnswer,
  now: Date,
): Promise<AnswerOutcome> {
  const [updated] = await db
    .update(agentContracts)
    .set({ status: answer.answer === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED', answeredAt: now })
    .where(
      and(
        eq(agentContracts.id, answer.id),
        eq(agentContracts.memberId, memberId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'PENDING'),
      ),
    )
    .returning();
  if (updated) return { kind: 'answered', contract: contractOf(updated) };
  const [existing] = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(and(eq(agentContracts.id, answer.id), eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind)));
  return existing ? { kind: 'alreadyAnswered' } : { kind: 'notFound' };
}
