import type { Page } from '@playwright/test';
import { test, expect, homeUrl, signInAs, submitLogin, type AxeAuditor } from './support/test';

/**
 * Every route of both spec documents (shell-and-content §2, accounts §2): the page opens under its
 * own path with its title, and the shell shows the header and the footer exactly where the spec
 * says. Guests open the open pages, demo_member the session pages, demo_agent the agent pages.
 */
type RouteCase = { path: string; title: string; header: boolean; footer: boolean };

const openRoutes: RouteCase[] = [
  { path: '/m/home', title: 'Home', header: true, footer: true },
  { path: '/m/login', title: 'Log in', header: false, footer: false },
  { path: '/m/register', title: 'Register', header: false, footer: false },
  { path: '/m/forget', title: 'Forgot password', header: true, footer: false },
  { path: '/m/notice', title: 'Announcement', header: true, footer: false },
  { path: '/m/mine', title: 'Member center', header: false, footer: true },
  { path: '/m/help', title: 'Help center', header: true, footer: true },
  { path: '/m/helpDetail', title: 'Help details', header: true, footer: true },
  { path: '/m/moreLottery', title: 'More lotteries', header: true, footer: false },
  { path: '/m/lottery', title: 'Lottery', header: true, footer: true },
  { path: '/m/service', title: 'Customer service', header: true, footer: false },
  { path: '/m/activity', title: 'Activity', header: true, footer: true },
  { path: '/m/activityInfo', title: 'Activity details', header: true, footer: true },
  { path: '/m/gameLobby', title: 'Game lobby', header: true, footer: true },
  { path: '/m/useragreement', title: 'User agreement', header: true, footer: false },
  { path: '/m/trail', title: 'Free trial', header: true, footer: false },
  { path: '/m/maintenance', title: 'Maintenance', header: true, footer: false },
  { path: '/m/gameList?gameType=RNG', title: 'Games', header: true, footer: true },
  { path: '/m/gameCenter', title: 'Game center', header: true, footer: true },
  { path: '/m/slotsCenter', title: 'Slots', header: true, footer: true },
];

const memberRoutes: RouteCase[] = [
  { path: '/m/launchGame?playType=trad&prize_mode=1&code=lobby&pageBack=home', title: 'Launch game', header: true, footer: false },
  { path: '/m/set', title: 'Settings', header: true, footer: true },
  { path: '/m/changePsw', title: 'Change password', header: true, footer: false },
  { path: '/m/voucherCenter', title: 'Deposit', header: true, footer: true },
  { path: '/m/withdraw', title: 'Withdraw', header: true, footer: true },
  { path: '/m/message', title: 'Messages', header: true, footer: true },
  { path: '/m/webEmail', title: 'Message center', header: true, footer: true },
  { path: '/m/inviteFriends', title: 'Invite friends', header: true, footer: true },
  { path: '/m/rewardCenter', title: 'Rewards center', header: true, footer: true },
  { path: '/m/member/benefits', title: 'VIP benefits', header: true, footer: true },
  { path: '/m/vouReport', title: 'Deposit record', header: true, footer: true },
  { path: '/m/withdrawReport', title: 'Withdraw record', header: true, footer: true },
  { path: '/m/transaction/record?types=A', title: 'Account record', header: true, footer: true },
  { path: '/m/gameRecord', title: 'Betting record', header: true, footer: true },
  { path: '/m/profitandloss', title: 'Profit and loss', header: true, footer: true },
  { path: '/m/upLine/transfer', title: 'Transfer to upline', header: true, footer: true },
  { path: '/m/member/manualRebate', title: 'Manual rebate', header: true, footer: true },
  { path: '/m/leaderBoard', title: 'Mission activity', header: true, footer: true },
  { path: '/m/member/rebateReport', title: 'My rebate', header: true, footer: true },
  { path: '/m/feedback', title: 'Feedback', header: true, footer: true },
  { path: '/m/securityCenter', title: 'Security center', header: true, footer: true },
  { path: '/m/redRain', title: 'Red envelope rain', header: true, footer: true },
];

const agentRoutes: RouteCase[] = [
  { path: '/m/agent', title: 'Agency center', header: false, footer: false },
  { path: '/m/agentRegister', title: 'Open a downline account', header: true, footer: true },
  { path: '/m/agent/team/overview', title: 'Team overview', header: true, footer: true },
  { path: '/m/member/team', title: 'Team management', header: true, footer: true },
  { path: '/m/agent/team/pnl', title: 'Team profit and loss', header: true, footer: true },
  { path: '/m/teamBetting', title: 'Team betting', header: true, footer: true },
  { path: '/m/member/agent/agentRebeat', title: 'Agent rebate', header: true, footer: true },
  { path: '/m/member/teamRebate', title: 'Team rebate', header: true, footer: true },
  { path: '/m/member/agent/agentDivident', title: 'Dividends', header: true, footer: true },
  { path: '/m/member/notice?types=A', title: 'Agent announcements', header: true, footer: true },
  { path: '/m/member/agent/getSalaryContract', title: 'Daily salary contract', header: true, footer: true },
  { path: '/m/member/agent/getDevidendContract', title: 'Dividend contract', header: true, footer: true },
  { path: '/m/member/agent/getHourContract', title: 'Hourly salary contract', header: true, footer: true },
];

function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The shell's header is the one with the popover menu; a screen's own header has none. */
async function expectShell(page: Page, route: RouteCase): Promise<void> {
  await expect(page, `${route.path} stays on its page`).toHaveURL(new RegExp(`${escapeRegExp(pathOnly(route.path))}/?(\\?|$)`));
  await expect(page.getByRole('heading', { name: route.title, exact: true })).toBeAttached();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const footer = page.getByRole('navigation', { name: 'Main menu' });
  if (route.header) await expect(menu, `header on ${route.path}`).toBeVisible();
  else await expect(menu, `no header on ${route.path}`).toHaveCount(0);
  if (route.footer) await expect(footer, `footer on ${route.path}`).toBeVisible();
  else await expect(footer, `no footer on ${route.path}`).toHaveCount(0);
  if (route.footer) await expect(page.getByText('all rights reserved 2019-2025')).toBeVisible();
}

/**
 * Opens `path` inside the running app, as the browser's back and forward buttons do: the address
 * changes and the router is told (popstate), without loading the page again.
 */
async function openInApp(page: Page, a11y: AxeAuditor, path: string): Promise<void> {
  // As page.goto does (e2e/support/a11y.ts): the scan of the page being left finishes first.
  await a11y.idle();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Every route of a table in one page, one step each: one login per role instead of one per route.
 * The first route of the table is loaded from its address (with the role's session placed before
 * it loads); the others open inside the app, once the previous one is shown, which is how a player
 * moves between them (a page load per route cost most of this spec's time). Addresses loaded
 * directly are the aliases and guards below, and every other spec's `page.goto`.
 */
async function checkRoutes(page: Page, a11y: AxeAuditor, routes: RouteCase[], account?: string): Promise<void> {
  test.setTimeout(30_000 + routes.length * 8_000);
  for (const [index, route] of routes.entries()) {
    await test.step(`${route.path}: header ${route.header ? 'shown' : 'hidden'}, footer ${route.footer ? 'shown' : 'hidden'}`, async () => {
      // The first route loads: a page still starting up could miss the popstate.
      if (index > 0) await openInApp(page, a11y, route.path);
      else if (account) await signInAs(page, account, route.path);
      else await page.goto(route.path);
      await expectShell(page, route);
    });
  }
}

/** A table in parts of at most 8 routes, so the parts spread over the workers. */
function inParts(routes: RouteCase[], size = 8): RouteCase[][] {
  const parts: RouteCase[][] = [];
  for (let start = 0; start < routes.length; start += size) parts.push(routes.slice(start, start + size));
  return parts;
}

for (const [index, part] of inParts(openRoutes).entries()) {
  test(`routes open to guests show the header and footer where the spec says (part ${index + 1})`, async ({ page, a11y }) => {
    await checkRoutes(page, a11y, part);
  });
}

for (const [index, part] of inParts(memberRoutes).entries()) {
  test(`routes for members show the header and footer where the spec says (part ${index + 1})`, async ({ page, a11y }) => {
    await checkRoutes(page, a11y, part, 'demo_member');
  });
}

test('agent pages send a member home', async ({ page }) => {
  for (const [index, path] of ['/m/agent', '/m/agent/team/overview', '/m/member/notice'].entries()) {
    if (index === 0) await signInAs(page, 'demo_member', path);
    else await page.goto(path);
    await expect(page, path).toHaveURL(homeUrl);
  }
});

for (const [index, part] of inParts(agentRoutes).entries()) {
  test(`routes for agents show the header and footer where the spec says (part ${index + 1})`, async ({ page, a11y }) => {
    await checkRoutes(page, a11y, part, 'demo_agent');
  });
}

test.describe('guards, aliases and unknown paths', () => {
  test('session and agent pages send a guest home', async ({ page }) => {
    for (const path of ['/m/voucherCenter', '/m/transaction/record', '/m/member/benefits', '/m/agent', '/m/member/team']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(homeUrl);
    }
  });

  test('the member center is open to guests', async ({ page }) => {
    await page.goto('/m/mine');
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByRole('heading', { name: 'Member center' })).toBeVisible();
  });

  // One step per address, one test per destination: each address is loaded on its own anyway.
  test('/, /m, /m/, /m/index and /m/index.html go to home', async ({ page }) => {
    for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
      await test.step(alias, async () => {
        await page.goto(alias);
        await expect(page).toHaveURL(homeUrl);
        await expect(page.getByRole('heading', { name: 'Home' })).toBeAttached();
      });
    }
  });

  test('/register.html and /m/register.html go to register, keeping the query', async ({ page }) => {
    for (const alias of ['/register.html', '/m/register.html']) {
      await test.step(alias, async () => {
        await page.goto(`${alias}?affiliateCode=AGENT01`);
        await expect(page).toHaveURL(/\/m\/register\?affiliateCode=AGENT01$/);
        await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
      });
    }
  });

  test('/m/member/home goes to the member center', async ({ page }) => {
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByRole('heading', { name: 'Member center' })).toBeVisible();
  });

  test('a guest launching a game is sent to log in, and lands on the game after it', async ({ page, request }) => {
    const answer = await (await request.get('/wps/game/list?gameType=RNG&pageSize=1')).json();
    const game = answer.value.games[0];
    const launchPath = `/m/launchGame?${new URLSearchParams({ vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId })}`;
    await page.goto(launchPath);
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(launchPath);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await submitLogin(page, 'demo_member');
    await expect(page).toHaveURL(/\/wps\/demo-game\/play\?ticket=/);
    await expect(page.getByRole('heading', { name: String(game.gameName) })).toBeVisible();
  });

  test('query values that do not fit fall back instead of failing the page', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/launchGame?playType=modern&pageBack=elsewhere&code=');
    await expect(page.getByRole('heading', { name: 'Launch game' })).toBeVisible();
    await page.goto('/m/gameList?gameType[x]=1');
    await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
  });

  test('unknown paths, inside /m and outside it, show not found with a way home', async ({ page }) => {
    for (const path of ['/m/no-such-page', '/no/such/page']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
        await page.getByRole('link', { name: 'Back to home' }).click();
        await expect(page).toHaveURL(homeUrl);
      });
    }
  });
});
