import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type AgentContract, type ContractKind, type PendingContracts, type SessionInfo } from '../../contract';
import { session } from '../support/fixtures';
import { renderApp } from './support/renderApp';
import { startTestApp } from './support/testApp';

const agent = session({ token: 'agent-token', userName: 'demo_agent', type: 1 });

type Contract = NonNullable<AgentContract>;

function contract(kind: ContractKind, fields: Partial<Contract> = {}): Contract {
  return {
    id: { dailySalary: 11, dividend: 12, hourlySalary: 13 }[kind],
    kind,
    status: 'PENDING',
    offeredBy: 'demo_upline',
    period: { dailySalary: 'DAY' as const, dividend: 'HALF_MONTH' as const, hourlySalary: 'HOUR' as const }[kind],
    tiers:
      kind === 'dividend'
        ? [
            { threshold: 50_000, activeMembers: 5, reward: 20 },
            { threshold: 200_000, activeMembers: 20, reward: 35.5 },
          ]
        : [
            { threshold: 10_000, activeMembers: 3, reward: 88 },
            { threshold: 1_000_000, activeMembers: 30, reward: 1288.5 },
          ],
    offeredAt: new Date(2026, 10, 20, 9, 0).getTime(),
    answeredAt: null,
    ...fields,
  };
}

const kindOfPath: Record<string, ContractKind> = {
  [apiPaths.dailySalaryContract]: 'dailySalary',
  [apiPaths.dividendContract]: 'dividend',
  [apiPaths.hourlySalaryContract]: 'hourlySalary',
};

/**
 * The platform's contract calls: the pending check from `contracts` (a contract of each kind,
 * pending unless answered) and each contract read and answered for real in this fake. Any other
 * path answers a failure (the page's other sections show their retry). `failAnswers` makes the
 * answer fail; `failCheck` the pending check.
 */
function fakeContractPlatform({
  contracts = { dailySalary: contract('dailySalary'), dividend: contract('dividend'), hourlySalary: contract('hourlySalary') },
  failAnswers = false,
  failCheck = false,
}: { contracts?: Partial<Record<ContractKind, Contract>>; failAnswers?: boolean; failCheck?: boolean } = {}) {
  const held = { ...contracts };
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const ok = (value: unknown) => Response.json({ success: true, value });
  const failure = (message: string) => Response.json({ success: false, errorCode: 'server.error', message }, { status: 500 });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const body: unknown = request.method === 'POST' ? await request.json() : null;
    calls.push({ method: request.method, path: url.pathname, body });
    if (url.pathname === apiPaths.pendingContracts) {
      if (failCheck) return failure('check failed');
      const pending = (kind: ContractKind) => held[kind]?.status === 'PENDING';
      const answer: PendingContracts = {
        dailysalreqtype: pending('dailySalary'),
        divtypecompperiodreq: pending('dividend'),
        contracthoursalreq: pending('hourlySalary'),
      };
      return ok(answer);
    }
    const kind = kindOfPath[url.pathname];
    if (kind === undefined) return failure(`not faked: ${url.pathname}`);
    const current = held[kind] ?? null;
    if (request.method === 'GET') return ok(current);
    if (failAnswers || current === null) return failure('answer failed');
    const answered: Contract = {
      ...current,
      status: body !== null && typeof body === 'object' && 'answer' in body && body.answer === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED',
      answeredAt: new Date(2026, 10, 26, 10, 0).getTime(),
    };
    held[kind] = answered;
    return ok(answered);
  });
  return {
    calls,
    checks: () => calls.filter((call) => call.path === apiPaths.pendingContracts).length,
    answers: () => calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body })),
  };
}

async function open(path: string, user: SessionInfo = agent) {
  const testApp = await startTestApp({ session: user });
  return renderApp(path, { app: testApp });
}

const promptsOf = (testApp: Awaited<ReturnType<typeof startTestApp>>) => {
  const prompts = testApp.app.getSnapshot().children.contractPrompts;
  if (prompts === undefined) throw new Error('no contract prompts');
  return prompts;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a contract page (shell-and-content §2)', () => {
  it('shows the daily salary contract: status, who offers it, the period, and its tiers with amounts in 2 decimals', async () => {
    fakeContractPlatform();
    await open('/m/member/agent/getSalaryContract');
    const terms = await screen.findByRole('region', { name: 'Contract terms' });
    const fact = (name: string) => within(terms).getByText(name).nextElementSibling?.textContent;
    expect(fact('Status')).toBe('Waiting for your answer');
    expect(fact('Offered by')).toBe('demo_upline');
    expect(fact('Period')).toBe('Daily');
    expect(fact('Offered on')).toBe('Nov 20, 2026');
    const table = within(terms).getByRole('table', { name: 'Tiers' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Team valid bets', 'Active members', 'Salary'],
      ['10,000.00', '3', '88.00'],
      ['1,000,000.00', '30', '1,288.50'],
    ]);
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveProperty('disabled', false);
  });

  it('shows the dividend contract\'s rewards in percent of the team net loss', async () => {
    fakeContractPlatform();
    await open('/m/member/agent/getDevidendContract');
    const table = await screen.findByRole('table', { name: 'Tiers' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Team net loss', 'Active members', 'Dividend'],
      ['50,000.00', '5', '20%'],
      ['200,000.00', '20', '35.5%'],
    ]);
    const terms = screen.getByRole('region', { name: 'Contract terms' });
    expect(within(terms).getByText('Period').nextElementSibling?.textContent).toBe('Half-monthly');
  });

  it('shows the hourly salary contract', async () => {
    fakeContractPlatform();
    await open('/m/member/agent/getHourContract');
    const terms = await screen.findByRole('region', { name: 'Contract terms' });
    expect(within(terms).getByText('Period').nextElementSibling?.textContent).toBe('Hourly');
  });

  it.each([
    ['/m/member/agent/getSalaryContract', 'No daily salary contract has been offered to you.'],
    ['/m/member/agent/getDevidendContract', 'No dividend contract has been offered to you.'],
    ['/m/member/agent/getHourContract', 'No hourly salary contract has been offered to you.'],
  ])('%s without a contract says so, with nothing to answer', async (path, text) => {
    fakeContractPlatform({ contracts: {} });
    await open(path);
    expect(await screen.findByText(text)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('accepting answers the platform, shows the result, and tells the prompts (which ask again)', async () => {
    const platform = fakeContractPlatform();
    const { user, testApp } = await open('/m/member/agent/getDevidendContract');
    const prompts = promptsOf(testApp);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await screen.findByText('You accepted this contract.');
    expect(platform.answers()).toEqual([{ path: apiPaths.dividendContract, body: { id: 12, answer: 'ACCEPT' } }]);
    const terms = screen.getByRole('region', { name: 'Contract terms' });
    expect(within(terms).getByText('Status').nextElementSibling?.textContent).toBe('Accepted');
    expect(within(terms).getByText('Answered on').nextElementSibling?.textContent).toBe('Nov 26, 2026');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    // The prompts heard it: the dividend contract is never prompted again in this session.
    expect(prompts.getSnapshot().context.prompted).toContain('dividend');
  });

  it('declining asks first; keeping it changes nothing, confirming answers the platform', async () => {
    const platform = fakeContractPlatform();
    const { user } = await open('/m/member/agent/getSalaryContract');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Decline this contract?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(platform.answers()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
    await screen.findByText('You declined this contract.');
    expect(platform.answers()).toEqual([{ path: apiPaths.dailySalaryContract, body: { id: 11, answer: 'DECLINE' } }]);
    const terms = screen.getByRole('region', { name: 'Contract terms' });
    expect(within(terms).getByText('Status').nextElementSibling?.textContent).toBe('Declined');
  });

  it('an answer the platform refuses says so and leaves the contract to answer again', async () => {
    fakeContractPlatform({ failAnswers: true });
    const { user, testApp } = await open('/m/member/agent/getHourContract');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const answer = await screen.findByRole('region', { name: 'Your answer' });
    expect((await within(answer).findByRole('alert')).textContent).toMatch(/^Your answer was not saved/);
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false);
    expect(promptsOf(testApp).getSnapshot().context.prompted).toEqual([]);
  });

  it('an answered contract shows its status and no buttons', async () => {
    fakeContractPlatform({ contracts: { dailySalary: contract('dailySalary', { status: 'ACCEPTED', answeredAt: 0 }) } });
    await open('/m/member/agent/getSalaryContract');
    const terms = await screen.findByRole('region', { name: 'Contract terms' });
    expect(within(terms).getByText('Status').nextElementSibling?.textContent).toBe('Accepted');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe('the contract prompts on home (shell-and-content §2, §4)', () => {
  const findPrompt = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3000 });

  it('prompts each pending contract in turn: cancel shows the next; the last cancel leaves none', async () => {
    fakeContractPlatform();
    const { user } = await open('/m/home');
    const daily = await findPrompt('Daily salary contract');
    const description = document.getElementById(daily.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/offers you a daily salary contract/);
    await user.click(within(daily).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await findPrompt('Dividend contract')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await findPrompt('Hourly salary contract')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Escape cancels the prompt like its button', async () => {
    fakeContractPlatform({ contracts: { hourlySalary: contract('hourlySalary') } });
    const { user } = await open('/m/home');
    await findPrompt('Hourly salary contract');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to the contract page; an accepted contract no longer prompts, the next one waits for home', async () => {
    const platform = fakeContractPlatform();
    const { user, router } = await open('/m/home');
    await user.click(within(await findPrompt('Daily salary contract')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await findPrompt('Dividend contract')).getByRole('button', { name: 'View contract' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/getDevidendContract'));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await screen.findByText('You accepted this contract.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await router.navigate({ to: '/m/home' });
    // Back home: the platform is asked again, and only the hourly salary contract is left to prompt.
    await findPrompt('Hourly salary contract');
    expect(platform.checks()).toBe(2);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([4, 40, 41, 42])('never checks a member of type %i', async (type) => {
    const platform = fakeContractPlatform();
    const testApp = await startTestApp({ session: session({ type, token: `token-${type}` }) });
    await renderApp('/m/home', { app: testApp });
    await screen.findByRole('heading', { name: 'Home' });
    expect(promptsOf(testApp).getSnapshot().value).toBe('notChecked');
    expect(platform.checks()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest is not checked', async () => {
    const platform = fakeContractPlatform();
    const testApp = await startTestApp();
    await renderApp('/m/home', { app: testApp });
    await screen.findByRole('heading', { name: 'Home' });
    expect(platform.checks()).toBe(0);
  });

  it('a failed check prompts nothing and breaks nothing', async () => {
    const platform = fakeContractPlatform({ failCheck: true });
    const { testApp } = await open('/m/home');
    await waitFor(() => expect(promptsOf(testApp).getSnapshot().matches({ checked: 'failed' })).toBe(true));
    expect(platform.checks()).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeDefined();
  });

  it('another page than home asks nothing: the check waits for home', async () => {
    const platform = fakeContractPlatform();
    await open('/m/member/agent/getSalaryContract');
    await screen.findByRole('region', { name: 'Contract terms' });
    expect(platform.checks()).toBe(0);
  });
});
