import { describe, expect, it, onTestFinished } from 'vitest';
import {
  agentContractSchema,
  apiPaths,
  contractKinds,
  errorCodes,
  freeplayResponseSchema,
  pendingContractsSchema,
  type ContractKind,
} from '../../contract';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { memberRequests } from './support/memberRequests';
import { bearer, jsonRequest, manualClock, usePlatform } from './support/platform';

const start = Date.UTC(2026, 0, 15, 12, 0, 0);
const clock = manualClock(start);
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const paths: Record<ContractKind, string> = {
  dailySalary: apiPaths.dailySalaryContract,
  dividend: apiPaths.dividendContract,
  hourlySalary: apiPaths.hourlySalaryContract,
};
const allFalse = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
const allTrue = { dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true };

const { tokenOf } = memberRequests(platform);

async function pending(token: string) {
  return expectSuccess(await platform.app.request(apiPaths.pendingContracts, { headers: bearer(token) }), pendingContractsSchema);
}

async function contract(kind: ContractKind, token: string) {
  return expectSuccess(await platform.app.request(paths[kind], { headers: bearer(token) }), agentContractSchema);
}

function answer(kind: ContractKind, body: unknown, token: string) {
  return platform.app.request(paths[kind], jsonRequest('POST', body, bearer(token)));
}

function setMember(account: string, body: unknown) {
  return platform.app.request(`${devControlPaths.members}/${account}`, jsonRequest('PUT', body));
}

describe('pending contracts (the spec’s contract request)', () => {
  it('answers all three waiting for demo_agent, none for demo_member', async () => {
    expect(await pending(await tokenOf('demo_agent'))).toEqual(allTrue);
    expect(await pending(await tokenOf('demo_member'))).toEqual(allFalse);
  });

  it('answers all false for types 4, 40, 41 and 42 whatever waits', async () => {
    for (const type of [4, 40, 41, 42]) {
      await setMember('demo_agent', { type });
      expect(await pending(await tokenOf('demo_agent')), String(type)).toEqual(allFalse);
    }
    await setMember('demo_agent', { type: 2 });
    expect(await pending(await tokenOf('demo_agent'))).toEqual(allTrue);
  });

  it('checks players too (type 0), as the contract prompts do', async () => {
    await setMember('demo_member', { pendingContracts: ['hourlySalary'] });
    expect(await pending(await tokenOf('demo_member'))).toEqual({ ...allFalse, contracthoursalreq: true });
  });

  it('never has the dividend contract waiting while the dividend feature is off', async () => {
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { features: { dividend: false } }));
    expect(await pending(await tokenOf('demo_agent'))).toEqual({ ...allTrue, divtypecompperiodreq: false });
  });

  it('is refused to trial accounts and without a session', async () => {
    const trial = (await expectSuccess(await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' })), freeplayResponseSchema)).token;
    for (const path of [apiPaths.pendingContracts, ...Object.values(paths)]) {
      const refused = await expectFailure(await platform.app.request(path, { headers: bearer(trial) }));
      expect([refused.status, refused.errorCode, refused.message], path).toEqual([
        403,
        errorCodes.trialNotAllowed,
        'Please login an actual account to use this function',
      ]);
      expect((await expectFailure(await platform.app.request(path))).status).toBe(401);
    }
  });
});

describe('one contract of each kind (GET) and its answer (POST)', () => {
  it.each(contractKinds)('%s: shows the offer with its tiers, and null when none was offered', async (kind) => {
    const offer = await contract(kind, await tokenOf('demo_agent'));
    expect(offer).toMatchObject({ kind, status: 'PENDING', offeredBy: 'DEMO', offeredAt: start, answeredAt: null });
    expect(offer?.tiers.length).toBe(3);
    const thresholds = offer?.tiers.map((tier) => tier.threshold) ?? [];
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(await contract(kind, await tokenOf('demo_member'))).toBeNull();
  });

  it.each([
    ['dailySalary', 'ACCEPT', 'ACCEPTED', 'dailysalreqtype'],
    ['dividend', 'DECLINE', 'DECLINED', 'divtypecompperiodreq'],
    ['hourlySalary', 'ACCEPT', 'ACCEPTED', 'contracthoursalreq'],
  ] as const)('%s: an answer (%s) is kept and the contract no longer waits; answering again is a 409', async (kind, reply, status, flag) => {
    const token = await tokenOf('demo_agent');
    const offer = await contract(kind, token);
    if (!offer) throw new Error('no offer');
    clock.advance(60_000);
    onTestFinished(() => clock.advance(-60_000));
    const answered = await expectSuccess(await answer(kind, { id: offer.id, answer: reply }, token), agentContractSchema);
    expect(answered).toMatchObject({ id: offer.id, status, answeredAt: start + 60_000 });
    expect(await pending(await tokenOf('demo_agent'))).toEqual({ ...allTrue, [flag]: false });
    expect(await contract(kind, token)).toMatchObject({ id: offer.id, status });
    const again = await expectFailure(await answer(kind, { id: offer.id, answer: 'DECLINE' }, token));
    expect([again.status, again.errorCode, again.value?.field]).toEqual([409, errorCodes.contractAnswered, 'id']);
    expect(await contract(kind, token)).toMatchObject({ status });
  });

  it('refuses another kind’s id, another member’s contract and unknown ids (404)', async () => {
    const agent = await tokenOf('demo_agent');
    const daily = await contract('dailySalary', agent);
    if (!daily) throw new Error('no offer');
    const wrongKind = await expectFailure(await answer('hourlySalary', { id: daily.id, answer: 'ACCEPT' }, agent));
    expect([wrongKind.status, wrongKind.value?.field]).toEqual([404, 'id']);
    const foreign = await expectFailure(await answer('dailySalary', { id: daily.id, answer: 'ACCEPT' }, await tokenOf('demo_member')));
    expect(foreign.status).toBe(404);
    expect((await expectFailure(await answer('dailySalary', { id: 9999, answer: 'ACCEPT' }, agent))).status).toBe(404);
    expect(await pending(agent)).toEqual(allTrue);
  });

  it('validates the answer, naming the field', async () => {
    const agent = await tokenOf('demo_agent');
    for (const [body, field] of [
      [{ id: 1, answer: 'MAYBE' }, 'answer'],
      [{ answer: 'ACCEPT' }, 'id'],
      [{ id: 0, answer: 'ACCEPT' }, 'id'],
      [{ id: 'one', answer: 'ACCEPT' }, 'id'],
    ] as const) {
      const failure = await expectFailure(await answer('dailySalary', body, agent));
      expect([failure.status, failure.errorCode, failure.value?.field]).toEqual([400, errorCodes.validation, field]);
    }
  });

  it('refuses the dividend contract while the dividend feature is off', async () => {
    const agent = await tokenOf('demo_agent');
    const offer = await contract('dividend', agent);
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { features: { dividend: false } }));
    for (const response of [
      await platform.app.request(apiPaths.dividendContract, { headers: bearer(agent) }),
      await answer('dividend', { id: offer?.id ?? 1, answer: 'ACCEPT' }, agent),
    ]) {
      const refused = await expectFailure(response);
      expect([refused.status, refused.errorCode, refused.message]).toEqual([
        403,
        errorCodes.featureDisabled,
        'Sorry, this account does not have permission or the feature is temporarily unavailable',
      ]);
    }
    expect(await contract('dailySalary', agent)).toMatchObject({ status: 'PENDING' });
  });
});
