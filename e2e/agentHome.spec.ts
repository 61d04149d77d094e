import type { Page } from '@playwright/test';
import { agentMenuItems, apiPaths, type AgentMenuItem } from '../contract';
import { expect, homeUrl, signInAs, test } from './support/test';

/**
 * The agent home (accounts §2, §4, §6) on the reference platform: the greeting by the browser's
 * hour (page.clock, in a fixed time zone), today's team counters, the tiles the merchant menu
 * whitelist allows, the unread badges and the dividends footer entry.
 */
test.use({ timezoneId: 'Asia/Manila' });

/** demo_agent answers nothing pending, so no contract prompt covers the page (they have their own spec). */
async function quietAgent(page: Page): Promise<void> {
  const response = await page.request.put('/dev/members/demo_agent', { data: { pendingContracts: [] } });
  expect(response.ok(), await response.text()).toBe(true);
}

const tools = (page: Page) => page.getByRole('navigation', { name: 'Agent tools' });

/** A wall-clock time in Manila (UTC+8) as a Date. */
const manila = (time: string) => new Date(`${time}+08:00`);

test.describe('agent home', () => {
  test('greets by the hour of the agent’s clock, at every boundary', async ({ page }) => {
    await quietAgent(page);
    const greetings: Array<[string, string]> = [
      ['2026-11-26T00:00:00', 'Good morning'],
      ['2026-11-26T10:59:59', 'Good morning'],
      ['2026-11-26T11:00:00', 'Good midday'],
      ['2026-11-26T14:59:59', 'Good midday'],
      ['2026-11-26T15:00:00', 'Good afternoon'],
      ['2026-11-26T18:59:59', 'Good afternoon'],
      ['2026-11-26T19:00:00', 'Good evening'],
      ['2026-11-26T23:59:59', 'Good evening'],
    ];
    for (const [index, [time, greeting]] of greetings.entries()) {
      await page.clock.setFixedTime(manila(time));
      if (index === 0) await signInAs(page, 'demo_agent', '/m/agent');
      else await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: /demo_agent/ }), time).toHaveText(`${greeting}demo_agent`);
    }
  });

  test("shows the balance with 2 decimals and today's four team counters, for the agent's own date", async ({ page }) => {
    await quietAgent(page);
    // 01:30 in Manila is still the day before in UTC: the counters are of the agent's day.
    await page.clock.setFixedTime(manila('2026-11-27T01:30:00'));
    const kpi = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.teamKpi);
    const wallet = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.walletBalance);
    await signInAs(page, 'demo_agent', '/m/agent');
    const kpiResponse = await kpi;
    expect(Object.fromEntries(new URL(kpiResponse.url()).searchParams)).toEqual({
      startDate: '2026-11-27',
      endDate: '2026-11-27',
      size: '0',
    });
    const { footer } = (await kpiResponse.json()).value;
    const team = page.getByRole('region', { name: 'My team today' });
    const count = (value: number) => new Intl.NumberFormat('en').format(value);
    await expect(team.getByRole('term')).toHaveText(['Logged-in members', 'Betting players', 'Registered persons', 'Online users']);
    await expect(team.getByRole('definition')).toHaveText([
      count(footer.teamLoginMemberCount),
      count(footer.teamBetMemberCount),
      count(footer.teamRegisterMemberCount),
      count(footer.teamOnlineCount),
    ]);

    const { sumBalance } = (await (await wallet).json()).value;
    const expected = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(sumBalance);
    await expect(page.getByRole('region', { name: /demo_agent/ }).getByText(expected, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    await expect(page.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });

  test('shows the tiles the merchant menu whitelist allows, online service always', async ({ page, site }) => {
    await quietAgent(page);
    await signInAs(page, 'demo_agent', '/m/agent');
    // The seed leaves red rain and team betting off.
    await expect(tools(page).getByRole('link')).toHaveText([
      'Team overview',
      'Account record',
      'Team management',
      'Team profit and loss',
      'Agent rebate',
      'Team rebate',
      'Security center',
      /^Message center/,
      /^Online service/,
    ]);
    const none: Partial<Record<AgentMenuItem, boolean>> = Object.fromEntries(agentMenuItems.map((item) => [item, false]));
    await site.patch({ agentMenuWhitelist: { ...none, RED_RAIN: true, TEAM_BETTING: true } });
    await page.reload();
    await expect(tools(page).getByRole('link')).toHaveText(['Red envelope rain', 'Team betting', /^Online service/]);
    await site.patch({ agentMenuWhitelist: none });
    await page.reload();
    await expect(tools(page).getByRole('link')).toHaveText([/^Online service/]);
  });

  test('a tile opens its page; the account record with the agent records', async ({ page }) => {
    await quietAgent(page);
    await signInAs(page, 'demo_agent', '/m/agent');
    await tools(page).getByRole('link', { name: 'Account record' }).click();
    await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
    await page.goBack();
    await tools(page).getByRole('link', { name: 'Team overview' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  });

  test('badges the message centre with the unread mail and the announcements with their unread count', async ({ page }) => {
    await quietAgent(page);
    const unread = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.unreadMessageCount);
    const notices = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.memberNotices);
    await signInAs(page, 'demo_agent', '/m/agent');
    const mail: number = (await (await unread).json()).value;
    const noticesUnread: number = (await (await notices).json()).value.footer.unreadCount;
    expect(mail, 'the seed gives demo_agent unread mail').toBeGreaterThan(0);
    await expect(tools(page).getByRole('link', { name: `Message center ${mail} unread` })).toHaveAttribute('href', '/m/webEmail');
    const announcements = page.getByRole('link', { name: noticesUnread > 0 ? `Agent announcements ${noticesUnread} unread` : 'Agent announcements' });
    await expect(announcements).toHaveAttribute('href', '/m/member/notice?types=A');
    await announcements.click();
    await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  });

  test('the dividends footer entry follows the dividend feature', async ({ page, site }) => {
    await quietAgent(page);
    await signInAs(page, 'demo_agent', '/m/agent');
    const menu = page.getByRole('navigation', { name: 'Agent menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Open an account', 'Dividends']);
    await menu.getByRole('link', { name: 'Dividends' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
    await site.patch({ features: { dividend: false } });
    await page.goto('/m/agent');
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Open an account']);
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(homeUrl);
  });

  test('a failed section offers its own retry and the rest of the page still shows', async ({ page, a11y }) => {
    await quietAgent(page);
    let failWallet = true;
    await page.route(`**${apiPaths.walletBalance}`, (route) =>
      failWallet ? route.fulfill({ status: 503, json: { success: false, errorCode: 'server.error', message: 'down' } }) : route.fallback(),
    );
    await signInAs(page, 'demo_agent', '/m/agent');
    const summary = page.getByRole('region', { name: /demo_agent/ });
    const retry = summary.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('region', { name: 'My team today' }).getByRole('definition')).toHaveCount(4);
    await a11y.scanNow();
    failWallet = false;
    await retry.click();
    await expect(summary.getByText(/^\d[\d,]*\.\d{2}$/)).toBeVisible();
  });

  test('keeps a member out', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/agent');
    await expect(page).toHaveURL(homeUrl);
  });

  test('keeps a guest out', async ({ page }) => {
    await page.goto('/m/agent');
    await expect(page).toHaveURL(homeUrl);
  });
});
