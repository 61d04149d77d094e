import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/test';

/** The game lists the page asks for, by vendor. */
function watchGameLists(page: Page) {
  const vendors: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/game/list') vendors.push(url.searchParams.get('vassalage') ?? '');
  });
  return vendors;
}

test.describe('game centre', () => {
  test('shows every category in home’s order with its vendors, DS88 nowhere; a slot vendor opens its game list', async ({ page }) => {
    await page.goto('/m/gameCenter');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Sports', 'E-sports', 'Live casino', 'Cockfighting', 'Fishing', 'Slots', 'Card games', 'Originals', 'Lottery', 'E-lottery',
    ]);
    await expect(main.getByRole('region', { name: 'Cockfighting' }).getByRole('link')).toHaveText(['Rooster Ring']);
    await expect(main.getByText(/DS88/)).toHaveCount(0);
    await main.getByRole('region', { name: 'Slots' }).getByRole('link', { name: 'Pixel Slots' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=PXS$/);
  });

  test('a lobby vendor launches its lobby and the lottery categories lead to the lottery list', async ({ page }) => {
    await page.goto('/m/gameCenter');
    const sports = page.getByRole('region', { name: 'Sports' });
    await expect(sports.getByRole('link', { name: 'Apex Sports' })).toHaveAttribute(
      'href',
      /^\/m\/launchGame\?vendor=APX&gameId=lobby&nodeId=lobby&.*back=%2Fm%2FgameCenter$/,
    );
    await page.getByRole('link', { name: 'All lotteries' }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });
});

test.describe('slots centre', () => {
  test('shows each slot vendor with its top games, asked for as it comes near the screen', async ({ page }) => {
    const asked = watchGameLists(page);
    await page.goto('/m/slotsCenter');
    const sections = page.getByRole('main').getByRole('region');
    const games = (section: ReturnType<typeof sections.first>) => section.getByRole('list').getByRole('link');
    await expect(games(sections.first())).toHaveCount(6);
    const count = await sections.count();
    expect(count).toBeGreaterThan(3);
    const lastName = await sections.last().getByRole('heading').textContent();
    // The last vendor is far below a phone's screen: not asked for yet.
    expect(asked.length).toBeLessThan(count);
    await sections.last().scrollIntoViewIfNeeded();
    await expect(games(sections.last())).toHaveCount(6);
    expect(asked).toHaveLength(new Set(asked).size);
    await expect(page.getByRole('main').getByText(/DS88/)).toHaveCount(0);
    await sections.last().getByRole('link', { name: `More ${lastName} games` }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=\w+$/);
  });
});

test.describe('game lobby', () => {
  test('shows one vendor’s games by class with a way to its full list', async ({ page }) => {
    await page.goto('/m/gameLobby?vendor=PXS&gameType=RNG');
    await expect(page.getByRole('heading', { name: 'Pixel Slots' })).toBeVisible();
    const classes = page.getByRole('tablist', { name: 'Game classes' });
    await expect(classes.getByRole('tab').first()).toHaveText('All');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link').first()).toBeVisible();
    await classes.getByRole('tab').nth(1).click();
    await expect(classes.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.getByRole('link', { name: 'See the full list' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=PXS&classify=\w+$/);
  });

  test('a vendor the site does not have is said to be unavailable', async ({ page }) => {
    await page.goto('/m/gameLobby?vendor=DS88');
    await expect(page.getByText('This vendor is not available.')).toBeVisible();
    await page.getByRole('link', { name: 'Choose one in the game center' }).click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
  });
});
