import { describe, expect, it, onTestFinished } from 'vitest';
import {
  agentAffiliateSchema,
  apiPaths,
  downlinePageSchema,
  errorCodes,
  loginResponseSchema,
  memberInfoSchema,
  openDownlineResponseSchema,
  teamKpiSchema,
  transferResultSchema,
  updatedDownlinesSchema,
  walletSchema,
} from '../../contract';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { sendEncrypted } from './support/accounts';
import { expectFailure, expectSuccess } from './support/envelope';
import { memberRequests } from './support/memberRequests';
import { bearer, jsonRequest, manualClock, postLogin, usePlatform } from './support/platform';

const start = Date.UTC(2026, 0, 15, 12, 0, 0);
const clock = manualClock(start);
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const today = '2026-01-15';
const dayMs = 24 * 60 * 60 * 1000;

const { tokenOf, trialToken, get, postJson } = memberRequests(platform);

function openDownline(body: Record<string, unknown>, token: string) {
  return sendEncrypted(platform.app, 'PUT', apiPaths.openDownline, body, bearer(token));
}

async function balanceOf(account: string) {
  return (await expectSuccess(await get(apiPaths.walletBalance, await tokenOf(account)), walletSchema)).sumBalance;
}

const kpiQuery = (startDate = today, endDate = today, size = '0') => ({ startDate, endDate, size });
const newDownline = { username: 'team_echo', password: 'Echo@2026', confirmPassword: 'Echo@2026', type: 0, rebatePercent: 1.2 };

/** Every agent call, with a request that is valid for an agent. */
const agentCalls: { label: string; call: (token: string) => Response | Promise<Response> }[] = [
  { label: 'team KPI', call: (token) => get(apiPaths.teamKpi, token, kpiQuery()) },
  { label: 'affiliate', call: (token) => get(apiPaths.agentAffiliate, token) },
  { label: 'open downline', call: (token) => openDownline(newDownline, token) },
  { label: 'downlines', call: (token) => get(apiPaths.downlines, token) },
  { label: 'transfer', call: (token) => postJson(apiPaths.transferDownline, { account: 'team_alpha', amount: 1 }, token) },
  { label: 'transfer multiple', call: (token) => postJson(apiPaths.transferMultipleDownline, { accounts: ['team_alpha'], amount: 1 }, token) },
  { label: 'rebates', call: (token) => postJson(apiPaths.updateDownlineRebates, { accounts: ['team_alpha'], rebatePercent: 1 }, token) },
];

describe('refusals on every agent call', () => {
  it.each(agentCalls)('$label refuses players, blocked and trial accounts, and needs a session', async ({ call }) => {
    for (const account of ['demo_member', 'demo_blocked']) {
      const refused = await expectFailure(await call(await tokenOf(account)));
      expect([refused.status, refused.errorCode, refused.message]).toEqual([403, errorCodes.notAgent, 'Non-agents cannot log in']);
    }
    const trial = await expectFailure(await call(await trialToken()));
    expect([trial.status, trial.errorCode, trial.message]).toEqual([403, errorCodes.trialNotAllowed, 'Please login an actual account to use this function']);
    expect((await expectFailure(await call('not-a-token'))).status).toBe(401);
  });

  it('lets any agent type in, e.g. 2 and 41', async () => {
    for (const type of [2, 41]) {
      await platform.app.request(`${devControlPaths.members}/demo_member`, jsonRequest('PUT', { type }));
      await expectSuccess(await get(apiPaths.downlines, await tokenOf('demo_member')), downlinePageSchema);
    }
  });
});

describe('team KPI', () => {
  it('counts today’s registrations, logins, players and online members of the whole team (size 0: the footer only)', async () => {
    const kpi = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('demo_agent'), kpiQuery()), teamKpiSchema);
    // Registered today: team_alpha, team_bravo and team_delta (under team_charlie). Logged in:
    // team_alpha, team_bravo, team_charlie. Played: team_alpha, team_bravo. Online: nobody has a session.
    expect(kpi).toEqual({
      content: [],
      footer: { teamLoginMemberCount: 3, teamBetMemberCount: 2, teamRegisterMemberCount: 3, teamOnlineCount: 0 },
    });
  });

  it('follows real activity: downlines who log in, launch a game and stay online count', async () => {
    const agent = await tokenOf('demo_agent');
    const member = await expectSuccess(await postLogin(platform.app, { username: 'demo_member', password: 'Demo@2026' }), loginResponseSchema);
    const launched = await platform.app.request(`${apiPaths.addRecentGame}?${new URLSearchParams(await aGame())}`, { headers: bearer(member.token) });
    expect(launched.status).toBe(200);
    await tokenOf('team_delta');
    const kpi = await expectSuccess(await get(apiPaths.teamKpi, agent, kpiQuery()), teamKpiSchema);
    expect(kpi.footer).toEqual({ teamLoginMemberCount: 5, teamBetMemberCount: 3, teamRegisterMemberCount: 3, teamOnlineCount: 2 });
    // Sessions idle past their expiry are not online any more.
    clock.advance(31 * 60 * 1000);
    onTestFinished(() => clock.advance(-31 * 60 * 1000));
    const later = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('demo_agent'), kpiQuery()), teamKpiSchema);
    expect(later.footer.teamOnlineCount).toBe(0);
  });

  it('counts per day, newest first, up to size; other days are empty', async () => {
    const kpi = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('demo_agent'), kpiQuery('2026-01-13', today, '5')), teamKpiSchema);
    expect(kpi.content.map((row) => row.date)).toEqual([today, '2026-01-14', '2026-01-13']);
    expect(kpi.content[0]).toMatchObject({ teamRegisterMemberCount: 3, teamLoginMemberCount: 3, teamBetMemberCount: 2 });
    expect(kpi.content[1]).toEqual({ date: '2026-01-14', teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 });
    const two = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('demo_agent'), kpiQuery('2026-01-13', today, '2')), teamKpiSchema);
    expect(two.content.map((row) => row.date)).toEqual([today, '2026-01-14']);
    // Thirty days back, demo_member, demo_blocked and team_charlie registered.
    const month = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('demo_agent'), kpiQuery('2025-12-16', '2025-12-16')), teamKpiSchema);
    expect(month.footer.teamRegisterMemberCount).toBe(3);
  });

  it('counts relative to the clock: the next day, today’s registrations are yesterday’s', async () => {
    clock.advance(dayMs);
    onTestFinished(() => clock.advance(-dayMs));
    const kpi = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('demo_agent'), kpiQuery('2026-01-16', '2026-01-16')), teamKpiSchema);
    expect(kpi.footer.teamRegisterMemberCount).toBe(0);
    const reset = await platform.app.request(devControlPaths.reset, { method: 'POST' });
    expect(reset.status).toBe(200);
    const reseeded = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('demo_agent'), kpiQuery('2026-01-16', '2026-01-16')), teamKpiSchema);
    expect(reseeded.footer.teamRegisterMemberCount).toBe(3);
  });

  it('counts a sub-agent’s own team only', async () => {
    const kpi = await expectSuccess(await get(apiPaths.teamKpi, await tokenOf('team_charlie'), kpiQuery()), teamKpiSchema);
    expect(kpi.footer).toEqual({ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 1, teamOnlineCount: 0 });
  });

  it('refuses bad dates and sizes, naming the field', async () => {
    const token = await tokenOf('demo_agent');
    for (const [query, field] of [
      [kpiQuery('2026-1-15'), 'startDate'],
      [kpiQuery('2026-02-30'), 'startDate'],
      [kpiQuery(today, '2026-13-01'), 'endDate'],
      [kpiQuery(today, '2026-01-14'), 'endDate'],
      [kpiQuery('2024-01-01', today), 'endDate'],
      [kpiQuery(today, today, '-1'), 'size'],
      [kpiQuery(today, today, '100'), 'size'],
    ] as const) {
      const failure = await expectFailure(await get(apiPaths.teamKpi, token, query));
      expect([failure.status, failure.value?.field], JSON.stringify(query)).toEqual([400, field]);
    }
  });
});

async function aGame() {
  const { gameCatalogue } = await import('../../server/db/game-catalogue');
  const game = gameCatalogue().games.find((candidate) => candidate.gameType === 'RNG');
  if (!game) throw new Error('no RNG game');
  return { nodeId: game.nodeId, vendor: game.vassalage };
}

describe('agent affiliate', () => {
  it('answers demo_agent’s AGENT01 and its registration link', async () => {
    const affiliate = await expectSuccess(await get(apiPaths.agentAffiliate, await tokenOf('demo_agent')), agentAffiliateSchema);
    expect(affiliate).toEqual({ affiliateCode: 'AGENT01', registerUrl: 'https://www.demobet.example/m/register?affiliateCode=AGENT01' });
  });

  it('makes a code for an agent who has none, the same on every ask, that registration accepts', async () => {
    const token = await tokenOf('team_charlie');
    const first = await expectSuccess(await get(apiPaths.agentAffiliate, token), agentAffiliateSchema);
    expect(await expectSuccess(await get(apiPaths.agentAffiliate, token), agentAffiliateSchema)).toEqual(first);
    const check = await platform.app.request(`${apiPaths.affiliateCheck}?code=${first.affiliateCode}`);
    expect(await check.json()).toMatchObject({ success: true, value: { success: true } });
  });
});

describe('open a downline account (PUT, encrypted like registration)', () => {
  it('opens an account under the agent that can log in', async () => {
    const agent = await tokenOf('demo_agent');
    const opened = await expectSuccess(await openDownline(newDownline, agent), openDownlineResponseSchema);
    expect(opened).toEqual({ account: 'team_echo', type: 0 });
    const login = await expectSuccess(await postLogin(platform.app, { username: 'team_echo', password: 'Echo@2026' }), loginResponseSchema);
    const info = await expectSuccess(await get(apiPaths.memberInfo, login.token), memberInfoSchema);
    expect(info).toMatchObject({ account: 'team_echo', type: 0, toUpline: 'demo_agent', regDate: start });
    const list = await expectSuccess(await get(apiPaths.downlines, agent), downlinePageSchema);
    expect(list.content[0]).toEqual({ account: 'team_echo', type: 0, rebatePercent: 1.2, balance: 0, regDate: start });
    const kpi = await expectSuccess(await get(apiPaths.teamKpi, agent, kpiQuery()), teamKpiSchema);
    expect(kpi.footer.teamRegisterMemberCount).toBe(4);
  });

  it('opens an agent (type 1) who is then an agent', async () => {
    const opened = await expectSuccess(await openDownline({ ...newDownline, type: 1 }, await tokenOf('demo_agent')), openDownlineResponseSchema);
    expect(opened.type).toBe(1);
    const login = await expectSuccess(await postLogin(platform.app, { username: 'team_echo', password: 'Echo@2026' }), loginResponseSchema);
    await expectSuccess(await get(apiPaths.downlines, login.token), downlinePageSchema);
  });

  it('applies the registration field rules, naming the field', async () => {
    const agent = await tokenOf('demo_agent');
    for (const [body, field, code] of [
      [{ ...newDownline, username: '' }, 'username', errorCodes.registerFieldRequired],
      [{ ...newDownline, username: 'a b' }, 'username', errorCodes.validation],
      [{ ...newDownline, password: 'short', confirmPassword: 'short' }, 'password', errorCodes.validation],
      [{ ...newDownline, confirmPassword: 'Other@2026' }, 'confirmPassword', errorCodes.validation],
      [{ ...newDownline, type: 4 }, 'type', errorCodes.validation],
      [{ ...newDownline, rebatePercent: 2.6 }, 'rebatePercent', errorCodes.validation],
    ] as const) {
      const failure = await expectFailure(await openDownline(body, agent));
      expect([failure.status, failure.errorCode, failure.value?.field], field).toEqual([400, code, field]);
    }
    const taken = await expectFailure(await openDownline({ ...newDownline, username: 'Demo_Member' }, agent));
    expect([taken.status, taken.errorCode, taken.value?.field]).toEqual([409, errorCodes.usernameTaken, 'username']);
    const plain = await expectFailure(await platform.app.request(apiPaths.openDownline, jsonRequest('PUT', newDownline, bearer(agent))));
    expect([plain.status, plain.errorCode]).toEqual([400, errorCodes.decryptFailed]);
    expect((await expectFailure(await postLogin(platform.app, { username: 'team_echo', password: 'Echo@2026' }))).status).toBe(400);
  });
});

describe('downlines list', () => {
  it('lists the direct downlines newest first, paged; a page past the end is empty', async () => {
    const agent = await tokenOf('demo_agent');
    const all = await expectSuccess(await get(apiPaths.downlines, agent), downlinePageSchema);
    expect(all.content.map((row) => row.account).sort()).toEqual(['demo_blocked', 'demo_member', 'team_alpha', 'team_bravo', 'team_charlie']);
    expect(all.content.some((row) => row.account === 'team_delta')).toBe(false);
    const regDates = all.content.map((row) => row.regDate);
    expect(regDates).toEqual([...regDates].sort((a, b) => b - a));
    expect(all.content.find((row) => row.account === 'demo_member')).toMatchObject({ type: 0, rebatePercent: 1.5, balance: 1288.5 });
    const page2 = await expectSuccess(await get(apiPaths.downlines, agent, { pageNo: '2', pageSize: '2' }), downlinePageSchema);
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3 });
    expect(page2.content.map((row) => row.account)).toEqual(all.content.slice(2, 4).map((row) => row.account));
    expect((await expectSuccess(await get(apiPaths.downlines, agent, { pageNo: '4', pageSize: '2' }), downlinePageSchema)).content).toEqual([]);
    const bad = await expectFailure(await get(apiPaths.downlines, agent, { pageSize: '0' }));
    expect([bad.status, bad.value?.field]).toEqual([400, 'pageSize']);
  });
});

describe('transfers to downlines', () => {
  it('moves real money from the agent to one downline', async () => {
    const result = await expectSuccess(
      await postJson(apiPaths.transferDownline, { account: 'team_alpha', amount: 100.25 }, await tokenOf('demo_agent')),
      transferResultSchema,
    );
    expect(result).toEqual({ sumBalance: 25540.5 });
    expect(await balanceOf('demo_agent')).toBe(25540.5);
    expect(await balanceOf('team_alpha')).toBe(250.25);
  });

  it('moves the same amount to each of several, and to a downline of a sub-agent', async () => {
    const result = await expectSuccess(
      await postJson(apiPaths.transferMultipleDownline, { accounts: ['team_bravo', 'team_delta', 'DEMO_MEMBER'], amount: 40 }, await tokenOf('demo_agent')),
      transferResultSchema,
    );
    expect(result.sumBalance).toBe(25520.75);
    expect([await balanceOf('team_bravo'), await balanceOf('team_delta'), await balanceOf('demo_member')]).toEqual([115.25, 40, 1328.5]);
  });

  it('refuses more than the balance, and moves nothing', async () => {
    const agent = await tokenOf('demo_agent');
    const one = await expectFailure(await postJson(apiPaths.transferDownline, { account: 'team_alpha', amount: 25640.76 }, agent));
    expect([one.status, one.errorCode, one.value?.field]).toEqual([400, errorCodes.insufficientBalance, 'amount']);
    const many = await expectFailure(await postJson(apiPaths.transferMultipleDownline, { accounts: ['team_alpha', 'team_bravo'], amount: 12820.38 }, agent));
    expect([many.status, many.errorCode]).toEqual([400, errorCodes.insufficientBalance]);
    expect(await balanceOf('demo_agent')).toBe(25640.75);
    expect(await balanceOf('team_alpha')).toBe(150);
    // The whole balance is fine.
    expect((await expectSuccess(await postJson(apiPaths.transferDownline, { account: 'team_alpha', amount: 25640.75 }, agent), transferResultSchema)).sumBalance).toBe(0);
  });

  it('refuses accounts outside the team, duplicates and bad amounts, naming the field', async () => {
    const agent = await tokenOf('demo_agent');
    for (const [path, body, field] of [
      [apiPaths.transferDownline, { account: 'nobody', amount: 1 }, 'account'],
      [apiPaths.transferDownline, { account: 'demo_agent', amount: 1 }, 'account'],
      [apiPaths.transferDownline, { account: 'team_alpha', amount: 0 }, 'amount'],
      [apiPaths.transferDownline, { account: 'team_alpha', amount: -5 }, 'amount'],
      [apiPaths.transferDownline, { account: 'team_alpha', amount: 1.005 }, 'amount'],
      [apiPaths.transferDownline, { account: 'team_alpha', amount: '5' }, 'amount'],
      [apiPaths.transferMultipleDownline, { accounts: ['team_alpha', 'stranger'], amount: 1 }, 'accounts.1'],
      [apiPaths.transferMultipleDownline, { accounts: ['team_alpha', 'TEAM_ALPHA'], amount: 1 }, 'accounts.1'],
      [apiPaths.transferMultipleDownline, { accounts: [], amount: 1 }, 'accounts'],
    ] as const) {
      const failure = await expectFailure(await postJson(path, body, agent));
      expect([failure.status, failure.value?.field], JSON.stringify(body)).toEqual([400, field]);
    }
    // team_charlie's team is team_delta only.
    const sub = await expectFailure(await postJson(apiPaths.transferDownline, { account: 'team_alpha', amount: 1 }, await tokenOf('team_charlie')));
    expect(sub.value?.field).toBe('account');
    expect(await balanceOf('demo_agent')).toBe(25640.75);
  });
});

describe('downline rebates', () => {
  it('sets the rebate of direct downlines, at most the agent’s own', async () => {
    const agent = await tokenOf('demo_agent');
    const updated = await expectSuccess(
      await postJson(apiPaths.updateDownlineRebates, { accounts: ['team_bravo', 'team_alpha'], rebatePercent: 2.5 }, agent),
      updatedDownlinesSchema,
    );
    expect(updated.map((row) => [row.account, row.rebatePercent])).toEqual([
      ['team_bravo', 2.5],
      ['team_alpha', 2.5],
    ]);
    const list = await expectSuccess(await get(apiPaths.downlines, agent), downlinePageSchema);
    expect(list.content.find((row) => row.account === 'team_alpha')?.rebatePercent).toBe(2.5);
  });

  it('refuses a rebate above the agent’s own, and accounts that are not direct downlines', async () => {
    const agent = await tokenOf('demo_agent');
    const high = await expectFailure(await postJson(apiPaths.updateDownlineRebates, { accounts: ['team_alpha'], rebatePercent: 2.51 }, agent));
    expect([high.status, high.value?.field]).toEqual([400, 'rebatePercent']);
    const indirect = await expectFailure(await postJson(apiPaths.updateDownlineRebates, { accounts: ['team_alpha', 'team_delta'], rebatePercent: 1 }, agent));
    expect([indirect.status, indirect.value?.field]).toEqual([400, 'accounts.1']);
    const negative = await expectFailure(await postJson(apiPaths.updateDownlineRebates, { accounts: ['team_alpha'], rebatePercent: -1 }, agent));
    expect([negative.status, negative.value?.field]).toEqual([400, 'rebatePercent']);
    const list = await expectSuccess(await get(apiPaths.downlines, agent), downlinePageSchema);
    expect(list.content.find((row) => row.account === 'team_alpha')?.rebatePercent).toBe(1);
  });
});
