import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import { inlineAnswersElementId } from '../contract';
import { layoutShift, pageTime, watchLayoutShifts } from './support/layoutShift';
import { test, expect, holdRequests, signInAs, submitLogin } from './support/test';

/** The game list's parts, by role and name as a person finds them. */
function gameList(page: Page) {
  const main = page.getByRole('main');
  return {
    search: main.getByRole('searchbox', { name: 'Search games by name' }),
    quickTab: (name: string) => main.getByRole('tablist', { name: 'Game lists' }).getByRole('tab', { name, exact: true }),
    classTab: (name: string) => main.getByRole('tablist', { name: 'Game types' }).getByRole('tab', { name, exact: true }),
    vendor: (name: string) => main.getByRole('list', { name: 'Vendors' }).getByRole('button', { name }),
    tiles: main.getByRole('list', { name: 'Games' }).getByRole('listitem'),
    game: (name: string) => main.getByRole('link', { name, exact: true }),
    favourite: (name: string) => main.getByRole('button', { name: `Favourite ${name}`, exact: true }),
    end: main.getByText('That is every game here.'),
    filter: main.getByRole('button', { name: 'Filter', exact: true }),
  };
}

/**
 * The list calls the page makes, with their parameters: its own, and the first page the server
 * asked for as it rendered the page and wrote into it (src/entry-server.tsx), which the app then takes.
 */
function watchListCalls(page: Page, path = '/wps/game/list') {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(url.searchParams);
  });
  const answersBlock = new RegExp(`<script type="application/json" id="${inlineAnswersElementId}">(.*?)</script>`);
  page.on('response', async (response: Response) => {
    if (response.request().resourceType() !== 'document') return;
    // A document without a body (a redirect, a page left before it came) carried nothing.
    const body = await response.text().catch(() => '');
    const answers: unknown = JSON.parse(answersBlock.exec(body)?.[1] ?? '{}');
    for (const key of Object.keys(answers ?? {})) {
      const url = new URL(key, response.url());
      if (url.pathname === path) calls.push(url.searchParams);
    }
  });
  return calls;
}

/** How many games the list has loaded so far: every tile says it, whichever rows are in the page. */
async function loadedCount(page: Page): Promise<number> {
  const size = await gameList(page).tiles.first().getAttribute('aria-setsize');
  return Number(size);
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** A vendor's games straight from the platform, in the list's order. */
async function vendorGames(request: APIRequestContext, gameType: string, vassalage: string) {
  const answer = await (await request.get(`/wps/game/list?gameType=${gameType}&vassalage=${vassalage}&pageSize=60`)).json();
  return answer.value.games as { gameName: string; nodeId: string; vassalage: string }[];
}

test.describe('game list', () => {
  test('a search runs on Enter, not on each letter, and the address keeps it', async ({ page, request }) => {
    const [game] = await vendorGames(request, 'RNG', 'PXS');
    const calls = watchListCalls(page);
    await page.goto('/m/gameList?gameType=RNG');
    const list = gameList(page);
    await expect(list.tiles.first()).toBeVisible();
    const before = calls.length;

    const word = game!.gameName.split(' ')[0]!;
    await list.search.fill(word.toUpperCase());
    expect(calls.length).toBe(before);
    await list.search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`gameName=${word.toUpperCase()}`));
    await expect(list.game(game!.gameName)).toBeVisible();
    // Search is case-insensitive: every game shown has the word in its name.
    for (const name of await list.tiles.getByRole('link').allTextContents()) expect(name.toLowerCase()).toContain(word.toLowerCase());
  });

  test('scrolling loads page 2 and stops at the last page; the page keeps few rows in it', async ({ page, request }) => {
    const games = await vendorGames(request, 'RNG', 'PXS');
    expect(games.length).toBeGreaterThan(26);
    const calls = watchListCalls(page);
    await page.goto('/m/gameList?gameType=RNG&vassalage=PXS&classify=ALL');
    const list = gameList(page);
    await expect.poll(() => loadedCount(page)).toBe(26);

    await scrollToEnd(page);
    await expect.poll(() => loadedCount(page)).toBe(games.length);
    await scrollToEnd(page);
    await expect(list.end).toBeVisible();
    await expect(list.game(games.at(-1)!.gameName)).toBeVisible();
    expect(calls.map((call) => call.get('pageNo'))).toEqual(['1', '2']);
    // Rows far above are out of the page: the DOM holds a window of the list, not all of it.
    expect(await list.tiles.count()).toBeLessThan(games.length);

    await scrollToEnd(page);
    await expect(list.end).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  test('a jump to the end of a long list shows its last games, asking only the pages on screen', async ({ page, request }) => {
    const first = (await (await request.get('/wps/game/list?gameType=RNG&pageNo=1')).json()).value as { totalPages: number };
    expect(first.totalPages, 'a list of many pages').toBeGreaterThan(5);
    const lastPage = (await (await request.get(`/wps/game/list?gameType=RNG&pageNo=${first.totalPages}`)).json()).value as {
      games: { gameName: string }[];
    };
    const lastGame = lastPage.games.at(-1)!.gameName;
    const calls = watchListCalls(page);
    await page.goto('/m/gameList?gameType=RNG&classify=ALL');
    await expect.poll(() => loadedCount(page)).toBe(26);

    const jumped = Date.now();
    await scrollToEnd(page);
    // The pages the rows at the end need come by number, not the 13 or so before them one a second
    // (which the page count below rules out; the pace itself is tests/machines/pagedList.test.ts's).
    await expect(gameList(page).game(lastGame)).toBeVisible();
    test.info().annotations.push({ type: 'jump to the end, last game shown after (ms)', description: String(Date.now() - jumped) });
    const asked = calls.map((call) => Number(call.get('pageNo')));
    expect(asked[0]).toBe(1);
    expect(asked).toContain(first.totalPages);
    expect(asked.length, `pages asked: ${asked.join(', ')}`).toBeLessThanOrEqual(4);
  });

  test('while the first page loads, what follows the list is out of sight: the games arriving move nothing on screen', async ({ page }) => {
    // The page's own list comes with it (the server's render): another vendor's is asked for.
    await page.goto('/m/gameList?gameType=RNG&classify=ALL');
    await expect(gameList(page).tiles.first()).toBeVisible();
    const release = await holdRequests(page, '**/wps/game/list?**');
    await gameList(page).vendor('Pixel Slots').click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    const footer = await page.getByRole('contentinfo').boundingBox();
    const viewport = page.viewportSize();
    if (footer === null || viewport === null) throw new Error('the footer or the viewport is not laid out');
    expect(footer.y).toBeGreaterThanOrEqual(viewport.height);
    release();
    await expect.poll(() => loadedCount(page)).toBe(26);
  });

  test('pages arriving at the end of the list move nothing on screen: the games to come have their place', async ({ page, request }) => {
    const games = await vendorGames(request, 'RNG', 'PXS');
    expect(games.length).toBeGreaterThan(26);
    await watchLayoutShifts(page);
    await page.goto('/m/gameList?gameType=RNG&vassalage=PXS&classify=ALL');
    await expect.poll(() => loadedCount(page)).toBe(26);
    await expect(gameList(page).vendor('Pixel Slots')).toBeVisible();
    const firstPageIn = await pageTime(page);
    // At the end of the first page, the footer in sight: the second page arrives.
    await scrollToEnd(page);
    await expect.poll(() => loadedCount(page)).toBe(games.length);
    await expect(gameList(page).end).toBeVisible();
    // The end of the list, and the page below it, stayed where they were.
    const shift = await layoutShift(page, firstPageIn);
    expect(shift.total, `layout shifts: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(0.01);
  });

  test('vendors arriving after the first games move nothing: the strip has its place', async ({ page }) => {
    const release = await holdRequests(page, '**/wps/game/menus?**');
    await watchLayoutShifts(page);
    await page.goto('/m/gameList?gameType=RNG&vassalage=PXS&classify=ALL');
    await expect.poll(() => loadedCount(page)).toBe(26);
    const gamesIn = await pageTime(page);
    release();
    await expect(gameList(page).vendor('Pixel Slots')).toBeVisible();
    const shift = await layoutShift(page, gamesIn);
    expect(shift.total, `layout shifts: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(0.01);
  });

  test('with larger text (a phone set to bigger text) the rows take the height their names need: the gap between rows stays', async ({ page }) => {
    // The root size a phone's text setting changes; the rows' estimate assumes 16 px. (Set once the
    // page's root exists, before the app draws the list.)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '20px';
      });
    });
    await page.goto('/m/gameList?gameType=RNG&classify=ALL');
    const tiles = gameList(page).tiles;
    await expect(tiles.nth(6)).toBeVisible();
    // The first column's tiles, one per row (three columns on this phone): each row starts the
    // rows' 12 px gap below the one above (gameList.css), neither into it nor further away.
    const boxes = await Promise.all([0, 3, 6].map((index) => tiles.nth(index).boundingBox()));
    for (let row = 1; row < boxes.length; row++) {
      const above = boxes[row - 1];
      const below = boxes[row];
      if (!above || !below) throw new Error('a tile is not laid out');
      expect(below.y - (above.y + above.height), `the gap above row ${row + 1}`).toBeCloseTo(12, 0);
    }
  });

  test('a tile that scrolls under the footer menu keeps its full tap target (axe target-size)', async ({ page, a11y }) => {
    await page.goto('/m/gameList?gameType=RNG');
    const list = gameList(page);
    await expect(list.tiles.first()).toBeVisible();
    const menu = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
    // A tile of the fifth row, below the menu before scrolling (held by name: rows are recycled).
    const favourite = list.favourite((await list.tiles.nth(12).getByRole('link').textContent()) ?? '');
    const before = await favourite.boundingBox();
    if (menu === null || before === null) throw new Error('the footer menu or the tile is not laid out');
    expect(before.y).toBeGreaterThan(menu.y);
    // Half of the favourite button under the menu: a sticky menu made axe fail it as too small.
    await page.evaluate((by) => window.scrollBy(0, by), before.y + before.height / 2 - menu.y);
    await expect
      .poll(async () => {
        const box = await favourite.boundingBox();
        return box !== null && box.y < menu.y && box.y + box.height > menu.y;
      })
      .toBe(true);
    await a11y.scanNow();
  });

  test('a page that fails says so and offers a retry that resumes where it stopped', async ({ page, request }) => {
    const games = await vendorGames(request, 'RNG', 'PXS');
    // Page 2 fails (its automatic retries too) until the network is back.
    let online = false;
    const pagesAsked: string[] = [];
    await page.route('**/wps/game/list?*', (route) => {
      const pageNo = new URL(route.request().url()).searchParams.get('pageNo') ?? '';
      pagesAsked.push(pageNo);
      return pageNo === '2' && !online ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto('/m/gameList?gameType=RNG&vassalage=PXS&classify=ALL');
    await expect.poll(() => loadedCount(page)).toBe(26);
    await scrollToEnd(page);
    // Said where the user looks: on screen over the failed page's rows, not in a row drawn above it.
    const retry = page.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(page.getByText('The next games could not be loaded.')).toBeInViewport();
    await expect(retry).toBeInViewport();
    // A failed page sets no more pages: scrolling does not ask again by itself.
    const asked = pagesAsked.length;
    await scrollToEnd(page);
    expect(pagesAsked).toHaveLength(asked);

    online = true;
    await retry.click();
    await expect.poll(() => loadedCount(page)).toBe(games.length);
    expect(pagesAsked.at(-1)).toBe('2');
    await scrollToEnd(page);
    await expect(gameList(page).end).toBeVisible();
  });

  test('a class chosen in the address is in sight when the list opens, its row scrolled sideways to it', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    const strip = page.getByRole('main').getByRole('tablist', { name: 'Game types' });
    const last = strip.getByRole('tab').last();
    await expect(last).toBeVisible();
    expect(await strip.evaluate((row) => row.scrollWidth - row.clientWidth), 'the row overflows the screen').toBeGreaterThan(0);
    await last.click();
    await expect(page).toHaveURL(/classify=/);
    await page.reload();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test('the minimum bet is offered for slots only, and the list follows it', async ({ page }) => {
    const calls = watchListCalls(page);
    await page.goto('/m/gameList?gameType=RNG');
    const list = gameList(page);
    await list.filter.click();
    const drawer = page.getByRole('dialog', { name: 'Filter games' });
    await drawer.getByRole('radio', { name: '0.05' }).check();
    await expect(page).toHaveURL(/minBet=/);
    await expect.poll(() => calls.at(-1)?.get('minBet')).toBe('0.05');
    await drawer.getByRole('button', { name: 'Done' }).click();

    await page.goto('/m/gameList?gameType=FISH');
    await gameList(page).filter.click();
    await expect(page.getByRole('dialog', { name: 'Filter games' }).getByRole('group', { name: 'Vendor' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Minimum bet' })).toHaveCount(0);
    // A minimum bet in a link to another category is dropped.
    await page.goto('/m/gameList?gameType=FISH&minBet=0.5');
    await expect.poll(() => calls.at(-1)?.get('minBet')).toBeNull();
  });

  test('NEW is the slots default; a vendor and a class go in the address; reload and back restore them', async ({ page }) => {
    const calls = watchListCalls(page);
    await page.goto('/m/gameList?gameType=RNG');
    const list = gameList(page);
    await expect(list.classTab('New')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => calls.at(-1)?.get('isNew')).toBe('1');

    await list.vendor('Pixel Slots').click();
    await expect(page).toHaveURL(/vassalage=PXS/);
    await list.classTab('Slots').click();
    await expect(page).toHaveURL(/classify=SLOT/);
    await expect.poll(() => [calls.at(-1)?.get('vassalage'), calls.at(-1)?.get('gameClassify')]).toEqual(['PXS', 'SLOT']);

    await page.reload();
    await expect(list.vendor('Pixel Slots')).toHaveAttribute('aria-pressed', 'true');
    await expect(list.classTab('Slots')).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await expect(page).toHaveURL(/vassalage=PXS/);
    await expect(page).not.toHaveURL(/classify=/);
    await expect(list.classTab('New')).toHaveAttribute('aria-selected', 'true');
    await expect(list.vendor('Pixel Slots')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(list.vendor('Pixel Slots')).toHaveAttribute('aria-pressed', 'false');
  });

  test('no result says so and clears the filters', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG&gameName=zzzz-no-such-game');
    await expect(page.getByText('No games match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(gameList(page).search).toHaveValue('');
    await expect(gameList(page).tiles.first()).toBeVisible();
  });

  test('a guest who opens favourites or recent games logs in first and comes back to them', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await gameList(page).quickTab('Favourites').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitLogin(page, 'demo_member');
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&tab=fav$/);
    await expect(gameList(page).quickTab('Favourites')).toHaveAttribute('aria-selected', 'true');
  });

  test('a guest who favourites a game logs in and comes back with it added', async ({ page, request }) => {
    const [game] = await vendorGames(request, 'RNG', 'PXS');
    await page.goto('/m/gameList?gameType=RNG&vassalage=PXS&classify=ALL');
    await gameList(page).favourite(game!.gameName).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitLogin(page, 'demo_member');
    await expect(page).toHaveURL(/\/m\/gameList\?/);
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ gameType: 'RNG', classify: 'ALL', vassalage: 'PXS' });
    await expect(gameList(page).favourite(game!.gameName)).toHaveAttribute('aria-pressed', 'true');
    await gameList(page).quickTab('Favourites').click();
    await expect(gameList(page).game(game!.gameName)).toBeVisible();
  });

  test('favourites: added at once, removed at once, and a removal that fails comes back with a message', async ({ page, request }) => {
    // Not the vendor's first game: the guest's favourite test adds that one, and the member's
    // favourites outlive a test on the worker's server (this test failed when the two shared one).
    const [, first, second] = await vendorGames(request, 'RNG', 'PXS');
    await signInAs(page, 'demo_member', '/m/gameList?gameType=RNG&vassalage=PXS&classify=ALL');
    const list = gameList(page);
    await expect(list.favourite(first!.gameName)).toHaveAttribute('aria-pressed', 'false');
    await expect(list.favourite(second!.gameName)).toHaveAttribute('aria-pressed', 'false');
    await list.favourite(first!.gameName).click();
    await expect(list.favourite(first!.gameName)).toHaveAttribute('aria-pressed', 'true');
    await list.favourite(second!.gameName).click();
    await expect(list.favourite(second!.gameName)).toHaveAttribute('aria-pressed', 'true');

    await list.quickTab('Favourites').click();
    // The latest added first.
    await expect(list.tiles.getByRole('link')).toHaveText([second!.gameName, first!.gameName]);

    await list.favourite(second!.gameName).click();
    await expect(list.tiles.getByRole('link')).toHaveText([first!.gameName]);

    await page.route('**/wps/game/favourite?*', (route) =>
      route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.continue(),
    );
    await list.favourite(first!.gameName).click();
    await expect(page.getByText('Could not remove from favourites: No Internet')).toBeVisible();
    await expect(list.tiles.getByRole('link')).toHaveText([first!.gameName]);
    await expect(list.favourite(first!.gameName)).toHaveAttribute('aria-pressed', 'true');

    await page.unrouteAll();
    await page.reload();
    await expect(list.tiles.getByRole('link')).toHaveText([first!.gameName]);
  });

  test('a launched game is first in recent games', async ({ page, request }) => {
    const games = await vendorGames(request, 'RNG', 'PXS');
    const played = games[3]!;
    await signInAs(page, 'demo_member', '/m/gameList?gameType=RNG&vassalage=PXS&classify=ALL');
    await gameList(page).game(played.gameName).click();
    await expect(page.getByRole('heading', { name: played.gameName })).toBeVisible();
    await page.goBack();
    await gameList(page).quickTab('Recent').click();
    await expect(gameList(page).tiles.getByRole('link').first()).toHaveText(played.gameName);
  });
});
