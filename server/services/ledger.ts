import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerKind } from '../../contract';
import type { Database } from '../db/database';
import { ledgerEntries, wallets } from '../db/schema';
import { centsOf, numericOf } from '../lib/money';

/** One change of one wallet: `amountCents` is added (negative: taken). */
export interface Posting {
  memberId: number;
  kind: LedgerKind;
  amountCents: number;
  /** What the entry belongs to, as `kind:id` (`deposit:12`). */
  orderRef?: string;
}

export type PostOutcome =
  | { kind: 'posted'; balances: ReadonlyMap<number, number> }
  | { kind: 'insufficientBalance'; memberId: number };

/** Rolls the postings' transaction back: one wallet would go below zero. */
class InsufficientBalance extends Error {
  constructor(readonly memberId: number) {
    super(`wallet of member ${memberId} would go below zero`);
  }
}

/**
 * Applies the postings all or nothing, each as a wallet update and its ledger entry in one
 * transaction (a savepoint when `db` is already one). The wallets are locked first, in member
 * order, so two transfers between the same two members never deadlock. A posting that would take a
 * wallet below zero rolls everything back: `insufficientBalance`. The balances answered are after
 * the last posting, in cents.
 */
export async function post(db: Database, postings: readonly Posting[], at: Date): Promise<PostOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const ids = [...new Set(postings.map((posting) => posting.memberId))].sort((a, b) => a - b);
      const locked = await tx
        .select({ memberId: wallets.memberId })
        .from(wallets)
        .where(inArray(wallets.memberId, ids))
        .orderBy(asc(wallets.memberId))
        .for('update');
      if (locked.length !== ids.length) {
        const missing = ids.find((id) => !locked.some((row) => row.memberId === id));
        throw new Error(`member ${missing} has no wallet`);
      }
      const balances = new Map<number, number>();
      for (const posting of postings) {
        const amount = numericOf(posting.amountCents);
        const [updated] = await tx
          .update(wallets)
          .set({ balance: sql`${wallets.balance} + ${amount}::numeric` })
          .where(and(eq(wallets.memberId, posting.memberId), sql`${wallets.balance} + ${amount}::numeric >= 0`))
          .returning({ balance: wallets.balance });
        if (!updated) throw new InsufficientBalance(posting.memberId);
        await tx.insert(ledgerEntries).values({
          memberId: posting.memberId,
          kind: posting.kind,
          amount,
          balanceAfter: updated.balance,
          orderRef: posting.orderRef ?? null,
          createdAt: at,
        });
        balances.set(posting.memberId, centsOf(updated.balance));
      }
      return { kind: 'posted', balances };
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) return { kind: 'insufficientBalance', memberId: error.memberId };
    throw error;
  }
}

/** A new member's wallet, empty, or with its opening balance as an `adjustment` entry. */
export async function openWallet(db: Database, memberId: number, at: Date, openingCents = 0): Promise<void> {
  await db.insert(wallets).values({ memberId, balance: '0' });
  if (openingCents === 0) return;
  const outcome = await post(db, [{ memberId, kind: 'adjustment', amountCents: openingCents }], at);
  if (outcome.kind !== 'posted') throw new Error(`could not open the wallet of member ${memberId}`);
}

/** The wallets whose balance is not the sum of their entries: none, always (checked after every money test). */
export function walletsOffLedger(db: Database): Promise<{ memberId: number; balance: string; entries: string }[]> {
  const entries = sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`;
  return db
    .select({ memberId: wallets.memberId, balance: wallets.balance, entries: sql<string>`${entries}::text` })
    .from(wallets)
    .leftJoin(ledgerEntries, eq(ledgerEntries.memberId, wallets.memberId))
    .groupBy(wallets.memberId, wallets.balance)
    .having(sql`${wallets.balance} <> ${entries}`);
}
