import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, homeUrl, signInAs, submitLogin } from './support/test';

type Draw = { code: string; name: string; vendorName: string; vassalage: string };

/** The seeded site's draws in its prize mode: TCG_LOTTO_VN is under ELOTT, so the e-lottery mode. */
async function eLotteries(request: APIRequestContext): Promise<Draw[]> {
  const answer = await (await request.get('/wps/game/lottery?prizeMode=ELOTTERY')).json();
  return answer.value;
}

/** The vendors of a list, in the order of their first draw. */
const vendorsOf = (draws: Draw[]) => [...new Set(draws.map((draw) => draw.vendorName))];

/** Resolves with the lottery launch address the app opens (it is left for the game at once). */
function lotteryLaunch(page: Page) {
  return page.waitForURL((url) => url.pathname === '/m/launchGame').then(() => new URL(page.url()));
}

test.describe('lottery lists', () => {
  test('/m/lottery shows the draws of the site’s prize mode by vendor; a member’s tap launches the draw with its parameters', async ({ page, request }) => {
    const draws = await eLotteries(request);
    const first = draws[0];
    if (first === undefined) throw new Error('the seeded site has no draws');
    await signInAs(page, 'demo_member', '/m/lottery');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(vendorsOf(draws));
    await expect(main.getByRole('region', { name: first.vendorName }).getByRole('link').first()).toContainText(first.name);
    await expect(main.getByText(/DS88/)).toHaveCount(0);

    const launched = lotteryLaunch(page);
    await main.getByRole('region', { name: first.vendorName }).getByRole('link').first().click();
    const launch = await launched;
    expect(Object.fromEntries(launch.searchParams)).toEqual({ playType: 'trad', prize_mode: 'ELOTTERY', code: first.code, pageBack: 'home' });
    await expect(page).toHaveURL(/\/wps\/demo-game\/play\?ticket=/);
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    // The game's way back is home (pageBack=home).
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(homeUrl);
  });

  test('/m/moreLottery lists every draw as a row, without the footer; a guest’s tap asks to log in and then opens the draw', async ({ page, request }) => {
    const draws = await eLotteries(request);
    const last = draws.at(-1);
    if (last === undefined) throw new Error('the seeded site has no draws');
    await page.goto('/m/moreLottery');
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows).toHaveCount(draws.length);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await rows.last().getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitLogin(page, 'demo_member');
    await expect(page.getByRole('heading', { name: last.name })).toBeVisible();
  });

  test('/m/lottery links to the rows', async ({ page }) => {
    await page.goto('/m/lottery');
    await page.getByRole('link', { name: 'All lotteries as a list' }).click();
    await expect(page).toHaveURL(/\/m\/moreLottery$/);
  });

  test('a list that fails to load offers its retry, which loads it', async ({ page, a11y }) => {
    let down = true;
    await page.route('**/wps/game/lottery?*', (route) =>
      down ? route.fulfill({ status: 500, json: { success: false, errorCode: 'system.error', message: 'down' } }) : route.continue(),
    );
    // The page as a static host serves it (the server's render carries the lists it asked for
    // itself): the browser asks for them, and the platform fails.
    await page.route('**/m/lottery', async (route) =>
      route.fulfill({ response: await page.request.get(route.request().url(), { headers: { 'Sec-Fetch-Dest': 'empty' } }) }),
    );
    await page.goto('/m/lottery');
    const retry = page.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    await a11y.scanNow();
    down = false;
    await retry.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});

test.describe('/m/startLottery', () => {
  test('opens the chosen draw for a member, in place of itself', async ({ page, request }) => {
    const draws = await eLotteries(request);
    const second = draws[1];
    if (second === undefined) throw new Error('the seeded site has too few draws');
    await signInAs(page, 'demo_member', '/m/home');
    const launched = lotteryLaunch(page);
    await page.goto(`/m/startLottery?code=${second.code}`);
    expect(Object.fromEntries((await launched).searchParams)).toEqual({
      playType: 'trad',
      prize_mode: 'ELOTTERY',
      code: second.code,
      pageBack: 'home',
    });
    await expect(page.getByRole('heading', { name: second.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(homeUrl);
  });

  test('without a code opens the lottery lobby (the first draw)', async ({ page, request }) => {
    const [first] = await eLotteries(request);
    if (first === undefined) throw new Error('the seeded site has no draws');
    const launched = lotteryLaunch(page);
    await signInAs(page, 'demo_member', '/m/startLottery');
    expect((await launched).searchParams.get('code')).toBe('lobby');
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  });
});
