import { describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import {
  agentMenuItems,
  apiPaths,
  type AgentMenuItem,
  type AgentMenuWhitelist,
  type MemberNoticeList,
  type SessionInfo,
  type StartupInfo,
  type TeamKpi,
} from '../../contract';
import { unreadMessageCountQuery } from '../../src/api/memberQueries';
import { AgentSummary } from '../../src/screens/agent/AgentSummary';
import { AgentTiles } from '../../src/screens/agent/AgentTiles';
import { ClockContext } from '../../src/screens/agent/clock';
import { greetingAt, localIsoDate } from '../../src/screens/agent/greeting';
import { fetchesDividendInfo } from '../../src/screens/agent/useAgentHomeLoad';
import { session, startupInfo } from '../support/fixtures';
import { renderApp } from './support/renderApp';
import { renderInRouter } from './support/renderInRouter';
import { startTestApp } from './support/testApp';
import { platformAnswer } from './support/platformAnswer';

const agent = session({ token: 'agent-token', userName: 'demo_agent', type: 1 });

function whitelist(allowed: readonly AgentMenuItem[]): AgentMenuWhitelist {
  const list: AgentMenuWhitelist = { ...startupInfo().agentMenuWhitelist };
  for (const item of agentMenuItems) list[item] = allowed.includes(item);
  return list;
}

const footer = { teamLoginMemberCount: 12, teamBetMemberCount: 7, teamRegisterMemberCount: 3, teamOnlineCount: 1024 };

const agentHomePaths: string[] = [
  apiPaths.walletBalance,
  apiPaths.unreadMessageCount,
  apiPaths.teamKpi,
  apiPaths.memberNotices,
  apiPaths.renew,
  apiPaths.pendingContracts,
];

type Answers = {
  wallet: unknown;
  unread: unknown;
  kpi: TeamKpi | Error;
  notices: MemberNoticeList | Error;
};

/**
 * The platform's agent-home calls, answered from `answers` (an Error answers 500). `hold(path)`
 * keeps that path's calls waiting until `release(path)`; `paths()` is the order the calls came in.
 */
function fakeAgentPlatform(overrides: Partial<Answers> = {}) {
  const answers: Answers = {
    wallet: { sumBalance: 1234.5 },
    unread: 3,
    kpi: { content: [], footer },
    notices: { content: [], footer: { unreadCount: 2 } },
    ...overrides,
  };
  const calls: URL[] = [];
  const held = new Map<string, Array<() => void>>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    calls.push(url);
    const waiting = held.get(url.pathname);
    if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    switch (url.pathname) {
      case apiPaths.walletBalance:
        return platformAnswer(answers.wallet);
      case apiPaths.unreadMessageCount:
        return platformAnswer(answers.unread);
      case apiPaths.teamKpi:
        return platformAnswer(answers.kpi);
      case apiPaths.memberNotices:
        return platformAnswer(answers.notices);
      case apiPaths.memberInfo:
        return platformAnswer({ id: 7, nickname: null, account: agent.userName, type: agent.type, toUpline: null, regDate: 0, vipLevel: null, headIcon: null });
      case apiPaths.renew:
        return platformAnswer({ token: agent.token, idleExpiresAt: 1 });
      case apiPaths.pendingContracts:
        return platformAnswer({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });
      default:
        return platformAnswer(new Error(`not faked: ${url.pathname}`));
    }
  });
  return {
    answers,
    calls,
    /** The agent home's calls in the order they came (other parts of the app may call more). */
    paths: () => calls.map((url) => url.pathname).filter((path) => agentHomePaths.includes(path)),
    hold: (...paths: string[]) => paths.forEach((path) => held.set(path, [])),
    release: (path: string) => {
      const waiting = held.get(path) ?? [];
      held.delete(path);
      waiting.forEach((resolve) => resolve());
    },
  };
}

async function openAgentHome({ user = agent, startup }: { user?: SessionInfo; startup?: StartupInfo } = {}) {
  const testApp = await startTestApp({ session: user, startup });
  return renderApp('/m/agent', { app: testApp });
}

const loadOrder: string[] = [apiPaths.walletBalance, apiPaths.unreadMessageCount, apiPaths.teamKpi, apiPaths.memberNotices];

describe('the agent home greeting', () => {
  it('greets by the hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19+ evening', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => greetingAt(hour));
    expect(hours.slice(0, 11)).toEqual(Array(11).fill('morning'));
    expect(hours.slice(11, 15)).toEqual(Array(4).fill('earlyAfternoon'));
    expect(hours.slice(15, 19)).toEqual(Array(4).fill('lateAfternoon'));
    expect(hours.slice(19)).toEqual(Array(5).fill('evening'));
  });

  it.each([
    [10, 59, 'Good morning'],
    [11, 0, 'Good midday'],
    [14, 59, 'Good midday'],
    [15, 0, 'Good afternoon'],
    [18, 59, 'Good afternoon'],
    [19, 0, 'Good evening'],
    [0, 0, 'Good morning'],
  ])('at %i:%i the view reads its clock and says "%s"', async (hour, minute, expected) => {
    const testApp = await startTestApp({ session: agent });
    const Summary = () => <AgentSummary userName="demo_agent" wallet={useQuery({ queryKey: ['wallet'], queryFn: () => ({ sumBalance: 0 }) })} />;
    await renderInRouter(
      <ClockContext.Provider value={() => new Date(2026, 10, 26, hour, minute)}>
        <Summary />
      </ClockContext.Provider>,
      { app: testApp },
    );
    expect(screen.getByRole('heading', { name: /demo_agent/ }).textContent).toBe(`${expected}demo_agent`);
  });

  it('today is the local date as YYYY-MM-DD, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('the agent home load (accounts §4)', () => {
  it('fetches wallet, unread mail, team KPI, announcements, each after the one before, then renews and fetches dividend info', async () => {
    const platform = fakeAgentPlatform();
    platform.hold(...loadOrder);
    await openAgentHome();
    // The app's contract prompts check pending contracts on their own; the load's call is the one after the announcements.
    const chain = () => platform.paths().filter((path) => path !== apiPaths.pendingContracts);
    const dividendInfoCalls = () => platform.paths().filter((path) => path === apiPaths.pendingContracts).length;
    await waitFor(() => expect(chain()).toEqual([apiPaths.walletBalance]));
    let dividendInfoBefore = 0;
    for (const [index, path] of loadOrder.entries()) {
      const next = loadOrder[index + 1];
      dividendInfoBefore = dividendInfoCalls();
      platform.release(path);
      if (next === undefined) break;
      await waitFor(() => expect(chain()).toEqual(loadOrder.slice(0, index + 2)));
      expect(dividendInfoCalls(), `no dividend info while ${next} is out`).toBe(dividendInfoBefore);
    }
    await waitFor(() => expect(chain()).toEqual([...loadOrder, apiPaths.renew]));
    await waitFor(() => expect(dividendInfoCalls()).toBe(dividendInfoBefore + 1));
  });

  it('asks the team KPI of today only, for the footer: startDate = endDate = today, size 0; announcements of type A on m_home', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 9, 8, 30));
    try {
      const platform = fakeAgentPlatform();
      await openAgentHome();
      await screen.findByText('Good morning');
      await waitFor(() => expect(platform.paths()).toContain(apiPaths.memberNotices));
      const kpi = platform.calls.find((url) => url.pathname === apiPaths.teamKpi);
      expect(Object.fromEntries(kpi?.searchParams ?? [])).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09', size: '0' });
      const notices = platform.calls.find((url) => url.pathname === apiPaths.memberNotices);
      expect(Object.fromEntries(notices?.searchParams ?? [])).toMatchObject({ types: 'A', groupName: 'm_home', merchantCode: 'demo' });
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([4, 40, 41, 42])('does not fetch dividend info for type %i', (type) => {
    expect(fetchesDividendInfo(type)).toBe(false);
  });

  it.each([1, 2, 3, 43])('fetches dividend info for type %i', (type) => {
    expect(fetchesDividendInfo(type)).toBe(true);
  });

  it('an agent of type 41 gets the whole load but the dividend info', async () => {
    const platform = fakeAgentPlatform();
    await openAgentHome({ user: { ...agent, type: 41 } });
    await waitFor(() => expect(platform.paths()).toContain(apiPaths.renew));
    expect(platform.paths()).toEqual([...loadOrder, apiPaths.renew]);
  });

  it('a failed section shows its own retry; the rest of the load goes on, and the retry brings the data', async () => {
    const platform = fakeAgentPlatform({ wallet: new Error('down'), kpi: new Error('down') });
    const { user } = await openAgentHome();
    await waitFor(() => expect(platform.paths()).toContain(apiPaths.renew));
    const summary = screen.getByRole('region', { name: /demo_agent/ });
    const team = screen.getByRole('region', { name: 'My team today' });
    // Announcements and mail arrived after both failures.
    expect(await screen.findByRole('link', { name: /Agent announcements 2 unread/ })).toBeTruthy();
    platform.answers.wallet = { sumBalance: 50 };
    await user.click(within(summary).getByRole('button', { name: 'Loading failed, click to retry' }));
    await within(summary).findByText('50.00');
    expect(within(team).getByRole('button', { name: 'Loading failed, click to retry' })).toBeTruthy();
    platform.answers.kpi = { content: [], footer };
    await user.click(within(team).getByRole('button', { name: 'Loading failed, click to retry' }));
    await within(team).findByText('1,024');
  });

  it('failed badges offer their retry beside their link, never inside it', async () => {
    const platform = fakeAgentPlatform({ unread: new Error('down'), notices: new Error('down') });
    const { user } = await openAgentHome({ startup: startupInfo({ agentMenuWhitelist: whitelist(['MESSAGES']) }) });
    await waitFor(() => expect(platform.paths()).toContain(apiPaths.renew));
    const retries = await screen.findAllByRole('button', { name: 'Loading failed, click to retry' });
    expect(retries).toHaveLength(2);
    platform.answers.unread = 5;
    platform.answers.notices = { content: [], footer: { unreadCount: 1 } };
    for (const retry of retries) await user.click(retry);
    expect(await screen.findByRole('link', { name: /Message center/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: /Message center/ }).textContent).toContain('5 unread'));
    await screen.findByRole('link', { name: /Agent announcements 1 unread/ });
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
  });
});

describe('the agent home', () => {
  it("shows the agent's name, the total balance with 2 decimals, Withdraw and Deposit, and the four team counters", async () => {
    fakeAgentPlatform({ wallet: { sumBalance: 1234.5 } });
    await openAgentHome();
    expect(await screen.findByText('1,234.50')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Agency center' })).toBeTruthy();
    expect(screen.getByText('demo_agent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    const team = screen.getByRole('region', { name: 'My team today' });
    await within(team).findByText('1,024');
    const counters = within(team)
      .getAllByRole('definition')
      .map((value) => `${value.previousElementSibling?.textContent}: ${value.textContent}`);
    expect(counters).toEqual(['Logged-in members: 12', 'Betting players: 7', 'Registered persons: 3', 'Online users: 1,024']);
  });

  it('shows only online service when the whitelist allows no tile', async () => {
    fakeAgentPlatform();
    await openAgentHome({ startup: startupInfo({ agentMenuWhitelist: whitelist([]) }) });
    const tools = await screen.findByRole('navigation', { name: 'Agent tools' });
    expect(within(tools).getAllByRole('link').map((link) => link.textContent)).toEqual(['Online service']);
  });

  it('shows the tiles the whitelist allows in the spec order, online service last, each to its page', async () => {
    fakeAgentPlatform({ unread: 0 });
    await openAgentHome({
      startup: startupInfo({
        agentMenuWhitelist: whitelist(agentMenuItems),
        customerService: { messagingUrl: '', onlineServiceUrl: 'https://chat.demo.test/agent' },
      }),
    });
    const tools = await screen.findByRole('navigation', { name: 'Agent tools' });
    const links = within(tools).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Team overview', '/m/agent/team/overview'],
      ['Account record', '/m/transaction/record?types=A'],
      ['Team management', '/m/member/team'],
      ['Red envelope rain', '/m/redRain'],
      ['Team profit and loss', '/m/agent/team/pnl'],
      ['Team betting', '/m/teamBetting'],
      ['Agent rebate', '/m/member/agent/agentRebeat'],
      ['Team rebate', '/m/member/teamRebate'],
      ['Security center', '/m/securityCenter'],
      ['Message center', '/m/webEmail'],
      ['Online service(opens in a new tab)', 'https://chat.demo.test/agent'],
    ]);
    expect(links.at(-1)?.getAttribute('target')).toBe('_blank');
  });

  it('leaves out each tile its whitelist entry turns off', async () => {
    fakeAgentPlatform();
    await openAgentHome({ startup: startupInfo({ agentMenuWhitelist: whitelist(['TEAM_PNL', 'SECURITY_CENTER', 'RED_RAIN']) }) });
    const tools = await screen.findByRole('navigation', { name: 'Agent tools' });
    expect(within(tools).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Red envelope rain',
      'Team profit and loss',
      'Security center',
      'Online service',
    ]);
  });

  it('badges the message tile with the unread mail count and the announcements with their unread count', async () => {
    fakeAgentPlatform({ unread: 3, notices: { content: [], footer: { unreadCount: 2 } } });
    await openAgentHome({ startup: startupInfo({ agentMenuWhitelist: whitelist(['MESSAGES']) }) });
    const mail = await screen.findByRole('link', { name: 'Message center 3 unread' });
    expect(mail.getAttribute('href')).toBe('/m/webEmail');
    const notices = await screen.findByRole('link', { name: 'Agent announcements 2 unread' });
    expect(notices.getAttribute('href')).toBe('/m/member/notice?types=A');
  });

  it('shows no badge when everything is read', async () => {
    const platform = fakeAgentPlatform({ unread: 0, notices: { content: [], footer: { unreadCount: 0 } } });
    await openAgentHome({ startup: startupInfo({ agentMenuWhitelist: whitelist(['MESSAGES']) }) });
    await waitFor(() => expect(platform.paths()).toContain(apiPaths.renew));
    expect(screen.getByRole('link', { name: 'Message center' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agent announcements' })).toBeTruthy();
  });

  it('the footer offers home and opening an account; dividends only with the dividend feature', async () => {
    fakeAgentPlatform();
    await openAgentHome();
    const menu = await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/m/home'],
      ['Open an account', '/m/agentRegister'],
    ]);
  });

  it('with the dividend feature on, the footer has the dividends entry', async () => {
    fakeAgentPlatform();
    const startup = startupInfo();
    await openAgentHome({ startup: { ...startup, features: { ...startup.features, dividend: true } } });
    const menu = await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getByRole('link', { name: 'Dividends' }).getAttribute('href')).toBe('/m/member/agent/agentDivident');
  });

  it('a tile does nothing without a session', async () => {
    const testApp = await startTestApp({ startup: startupInfo({ agentMenuWhitelist: whitelist(['TEAM_OVERVIEW']) }) });
    testApp.queryClient.setQueryData(unreadMessageCountQuery('none').queryKey, 0);
    const Tiles = () => <AgentTiles unreadMail={useQuery(unreadMessageCountQuery('none'))} />;
    const { user, router } = await renderInRouter(<Tiles />, { path: '/m/agent', app: testApp });
    await user.click(screen.getByRole('link', { name: 'Team overview' }));
    expect(router.state.location.pathname).toBe('/m/agent');
  });

  it('a tile goes to its page with a session', async () => {
    const testApp = await startTestApp({ session: agent, startup: startupInfo({ agentMenuWhitelist: whitelist(['TEAM_OVERVIEW']) }) });
    testApp.queryClient.setQueryData(unreadMessageCountQuery('none').queryKey, 0);
    const Tiles = () => <AgentTiles unreadMail={useQuery(unreadMessageCountQuery('none'))} />;
    const { user, router } = await renderInRouter(<Tiles />, { path: '/m/agent', app: testApp });
    await user.click(screen.getByRole('link', { name: 'Team overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agent/team/overview'));
  });

  it.each([0, 4, 40])('sends a member of type %i home', async (type) => {
    fakeAgentPlatform();
    const { router } = await openAgentHome({ user: { ...agent, type } });
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('sends a guest home', async () => {
    fakeAgentPlatform();
    const { router } = await renderApp('/m/agent');
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
