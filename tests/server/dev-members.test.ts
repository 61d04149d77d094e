import { describe, expect, it } from 'vitest';
import { agentContractSchema, apiPaths, errorCodes, memberInfoSchema, pendingContractsSchema } from '../../contract';
import { devControlPaths, devMemberSchema } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, devSession, jsonRequest, usePlatform } from './support/platform';

const platform = usePlatform({}, { resetEachTest: true });

const setMember = (account: string, body: unknown) => platform.app.request(`${devControlPaths.members}/${account}`, jsonRequest('PUT', body));

async function infoOf(account: string) {
  const { token } = await devSession(platform.app, account);
  return expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(token) }), memberInfoSchema);
}

async function pendingOf(account: string) {
  const { token } = await devSession(platform.app, account);
  return expectSuccess(await platform.app.request(apiPaths.pendingContracts, { headers: bearer(token) }), pendingContractsSchema);
}

describe('PUT /dev/members/:account', () => {
  it('sets type, upline and VIP level, which member info then shows, and answers the member', async () => {
    const member = await expectSuccess(await setMember('demo_member', { type: 2, toUpline: 'team_charlie', vipLevel: 'VIP6' }), devMemberSchema);
    expect(member).toEqual({ account: 'demo_member', type: 2, toUpline: 'team_charlie', vipLevel: 'VIP6', pendingContracts: [] });
    expect(await infoOf('demo_member')).toMatchObject({ type: 2, toUpline: 'team_charlie', vipLevel: 'VIP6' });
  });

  it('clears the upline and the VIP level with null, and leaves out what is not sent', async () => {
    await expectSuccess(await setMember('demo_member', { toUpline: null, vipLevel: null }), devMemberSchema);
    expect(await infoOf('demo_member')).toMatchObject({ type: 0, toUpline: null, vipLevel: null });
  });

  it('makes contracts wait again after an answer, and withdraws the ones not listed', async () => {
    const { token } = await devSession(platform.app, 'demo_agent');
    const offer = await expectSuccess(await platform.app.request(apiPaths.dailySalaryContract, { headers: bearer(token) }), agentContractSchema);
    await platform.app.request(apiPaths.dailySalaryContract, jsonRequest('POST', { id: offer?.id, answer: 'ACCEPT' }, bearer(token)));
    expect(await pendingOf('demo_agent')).toEqual({ dailysalreqtype: false, divtypecompperiodreq: true, contracthoursalreq: true });

    const again = await expectSuccess(await setMember('demo_agent', { pendingContracts: ['dailySalary'] }), devMemberSchema);
    expect(again.pendingContracts).toEqual(['dailySalary']);
    expect(await pendingOf('demo_agent')).toEqual({ dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: false });

    const none = await expectSuccess(await setMember('demo_agent', { pendingContracts: [] }), devMemberSchema);
    expect(none.pendingContracts).toEqual([]);
    expect(await pendingOf('demo_agent')).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });

    const all = await expectSuccess(await setMember('demo_agent', { pendingContracts: ['hourlySalary', 'dividend', 'dailySalary'] }), devMemberSchema);
    expect(all.pendingContracts).toEqual(['dailySalary', 'dividend', 'hourlySalary']);
  });

  it('is undone by /dev/reset', async () => {
    await setMember('demo_agent', { type: 0, toUpline: 'demo_member', vipLevel: null, pendingContracts: [] });
    await platform.app.request(devControlPaths.reset, { method: 'POST' });
    expect(await infoOf('demo_agent')).toMatchObject({ type: 1, toUpline: null, vipLevel: 'VIP5' });
    expect(await pendingOf('demo_agent')).toEqual({ dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true });
  });

  it('refuses an unknown account (404), an unknown upline or itself, and bad fields (400)', async () => {
    expect((await expectFailure(await setMember('nobody_here', { type: 1 }))).status).toBe(404);
    for (const [body, field] of [
      [{ toUpline: 'nobody_here' }, 'toUpline'],
      [{ toUpline: 'demo_member' }, 'toUpline'],
      [{ type: -1 }, 'type'],
      [{ type: 1.5 }, 'type'],
      [{ pendingContracts: ['salary'] }, 'pendingContracts.0'],
      [{ colour: 'red' }, 'body'],
    ] as const) {
      const failure = await expectFailure(await setMember('demo_member', body));
      expect([failure.status, failure.errorCode], JSON.stringify(body)).toEqual([400, errorCodes.validation]);
      if (field !== 'body') expect(failure.value?.field).toBe(field);
    }
    expect(await infoOf('demo_member')).toMatchObject({ type: 0, toUpline: 'demo_agent', vipLevel: 'VIP3' });
  });
});
