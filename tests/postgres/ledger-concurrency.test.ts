import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, depositChannelsSchema, depositOrderSchema, idempotencyKeyHeader, loginResponseSchema, transferResultSchema } from '../../contract';
import { depositOrders, ledgerEntries } from '../../server/db/schema';
import { post, walletsOffLedger, type PostOutcome } from '../../server/services/ledger';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { expectSuccess } from '../server/support/envelope';
import { bearer, jsonRequest } from '../server/support/platform';
import { balanceCentsOf, memberIdOf } from '../server/support/wallets';
import { startPostgresPlatform } from './support/database';

/*
 * The ledger under parallel requests on a real PostgreSQL server: PGlite has one connection and
 * runs transactions one after another, so only here do two of them meet on one wallet.
 */

let platform: Awaited<ReturnType<typeof startPostgresPlatform>>;
beforeAll(async () => {
  platform = await startPostgresPlatform();
});
afterAll(() => platform.drop());
afterEach(async () => {
  expect(await walletsOffLedger(platform.db)).toEqual([]);
  await platform.app.request(devControlPaths.reset, { method: 'POST' });
});

const at = new Date(Date.UTC(2026, 0, 15, 12));

const idOf = (account: string) => memberIdOf(platform.db, account);
const balanceCents = (memberId: number) => balanceCentsOf(platform.db, memberId);

/** Sets a wallet to `cents` through the ledger (an adjustment), as an operator would. */
async function setBalance(memberId: number, cents: number) {
  await post(platform.db, [{ memberId, kind: 'adjustment', amountCents: cents - (await balanceCents(memberId)) }], at);
}

function tally(outcomes: readonly PostOutcome[]) {
  return {
    posted: outcomes.filter((outcome) => outcome.kind === 'posted').length,
    refused: outcomes.filter((outcome) => outcome.kind === 'insufficientBalance').length,
  };
}

describe('the ledger on PostgreSQL, under concurrency', () => {
  it('really runs on PostgreSQL with many connections', async () => {
    const rows = await platform.db.execute(sql`select version() as version`);
    expect(JSON.stringify(rows)).toContain('PostgreSQL');
  });

  it('pays exactly 3 of 50 parallel holds against a balance that covers 3, never below zero', async () => {
    const member = await idOf('demo_member');
    await setBalance(member, 3 * 10_000);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) => post(platform.db, [{ memberId: member, kind: 'withdrawalHold', amountCents: -10_000, orderRef: `withdrawal:${index}` }], at)),
    );
    expect(tally(outcomes)).toEqual({ posted: 3, refused: 47 });
    expect(await balanceCents(member)).toBe(0);
    const holds = await platform.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'withdrawalHold'));
    expect(holds.map((entry) => entry.balanceAfter).sort()).toEqual(['0.00', '100.00', '200.00']);
  });

  it('never loses or makes money in parallel transfers both ways between two members', async () => {
    const [a, b] = [await idOf('demo_member'), await idOf('team_alpha')];
    await setBalance(a, 50_000);
    await setBalance(b, 50_000);
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [a, b] : [b, a];
        const cents = 1_000 + ((index * 7_919) % 20_000);
        return post(
          platform.db,
          [
            { memberId: from, kind: 'transfer', amountCents: -cents, orderRef: `transfer:${index}` },
            { memberId: to, kind: 'transfer', amountCents: cents, orderRef: `transfer:${index}` },
          ],
          at,
        );
      }),
    );
    expect(tally(outcomes).posted).toBeGreaterThan(0);
    expect((await balanceCents(a)) + (await balanceCents(b))).toBe(100_000);
    expect(await balanceCents(a)).toBeGreaterThanOrEqual(0);
    expect(await balanceCents(b)).toBeGreaterThanOrEqual(0);
  });

  it("pays exactly what the agent's wallet covers of 30 parallel transfers to downlines, through the platform", async () => {
    const agent = await idOf('demo_agent');
    const alpha = await idOf('team_alpha');
    await setBalance(agent, 5 * 2_500);
    const alphaBefore = await balanceCents(alpha);
    const login = await expectSuccess(await platform.app.request(devControlPaths.session, jsonRequest('POST', { account: 'demo_agent' })), loginResponseSchema);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        platform.app.request(apiPaths.transferDownline, jsonRequest('POST', { account: 'team_alpha', amount: 25 }, bearer(login.token))),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 400)).toHaveLength(25);
    await Promise.all(responses.filter((response) => response.status === 200).map((response) => expectSuccess(response, transferResultSchema)));
    expect(await balanceCents(agent)).toBe(0);
    expect(await balanceCents(alpha)).toBe(alphaBefore + 5 * 2_500);
  });

  it('makes one order of 50 parallel deposit retries with one idempotency key, and credits it once of 20 parallel approvals', async () => {
    const login = await expectSuccess(await platform.app.request(devControlPaths.session, jsonRequest('POST', { account: 'demo_member' })), loginResponseSchema);
    const member = await idOf('demo_member');
    const before = await balanceCents(member);
    const { channels } = await expectSuccess(await platform.app.request(apiPaths.depositChannels, { headers: bearer(login.token) }), depositChannelsSchema);
    const bank = channels.find((channel) => channel.group === 'bank');
    if (!bank) throw new Error('no bank channel');
    const headers = { ...bearer(login.token), [idempotencyKeyHeader]: 'one-key-for-all-fifty' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => platform.app.request(apiPaths.depositOrder, jsonRequest('POST', { channelId: bank.id, amount: 250 }, headers))),
    );
    const orders = await Promise.all(answers.map((answer) => expectSuccess(answer, depositOrderSchema)));
    expect(new Set(orders.map((order) => order.id)).size).toBe(1);
    expect(await platform.db.select().from(depositOrders)).toHaveLength(1);
    const [order] = orders;
    if (!order) throw new Error('no order');
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () => platform.app.request(devControlPaths.decideDeposit, jsonRequest('POST', { id: order.id, decision: 'approve' }))),
    );
    expect(approvals.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await balanceCents(member)).toBe(before + 25_000);
  });
});
