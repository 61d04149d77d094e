import type { Page, Request } from '@playwright/test';
import { test, expect, signInAs, submitLogin } from './support/test';

/** The popular games section of home, its tabs and the panel on show. */
/** The section by its name in the interface language (Filipino: "Mga sikat na laro"). */
function popularGames(page: Page, name = 'Popular games') {
  const section = page.getByRole('region', { name });
  return {
    section,
    tabs: section.getByRole('tab'),
    tab: (name: string) => section.getByRole('tab', { name, exact: true }),
    selected: section.getByRole('tab', { selected: true }),
    panel: section.getByRole('tabpanel'),
  };
}

/** The catalogue calls the page makes, by path. */
function watchCatalogueCalls(page: Page) {
  const calls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wps/game/')) calls.push(url);
  });
  return (path: string) => calls.filter((url) => url.pathname === path);
}

test.describe('popular games on home', () => {
  test('tabs follow the platform order, HOT first, sports split into e-sports and cockfighting, DS88 nowhere', async ({ page, request }) => {
    // The seeded site's category order, from the platform itself.
    const info = await (await request.get('/wps/game/vendorInfo?language=en&merchantCode=DEMO')).json();
    expect(info.value.sorting.map((category: { gameCategory: string }) => category.gameCategory)).toEqual([
      'SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT',
    ]);

    await page.goto('/m/home');
    const games = popularGames(page);
    await expect(games.tabs).toHaveText([
      'Hot', 'Sports', 'E-sports', 'Live casino', 'Cockfighting', 'Fishing', 'Slots', 'Card games', 'Originals', 'Lottery', 'E-lottery',
    ]);
    await expect(games.selected).toHaveText('Hot');
    await expect(games.panel.getByRole('link')).toHaveCount(24);

    await games.tab('Sports').click();
    await expect(games.panel.getByRole('link')).toHaveText(['Apex Sports', 'Kestrel Sportsbook']);
    await games.tab('E-sports').click();
    await expect(games.panel.getByRole('link')).toHaveText(['TF Esports']);
    await games.tab('Cockfighting').click();
    await expect(games.panel.getByRole('link')).toHaveText(['Rooster Ring']);
    await expect(page.getByText(/DS88/)).toHaveCount(0);
  });

  test('a tab loads its list when it is first chosen', async ({ page }) => {
    const calls = watchCatalogueCalls(page);
    await page.goto('/m/home');
    const games = popularGames(page);
    await expect(games.panel.getByRole('link').first()).toBeVisible();
    expect(calls('/wps/game/vassalages')).toHaveLength(0);
    expect(calls('/wps/game/list')).toHaveLength(0);

    await games.tab('Live casino').click();
    await expect(games.panel.getByRole('link')).toHaveText(['Lumina Live', 'Velvet Lounge', 'Orchid Live Casino', 'Regal Table Live']);
    expect(calls('/wps/game/vassalages')).toHaveLength(1);
    // Logos are decoration (the name says which vendor), loaded as they come near the screen.
    await expect(games.panel.locator('img').first()).toHaveAttribute('src', /\/vendor\/LUMI\.svg$/);

    await games.tab('Originals').click();
    await expect(games.panel.getByRole('link')).toHaveCount(20);
    const [list] = calls('/wps/game/list');
    expect([list?.searchParams.get('gameType'), list?.searchParams.get('vassalage')]).toEqual(['RNG', 'WPO']);
  });

  test('the tab strip scrolls sideways and the arrow keys move along it', async ({ page }) => {
    await page.goto('/m/home');
    const games = popularGames(page);
    await expect(games.tabs).toHaveCount(11);
    const strip = games.section.getByRole('tablist', { name: 'Game categories' });
    const overflow = await strip.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await games.tab('Hot').focus();
    await page.keyboard.press('End');
    await expect(games.tab('E-lottery')).toBeFocused();
    await expect(games.tab('E-lottery')).toBeInViewport();
    await expect(games.selected).toHaveText('E-lottery');
    await expect(games.panel.getByRole('link')).toHaveText(['Saigon E-Lotto', 'Quick Keno']);
  });

  test('a language change goes back to HOT and reloads the tabs and hot games in the new language', async ({ page }) => {
    const calls = watchCatalogueCalls(page);
    await page.goto('/m/home');
    const games = popularGames(page);
    await games.tab('Slots').click();
    await expect(games.selected).toHaveAttribute('data-tab', 'RNG');
    await page.getByRole('radio', { name: 'Filipino', exact: true }).check();
    await expect(popularGames(page, 'Mga sikat na laro').selected).toHaveAttribute('data-tab', 'HOT');
    await expect.poll(() => calls('/wps/game/vendorInfo').map((url) => url.searchParams.get('language'))).toEqual(['en', 'ty']);
    await expect.poll(() => calls('/wps/game/hot').map((url) => url.searchParams.get('language'))).toEqual(['en', 'ty']);
  });

  test('a guest launching a game goes to login, then lands on the demo game page after logging in', async ({ page }) => {
    await page.goto('/m/home');
    const games = popularGames(page);
    const tile = games.panel.getByRole('link').first();
    const name = (await tile.textContent()) ?? '';
    expect(name).not.toBe('');
    await tile.click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitLogin(page, 'demo_member');
    await expect(page).toHaveURL(/\/wps\/demo-game\/play\?ticket=/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });

  test("a sports vendor's tile opens its lobby; a slot vendor's tile its game list", async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/home');
    const games = popularGames(page);
    await games.tab('Slots').click();
    await games.panel.getByRole('link', { name: 'Pixel Slots' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=PXS$/);
    await page.goBack();
    await games.tab('Sports').click();
    await games.panel.getByRole('link', { name: 'Apex Sports' }).click();
    await expect(page).toHaveURL(/\/wps\/demo-game\/play\?ticket=/);
    await expect(page.getByRole('heading', { name: 'Apex Sportsbook' })).toBeVisible();
  });

  test('a list that fails offers a retry that loads it', async ({ page, a11y }) => {
    // Down until the failure shows (the app asks again twice by itself first).
    let down = true;
    await page.route('**/wps/game/hot?*', (route) => (down ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/m/home');
    const games = popularGames(page);
    const retry = games.panel.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    // As a person would see it: scrolled to, not under the fixed footer.
    await retry.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await a11y.scanNow();
    down = false;
    await retry.click();
    await expect(games.panel.getByRole('link')).toHaveCount(24);
  });
});

test.describe('popular games on a 320 px phone', { tag: '@narrow' }, () => {
  test('tiles fit the width; only the tab strip scrolls sideways', async ({ page }) => {
    await page.goto('/m/home');
    const games = popularGames(page);
    await expect(games.panel.getByRole('link')).toHaveCount(24);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await games.panel.getByRole('link').first().boundingBox();
    expect(box?.width).toBeGreaterThan(80);
  });
});
