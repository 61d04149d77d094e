import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { DepositChannel, DepositOrder } from '../../contract';
import type { Database } from '../db/database';
import { depositChannels, depositOrders } from '../db/schema';
import { amountOfCents, centsOf, numericOf } from '../lib/money';
import { post, type Posting } from './ledger';

type ChannelRow = typeof depositChannels.$inferSelect;
type OrderRow = typeof depositOrders.$inferSelect;

/** Percent of `cents`, to the cent (half up). */
function percentOf(cents: number, percent: string): number {
  return Math.round((cents * centsOf(percent)) / 10_000);
}

/** What an amount costs and brings on a channel, in cents. */
export function depositFigures(channel: ChannelRow, amountCents: number) {
  const fee = percentOf(amountCents, channel.feePercent) + centsOf(channel.feeFixed);
  const bonus = percentOf(amountCents, channel.bonusPercent);
  return { fee, bonus, credited: amountCents - fee + bonus };
}

function channelOf(row: ChannelRow): DepositChannel {
  return {
    id: row.id,
    group: row.group,
    name: row.name,
    currency: row.currency,
    minAmount: amountOfCents(centsOf(row.minAmount)),
    maxAmount: amountOfCents(centsOf(row.maxAmount)),
    feePercent: centsOf(row.feePercent) / 100,
    feeFixed: amountOfCents(centsOf(row.feeFixed)),
    bonusPercent: centsOf(row.bonusPercent) / 100,
    processingMinutes: row.processingMinutes,
    presets: row.presets.map(amountOfCents),
    network: row.payee.kind === 'address' ? row.payee.network : undefined,
  };
}

function orderOf(row: OrderRow, channel: ChannelRow): DepositOrder {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    channelId: channel.id,
    group: channel.group,
    channelName: channel.name,
    currency: channel.currency,
    amount: amountOfCents(centsOf(row.amount)),
    fee: amountOfCents(centsOf(row.fee)),
    bonus: amountOfCents(centsOf(row.bonus)),
    credited: amountOfCents(centsOf(row.credited)),
    payee: channel.payee,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime(),
    reason: row.reason ?? undefined,
  };
}

export async function listDepositChannels(db: Database, merchantCode: string): Promise<DepositChannel[]> {
  const rows = await db.select().from(depositChannels).where(eq(depositChannels.merchantCode, merchantCode)).orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  return rows.map(channelOf);
}

export type CreateDepositOutcome =
  | { kind: 'order'; order: DepositOrder }
  | { kind: 'noChannel' }
  | { kind: 'outOfBounds'; minAmount: number; maxAmount: number }
  | { kind: 'keyReused' };

/** A reference the player can type into a transfer's note: D and 10 letters or digits, no 0/O or 1/I. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `D${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * A pending order for the amount on the channel; the same key answers the order it made before
 * (a retry, a double tap, a reload), and refuses to make it for another channel or amount.
 */
export async function createDeposit(
  db: Database,
  request: { merchantCode: string; memberId: number; channelId: number; amountCents: number; idempotencyKey: string },
  now: Date,
): Promise<CreateDepositOutcome> {
  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.id, request.channelId), eq(depositChannels.merchantCode, request.merchantCode)));
  if (!channel) return { kind: 'noChannel' };
  const existing = await orderByKey(db, request.memberId, request.idempotencyKey);
  if (existing) return sameRequest(existing, request) ? { kind: 'order', order: orderOf(existing, channel) } : { kind: 'keyReused' };
  if (request.amountCents < centsOf(channel.minAmount) || request.amountCents > centsOf(channel.maxAmount)) {
    return { kind: 'outOfBounds', minAmount: amountOfCents(centsOf(channel.minAmount)), maxAmount: amountOfCents(centsOf(channel.maxAmount)) };
  }
  const figures = depositFigures(channel, request.amountCents);
  // A fee that eats the amount would credit nothing, or take money: such an amount is too small.
  if (request.amountCents - figures.fee <= 0) {
    return { kind: 'outOfBounds', minAmount: amountOfCents(Math.max(centsOf(channel.minAmount), figures.fee + 1)), maxAmount: amountOfCents(centsOf(channel.maxAmount)) };
  }
  const [created] = await db
    .insert(depositOrders)
    .values({
      memberId: request.memberId,
      channelId: channel.id,
      idempotencyKey: request.idempotencyKey,
      reference: newReference(),
      status: 'pending',
      amount: numericOf(request.amountCents),
      fee: numericOf(figures.fee),
      bonus: numericOf(figures.bonus),
      credited: numericOf(figures.credited),
      createdAt: now,
    })
    .onConflictDoNothing({ target: [depositOrders.memberId, depositOrders.idempotencyKey] })
    .returning();
  if (created) return { kind: 'order', order: orderOf(created, channel) };
  // Another request with the same key made it between the read and the insert.
  const raced = await orderByKey(db, request.memberId, request.idempotencyKey);
  if (!raced) throw new Error('a deposit order conflicted on its key but cannot be found');
  return sameRequest(raced, request) ? { kind: 'order', order: orderOf(raced, channel) } : { kind: 'keyReused' };
}

async function orderByKey(db: Database, memberId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(depositOrders).where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.idempotencyKey, key)));
  return row;
}

function sameRequest(row: OrderRow, request: { channelId: number; amountCents: number }): boolean {
  return row.channelId === request.channelId && centsOf(row.amount) === request.amountCents;
}

/** One of the member's orders, or undefined when it is not theirs. */
export async function depositOrder(db: Database, memberId: number, id: number): Promise<DepositOrder | undefined> {
  const [row] = await db
    .select({ order: depositOrders, channel: depositChannels })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(and(eq(depositOrders.id, id), eq(depositOrders.memberId, memberId)));
  return row && orderOf(row.order, row.channel);
}

export type DepositDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * The operator's answer to a pending order: approval credits the wallet (the amount less the fee as
 * a deposit, the bonus as a reward) in the transaction that marks it credited, so an order is
 * credited once, whoever decides it and however often. False when it was not pending.
 */
export async function decideDeposit(db: Database, id: number, decision: DepositDecision, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(depositOrders)
      .set({ status: decision.decision === 'approve' ? 'credited' : 'rejected', decidedAt: now, reason: decision.decision === 'reject' ? decision.reason : null })
      .where(and(eq(depositOrders.id, id), eq(depositOrders.status, 'pending')))
      .returning();
    if (!decided) return false;
    if (decision.decision === 'reject') return true;
    const orderRef = `deposit:${decided.id}`;
    const bonus = centsOf(decided.bonus);
    const postings: Posting[] = [{ memberId: decided.memberId, kind: 'deposit', amountCents: centsOf(decided.amount) - centsOf(decided.fee), orderRef }];
    if (bonus > 0) postings.push({ memberId: decided.memberId, kind: 'reward', amountCents: bonus, orderRef });
    const outcome = await post(tx, postings, now);
    if (outcome.kind !== 'posted') throw new Error(`crediting deposit ${decided.id} failed`);
    return true;
  });
}

/** The demo setting: approves the member's (or everyone's) pending orders older than `seconds`. */
export async function approveDueDeposits(db: Database, memberId: number | undefined, seconds: number | null, now: Date): Promise<void> {
  if (seconds === null) return;
  const due = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.status, 'pending'),
        lte(depositOrders.createdAt, new Date(now.getTime() - seconds * 1000)),
        memberId === undefined ? undefined : eq(depositOrders.memberId, memberId),
      ),
    );
  for (const { id } of due) await decideDeposit(db, id, { decision: 'approve' }, now);
}

/** Every pending order, oldest first, for the dev controls. */
export async function pendingDeposits(db: Database) {
  const rows = await db
    .select({ order: depositOrders, channel: depositChannels })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(eq(depositOrders.status, 'pending'))
    .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id));
  return rows.map((row) => ({ memberId: row.order.memberId, ...orderOf(row.order, row.channel) }));
}
