import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../server/db/schema';
import { centsOf, centsOfAmount, numericOf } from '../../server/lib/money';
import { post, walletsOffLedger } from '../../server/services/ledger';
import { usePlatform } from './support/platform';
import { balanceCentsOf, memberIdOf } from './support/wallets';

const platform = usePlatform({}, { resetEachTest: true });
const at = new Date(Date.UTC(2026, 0, 15, 12));

const idOf = (account: string) => memberIdOf(platform.db, account);
const balanceCents = (memberId: number) => balanceCentsOf(platform.db, memberId);

function entriesOf(memberId: number) {
  return platform.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId)).orderBy(ledgerEntries.id);
}

describe('money in cents', () => {
  it('reads and writes numeric text without floats', () => {
    expect([centsOf('1288.50'), centsOf('-3.1'), centsOf('0'), centsOf('25640.75')]).toEqual([128850, -310, 0, 2564075]);
    expect([numericOf(128850), numericOf(-150), numericOf(5), numericOf(0)]).toEqual(['1288.50', '-1.50', '0.05', '0.00']);
    expect([centsOfAmount(100.25), centsOfAmount(0.1 + 0.2), centsOfAmount(1.005)]).toEqual([10025, 30, undefined]);
    expect(() => centsOf('1.234')).toThrow();
    expect(() => numericOf(1.5)).toThrow();
  });
});

describe('the ledger', () => {
  it('opens every seeded wallet with an entry of its balance', async () => {
    const member = await idOf('demo_member');
    expect((await entriesOf(member)).map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([['adjustment', '1288.50', '1288.50']]);
    expect(await walletsOffLedger(platform.db)).toEqual([]);
  });

  it('posts a change as the wallet update and its entry, with the balance after', async () => {
    const member = await idOf('demo_member');
    const outcome = await post(platform.db, [{ memberId: member, kind: 'deposit', amountCents: 5025, orderRef: 'deposit:1' }], at);
    expect(outcome).toEqual({ kind: 'posted', balances: new Map([[member, 133875]]) });
    expect(await balanceCents(member)).toBe(133875);
    const [, entry] = await entriesOf(member);
    expect(entry).toMatchObject({ kind: 'deposit', amount: '50.25', balanceAfter: '1338.75', orderRef: 'deposit:1', createdAt: at });
  });

  it('refuses a change below zero and rolls back every posting of the call', async () => {
    const [member, agent] = [await idOf('demo_member'), await idOf('demo_agent')];
    const outcome = await post(
      platform.db,
      [
        { memberId: agent, kind: 'transfer', amountCents: 100 },
        { memberId: member, kind: 'withdrawalHold', amountCents: -128851 },
      ],
      at,
    );
    expect(outcome).toEqual({ kind: 'insufficientBalance', memberId: member });
    expect([await balanceCents(member), await balanceCents(agent)]).toEqual([128850, 2564075]);
    expect(await entriesOf(agent)).toHaveLength(1);
    // The whole balance may go.
    expect(await post(platform.db, [{ memberId: member, kind: 'withdrawalHold', amountCents: -128850 }], at)).toEqual({
      kind: 'posted',
      balances: new Map([[member, 0]]),
    });
  });

  it('keeps entries append-only: no update, no delete, but with their member', async () => {
    const member = await idOf('demo_member');
    await expect(platform.db.update(ledgerEntries).set({ amount: '1.00' }).where(eq(ledgerEntries.memberId, member))).rejects.toThrow();
    await expect(platform.db.delete(ledgerEntries).where(eq(ledgerEntries.memberId, member))).rejects.toThrow();
    // A wallet changed behind the ledger's back is caught by the check.
    await platform.db.execute(sql`update wallets set balance = balance + 1 where member_id = ${member}`);
    expect(await walletsOffLedger(platform.db)).toEqual([{ memberId: member, balance: '1289.50', entries: '1288.50' }]);
    await platform.db.execute(sql`update wallets set balance = balance - 1 where member_id = ${member}`);
    expect(await walletsOffLedger(platform.db)).toEqual([]);
  });

  it('refuses a wallet below zero even written by hand', async () => {
    const member = await idOf('demo_member');
    await expect(platform.db.execute(sql`update wallets set balance = -1 where member_id = ${member}`)).rejects.toThrow();
  });
});
