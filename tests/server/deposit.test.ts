import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  depositChannelsSchema,
  depositOrderSchema,
  errorCodes,
  idempotencyKeyHeader,
  walletSchema,
  type DepositChannel,
} from '../../contract';
import { demoSiteCode } from '../../server/constants';
import { depositChannels } from '../../server/db/schema';
import { devControlPaths, devDepositDecidedSchema, devPendingDepositsSchema } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { memberRequests } from './support/memberRequests';
import { bearer, jsonRequest, manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });
const { tokenOf, trialToken, get } = memberRequests(platform);

let keys = 0;
/** A fresh idempotency key, as the screen makes one per order it means to create. */
const newKey = () => `test-key-${String(++keys).padStart(8, '0')}`;

function deposit(token: string, body: unknown, key = newKey()) {
  return platform.app.request(apiPaths.depositOrder, jsonRequest('POST', body, { ...bearer(token), [idempotencyKeyHeader]: key }));
}

async function channels(token: string): Promise<DepositChannel[]> {
  return (await expectSuccess(await get(apiPaths.depositChannels, token), depositChannelsSchema)).channels;
}

async function channel(token: string, group: DepositChannel['group']): Promise<DepositChannel> {
  const found = (await channels(token)).find((each) => each.group === group);
  if (!found) throw new Error(`no ${group} channel`);
  return found;
}

async function balance(token: string) {
  return (await expectSuccess(await get(apiPaths.walletBalance, token), walletSchema)).sumBalance;
}

function decide(body: unknown) {
  return platform.app.request(devControlPaths.decideDeposit, jsonRequest('POST', body));
}

describe('deposit channels', () => {
  it('lists the site’s channels by group, with bounds, fees, bonus, presets and the crypto network', async () => {
    const listed = await channels(await tokenOf('demo_member'));
    expect(listed.map((each) => [each.group, each.currency])).toEqual([
      ['bank', 'PHP'],
      ['ewallet', 'PHP'],
      ['qr', 'PHP'],
      ['crypto', 'USDT'],
    ]);
    expect(listed[1]).toMatchObject({ name: 'GCash', minAmount: 50, maxAmount: 20000, feePercent: 1, feeFixed: 0, presets: [50, 200, 500, 1000] });
    expect(listed[3]).toMatchObject({ network: 'TRC20', feeFixed: 1, bonusPercent: 3 });
  });

  it('refuses guests, trial accounts and blocked members with the spec’s messages', async () => {
    expect((await get(apiPaths.depositChannels)).status).toBe(401);
    const trial = await expectFailure(await get(apiPaths.depositChannels, await trialToken()));
    expect([trial.status, trial.message]).toEqual([403, 'Please login an actual account to use this function']);
    const blocked = await expectFailure(await get(apiPaths.depositChannels, await tokenOf('demo_blocked')));
    expect([blocked.status, blocked.errorCode]).toEqual([403, errorCodes.featureDisabled]);
    expect(blocked.message).toMatch(/does not have permission/);
  });
});

describe('deposit orders', () => {
  it('makes a pending order with its fee, bonus, credited amount, payee and reference', async () => {
    const token = await tokenOf('demo_member');
    const qr = await channel(token, 'qr');
    const order = await expectSuccess(await deposit(token, { channelId: qr.id, amount: 500 }), depositOrderSchema);
    // QR Ph: 10.00 fixed fee, 2% bonus.
    expect(order).toMatchObject({ status: 'pending', amount: 500, fee: 10, bonus: 10, credited: 500, payee: { kind: 'address' } });
    expect(order.reference).toMatch(/^D[A-Z2-9]{10}$/);
    expect(await balance(token)).toBe(1288.5);
  });

  it('answers a retry with the same key with the same order: 50 at once make one', async () => {
    const token = await tokenOf('demo_member');
    const bank = await channel(token, 'bank');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(token, { channelId: bank.id, amount: 1000 }, key)));
    const orders = await Promise.all(answers.map((answer) => expectSuccess(answer, depositOrderSchema)));
    expect(new Set(orders.map((order) => order.id)).size).toBe(1);
    const pending = await expectSuccess(await platform.app.request(devControlPaths.deposits), devPendingDepositsSchema);
    expect(pending).toHaveLength(1);
  });

  it('refuses a key reused for another amount, and one that is missing or malformed', async () => {
    const token = await tokenOf('demo_member');
    const bank = await channel(token, 'bank');
    const key = newKey();
    await expectSuccess(await deposit(token, { channelId: bank.id, amount: 1000 }, key), depositOrderSchema);
    const reused = await expectFailure(await deposit(token, { channelId: bank.id, amount: 2000 }, key));
    expect([reused.status, reused.errorCode]).toEqual([409, errorCodes.idempotencyKeyReused]);
    const missing = await expectFailure(await platform.app.request(apiPaths.depositOrder, jsonRequest('POST', { channelId: bank.id, amount: 1000 }, bearer(token))));
    expect([missing.status, missing.value?.field]).toEqual([400, idempotencyKeyHeader]);
    expect((await expectFailure(await deposit(token, { channelId: bank.id, amount: 1000 }, 'short'))).value?.field).toBe(idempotencyKeyHeader);
  });

  it('refuses amounts outside the channel’s bounds, with more than 2 decimals, and unknown channels, naming the field', async () => {
    const token = await tokenOf('demo_member');
    const bank = await channel(token, 'bank');
    for (const [body, field] of [
      [{ channelId: bank.id, amount: 99.99 }, 'amount'],
      [{ channelId: bank.id, amount: 50000.01 }, 'amount'],
      [{ channelId: bank.id, amount: 100.001 }, 'amount'],
      [{ channelId: bank.id, amount: -1 }, 'amount'],
      [{ channelId: 999, amount: 100 }, 'channelId'],
      [{ channelId: 2_147_483_648, amount: 100 }, 'channelId'],
      [{ channelId: bank.id, amount: '100' }, 'amount'],
    ] as const) {
      const refused = await expectFailure(await deposit(token, body));
      expect([refused.status, refused.value?.field], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await expectFailure(await deposit(token, { channelId: bank.id, amount: 99.99 }))).message).toBe('Invalid amount: between 100 and 50000');
  });

  it('credits the wallet once when the operator approves: the amount less the fee, and the bonus', async () => {
    const token = await tokenOf('demo_member');
    const crypto = await channel(token, 'crypto');
    const order = await expectSuccess(await deposit(token, { channelId: crypto.id, amount: 100 }), depositOrderSchema);
    expect(order).toMatchObject({ fee: 1, bonus: 3, credited: 102 });
    const approvals = await Promise.all([decide({ id: order.id, decision: 'approve' }), decide({ id: order.id, decision: 'approve' })]);
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balance(token)).toBe(1390.5);
    const read = await expectSuccess(await get(apiPaths.depositOrder, token, { id: String(order.id) }), depositOrderSchema);
    expect(read).toMatchObject({ status: 'credited', decidedAt: clock.now() });
  });

  it('credits nothing when the operator rejects, and tells why', async () => {
    const token = await tokenOf('demo_member');
    const bank = await channel(token, 'bank');
    const order = await expectSuccess(await deposit(token, { channelId: bank.id, amount: 300 }), depositOrderSchema);
    await expectSuccess(await decide({ id: order.id, decision: 'reject', reason: 'No transfer received' }), devDepositDecidedSchema);
    const read = await expectSuccess(await get(apiPaths.depositOrder, token, { id: String(order.id) }), depositOrderSchema);
    expect(read).toMatchObject({ status: 'rejected', reason: 'No transfer received' });
    expect(await balance(token)).toBe(1288.5);
    expect((await decide({ id: order.id, decision: 'approve' })).status).toBe(409);
  });

  it('approves by itself after the demo delay, when the member looks at the order or the balance', async () => {
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { wallet: { depositAutoApproveSeconds: 30 } }));
    const token = await tokenOf('demo_member');
    const bank = await channel(token, 'bank');
    const order = await expectSuccess(await deposit(token, { channelId: bank.id, amount: 200 }), depositOrderSchema);
    clock.advance(29_000);
    expect((await expectSuccess(await get(apiPaths.depositOrder, token, { id: String(order.id) }), depositOrderSchema)).status).toBe('pending');
    clock.advance(1_000);
    expect(await balance(token)).toBe(1488.5);
    expect((await expectSuccess(await get(apiPaths.depositOrder, token, { id: String(order.id) }), depositOrderSchema)).status).toBe('credited');
  });

  it('shows a member only their own orders', async () => {
    const token = await tokenOf('demo_member');
    const bank = await channel(token, 'bank');
    const order = await expectSuccess(await deposit(token, { channelId: bank.id, amount: 200 }), depositOrderSchema);
    expect((await get(apiPaths.depositOrder, await tokenOf('demo_agent'), { id: String(order.id) })).status).toBe(404);
    expect((await get(apiPaths.depositOrder, token, { id: 'x' })).status).toBe(400);
    expect((await get(apiPaths.depositOrder, token, { id: '9171234567' })).status).toBe(400);
  });

  it('refuses an amount its fee would eat, on a channel whose minimum is below the fee', async () => {
    const [cheap] = await platform.db
      .insert(depositChannels)
      .values({ merchantCode: demoSiteCode, group: 'bank', name: 'Tiny', currency: 'PHP', minAmount: '1.00', maxAmount: '100.00', feeFixed: '5.00', processingMinutes: 1, presets: [], payee: { kind: 'address', address: 'x' } })
      .returning({ id: depositChannels.id });
    if (!cheap) throw new Error('no channel');
    const token = await tokenOf('demo_member');
    const refused = await expectFailure(await deposit(token, { channelId: cheap.id, amount: 5 }));
    expect([refused.status, refused.value?.field, refused.message]).toEqual([400, 'amount', 'Invalid amount: between 5.01 and 100']);
    expect((await expectSuccess(await deposit(token, { channelId: cheap.id, amount: 5.01 }), depositOrderSchema)).credited).toBe(0.01);
  });
});
