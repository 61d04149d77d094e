import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { defaultParseSearch } from '@tanstack/react-router';
import { apiPaths } from '../../contract';
import { gameMenusQuery, gameListQuery, vendorInfoQuery, vendorsQuery } from '../../src/api/gameQueries';
import { demoMenus, fakeCentrePlatform } from './support/centrePlatform';
import { demoVendorInfo, gameItem, vendorInfoOf } from './support/gamePlatform';
import { createTestAppRouter, renderApp } from './support/renderApp';
import { startTestApp } from './support/testApp';

/** Where a link leads, as the router reads it back: its path and its parsed query. */
function target(link: HTMLElement) {
  const [path, query = ''] = (link.getAttribute('href') ?? '').split('?');
  return { path, search: defaultParseSearch(query) };
}

const main = () => screen.getByRole('main');
const headings = () => within(main()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const linkNames = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.textContent);

/** A site with lotteries, and three slot vendors (the hidden one among them). */
const fullSite = vendorInfoOf([
  ['SPORTS', [['APX', 'Apex Sports'], ['TF', 'TF Esports'], ['RSTR', 'Rooster Ring'], ['DS88', 'DS88 Cockfight']]],
  ['FISH', [['RFH', 'Reef Hunters']]],
  ['RNG', [['PXS', 'Pixel Slots'], ['DS88', 'DS88 Slots'], ['NRL', 'Neon Reels']]],
  ['LOTT', [['LKD', 'Lucky Draw Lotto']]],
  ['ELOTT', [['TCG_LOTTO_VN', 'Saigon E-Lotto']]],
]);

/** Eight slots of a vendor, one of them the hidden vendor's (a platform mix-up the list must not show). */
const slotsOf = (vassalage: string) =>
  Array.from({ length: 8 }, (_, index) =>
    gameItem({ nodeId: `${vassalage}-${index + 1}`, vassalage: index === 0 ? 'DS88' : vassalage, gameName: `${vassalage} slot ${index + 1}` }),
  );

describe('/m/gameCenter', () => {
  it('shows every category in home’s order without HOT: e-sports after sports, cockfighting before fishing, DS88 nowhere', async () => {
    fakeCentrePlatform();
    await renderApp('/m/gameCenter');
    await screen.findByRole('region', { name: 'Sports' });
    expect(headings()).toEqual(['Sports', 'E-sports', 'Live casino', 'Cockfighting', 'Fishing', 'Slots', 'Originals']);
    expect(linkNames(screen.getByRole('region', { name: 'Sports' }))).toEqual(['Apex Sports']);
    expect(linkNames(screen.getByRole('region', { name: 'E-sports' }))).toEqual(['TF Esports']);
    expect(linkNames(screen.getByRole('region', { name: 'Cockfighting' }))).toEqual(['Rooster Ring']);
    expect(main().textContent).not.toContain('DS88');
  });

  it('leads each vendor where home does: a lobby vendor launches its lobby and comes back here, the others open their game list', async () => {
    fakeCentrePlatform();
    await renderApp('/m/gameCenter');
    const apex = await within(await screen.findByRole('region', { name: 'Sports' })).findByRole('link', { name: 'Apex Sports' });
    expect(target(apex)).toEqual({
      path: '/m/launchGame',
      search: { vendor: 'APX', gameId: 'lobby', nodeId: 'lobby', skipChoice: '1', back: '/m/gameCenter' },
    });
    const live = within(screen.getByRole('region', { name: 'Live casino' })).getByRole('link', { name: 'Lumina Live' });
    expect(target(live).search).toMatchObject({ vendor: 'LUMI', gameId: 'lobby' });
    expect(within(screen.getByRole('region', { name: 'Slots' })).getByRole('link', { name: 'Pixel Slots' }).getAttribute('href')).toBe(
      '/m/gameList?gameType=RNG&vassalage=PXS',
    );
    expect(within(screen.getByRole('region', { name: 'Fishing' })).getByRole('link', { name: 'Reef Hunters' }).getAttribute('href')).toBe(
      '/m/gameList?gameType=FISH&vassalage=RFH',
    );
    expect(within(screen.getByRole('region', { name: 'Originals' })).getByRole('link', { name: 'WinPlay Originals' }).getAttribute('href')).toBe(
      '/m/gameList?gameType=INHOUSE&vassalage=WPO',
    );
    // The logos fill the tiles' frames as they come.
    await waitFor(() => expect(apex.querySelector('img')?.getAttribute('src')).toBe('https://cdn.demo.test/vendor/APX.svg'));
  });

  it('leads from the first lottery category to the lottery list, once', async () => {
    fakeCentrePlatform({ vendorInfo: () => fullSite });
    await renderApp('/m/gameCenter');
    const lottery = await screen.findByRole('region', { name: 'Lottery' });
    expect(within(lottery).getByRole('link', { name: 'All lotteries' }).getAttribute('href')).toBe('/m/lottery');
    expect(screen.getAllByRole('link', { name: 'All lotteries' })).toHaveLength(1);
    expect(linkNames(screen.getByRole('region', { name: 'E-lottery' }))).toEqual(['Saigon E-Lotto']);
  });

  it('shows the vendors without their logos when the logos fail, and offers a retry when the categories fail', async () => {
    let fail = true;
    const platform = fakeCentrePlatform({ vendors: () => new Error('down'), vendorInfo: () => (fail ? new Error('down') : demoVendorInfo) });
    const { user } = await renderApp('/m/gameCenter');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    const apex = await screen.findByRole('link', { name: 'Apex Sports' });
    await waitFor(() => expect(platform.calls(apiPaths.vassalages).length).toBeGreaterThan(0));
    expect(apex.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Loading failed, click to retry' })).toBeNull();
  });
});

/** IntersectionObserver as a test drives it: `reveal(element)` tells its observers the element came near. */
function fakeIntersections() {
  const observers = new Set<FakeObserver>();
  class FakeObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    readonly elements = new Set<Element>();
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // jsdom has none: later tests load every section at once, as a browser without one does.
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    reveal(target: Element) {
      const rect = target.getBoundingClientRect();
      const entry: IntersectionObserverEntry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: 0,
      };
      for (const observer of observers) if (observer.elements.has(target)) act(() => observer.callback([entry], observer));
    },
  };
}

describe('/m/slotsCenter', () => {
  it('shows each slot vendor in home’s order with its top six games, without DS88, and a way to all its games', async () => {
    const platform = fakeCentrePlatform({
      vendorInfo: () => fullSite,
      gameList: (query) => ({ games: slotsOf(query.get('vassalage') ?? ''), pageNum: 1, totalPages: 2 }),
    });
    await renderApp('/m/slotsCenter');
    await screen.findByRole('region', { name: 'Pixel Slots' });
    expect(headings()).toEqual(['Pixel Slots', 'Neon Reels']);
    const pixel = screen.getByRole('region', { name: 'Pixel Slots' });
    await waitFor(() => expect(within(pixel).getAllByRole('link', { name: /PXS slot/ })).toHaveLength(6));
    expect(within(pixel).getAllByRole('link', { name: /PXS slot/ }).map((link) => link.textContent)).toEqual(
      ['PXS slot 2', 'PXS slot 3', 'PXS slot 4', 'PXS slot 5', 'PXS slot 6', 'PXS slot 7'],
    );
    const game = within(pixel).getByRole('link', { name: 'PXS slot 2' });
    expect(target(game).search).toMatchObject({ vendor: 'PXS', nodeId: 'PXS-2', back: '/m/slotsCenter' });
    const more = within(pixel).getByRole('link', { name: 'More Pixel Slots games' });
    expect(more.getAttribute('href')).toBe('/m/gameList?gameType=RNG&vassalage=PXS');
    const asked = platform.calls(apiPaths.gameList).map((query) => [query.get('gameType'), query.get('vassalage'), query.get('pageSize')]);
    expect(asked).toEqual([
      ['RNG', 'PXS', '6'],
      ['RNG', 'NRL', '6'],
    ]);
    expect(main().textContent).not.toContain('DS88');
  });

  it('asks for a vendor’s games only once its section comes near the screen', async () => {
    const intersections = fakeIntersections();
    const platform = fakeCentrePlatform({
      vendorInfo: () => fullSite,
      gameList: (query) => ({ games: slotsOf(query.get('vassalage') ?? ''), pageNum: 1, totalPages: 2 }),
    });
    await renderApp('/m/slotsCenter');
    const neon = await screen.findByRole('region', { name: 'Neon Reels' });
    expect(platform.calls(apiPaths.gameList)).toHaveLength(0);
    expect(within(neon).getByRole('status').textContent).toBe('Loading');
    intersections.reveal(neon);
    expect(await within(neon).findByRole('link', { name: 'NRL slot 2' })).toBeTruthy();
    expect(platform.calls(apiPaths.gameList).map((query) => query.get('vassalage'))).toEqual(['NRL']);
  });

  it('a vendor whose games fail offers its own retry; the others show theirs', async () => {
    let fail = true;
    fakeCentrePlatform({
      vendorInfo: () => fullSite,
      gameList: (query) =>
        fail && query.get('vassalage') === 'NRL' ? new Error('down') : { games: slotsOf(query.get('vassalage') ?? ''), pageNum: 1, totalPages: 1 },
    });
    const { user } = await renderApp('/m/slotsCenter');
    const neon = await screen.findByRole('region', { name: 'Neon Reels' });
    const retry = await within(neon).findByRole('button', { name: 'Loading failed, click to retry' });
    expect(await within(screen.getByRole('region', { name: 'Pixel Slots' })).findByRole('link', { name: 'PXS slot 2' })).toBeTruthy();
    fail = false;
    await user.click(retry);
    expect(await within(neon).findByRole('link', { name: 'NRL slot 2' })).toBeTruthy();
  });
});

describe('/m/gameLobby', () => {
  it('shows one vendor’s lobby: its name, category and count, its classes over its first page of games, and its full list', async () => {
    const platform = fakeCentrePlatform({
      gameList: (query) => ({ games: slotsOf(query.get('gameClassify') ?? 'PXS').slice(1, 4), pageNum: 1, totalPages: 2 }),
    });
    const { user } = await renderApp('/m/gameLobby?vendor=PXS&gameType=RNG');
    expect(await screen.findByRole('heading', { name: 'Pixel Slots' })).toBeTruthy();
    expect(main().textContent).toContain('Slots · 46 games');
    const classes = screen.getByRole('tablist', { name: 'Game classes' });
    expect(within(classes).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Video slots', 'Classic slots']);
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(linkNames(panel)).toEqual(['PXS slot 2', 'PXS slot 3', 'PXS slot 4']));
    expect(target(within(panel).getByRole('link', { name: 'PXS slot 2' })).search).toMatchObject({
      vendor: 'PXS',
      back: '/m/gameLobby?vendor=PXS&gameType=RNG',
    });
    expect(screen.getByRole('link', { name: 'See the full list' }).getAttribute('href')).toBe('/m/gameList?gameType=RNG&vassalage=PXS');

    await user.click(within(classes).getByRole('tab', { name: 'Classic slots' }));
    await waitFor(() => expect(linkNames(screen.getByRole('tabpanel'))).toEqual(['CLASSIC_SLOT slot 2', 'CLASSIC_SLOT slot 3', 'CLASSIC_SLOT slot 4']));
    const asked = platform.calls(apiPaths.gameList).map((query) => [query.get('gameType'), query.get('vassalage'), query.get('gameClassify')]);
    expect(asked).toEqual([
      ['RNG', 'PXS', null],
      ['RNG', 'PXS', 'CLASSIC_SLOT'],
    ]);
    expect(target(screen.getByRole('link', { name: 'See the full list' }))).toEqual({
      path: '/m/gameList',
      search: { gameType: 'RNG', vassalage: 'PXS', classify: 'CLASSIC_SLOT' },
    });
    expect(screen.queryByRole('link', { name: 'Open the lobby' })).toBeNull();
  });

  it('offers a vendor that is one lobby (a sportsbook) its lobby, and finds a vendor’s category when none is given', async () => {
    fakeCentrePlatform({ gameList: () => ({ games: [], pageNum: 1, totalPages: 0 }) });
    await renderApp('/m/gameLobby?vendor=APX');
    expect(await screen.findByRole('heading', { name: 'Apex Sports' })).toBeTruthy();
    expect(main().textContent).toContain('Sports · 6 games');
    expect(target(screen.getByRole('link', { name: 'Open the lobby' })).search).toEqual({
      vendor: 'APX',
      gameId: 'lobby',
      nodeId: 'lobby',
      skipChoice: '1',
      back: '/m/gameLobby?vendor=APX&gameType=SPORTS',
    });
    expect(await screen.findByText('No games here yet')).toBeTruthy();
  });

  it('shows one class without tabs', async () => {
    fakeCentrePlatform();
    await renderApp('/m/gameLobby?vendor=WPO&gameType=RNG');
    expect(await screen.findByRole('heading', { name: 'WinPlay Originals' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Originals Spin' })).toBeTruthy();
  });

  it.each(['?vendor=NOPE', '?vendor=DS88&gameType=SPORTS', ''])('says a vendor is not available (%s), with a way to the game centre', async (query) => {
    fakeCentrePlatform();
    await renderApp(`/m/gameLobby${query}`);
    expect(await screen.findByText('This vendor is not available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose one in the game center' }).getAttribute('href')).toBe('/m/gameCenter');
  });

  it('offers a retry when the menus fail', async () => {
    let fail = true;
    fakeCentrePlatform({ menus: () => (fail ? new Error('down') : demoMenus) });
    const { user } = await renderApp('/m/gameLobby?vendor=PXS');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Pixel Slots' })).toBeTruthy();
  });
});

describe('the centres’ routes start what they show', () => {
  async function appRouter() {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const testApp = await startTestApp();
    const fetching = (queryKey: readonly unknown[]) => testApp.queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
    return { router: createTestAppRouter(testApp), fetching, testApp };
  }

  it.each(['/m/gameCenter', '/m/slotsCenter'] as const)('%s starts the categories and the logos, without waiting', async (to) => {
    const { router, fetching } = await appRouter();
    await router.preloadRoute({ to });
    await vi.waitFor(() => expect(fetching(vendorInfoQuery('en', 'demo').queryKey)).toBe(true));
    expect(fetching(vendorsQuery('demo').queryKey)).toBe(true);
  });

  it('/m/gameLobby starts the menus, then the vendor’s first page', async () => {
    const { router, fetching, testApp } = await appRouter();
    testApp.queryClient.setQueryData(gameMenusQuery('en', 'demo').queryKey, demoMenus);
    await router.preloadRoute({ to: '/m/gameLobby', search: { vendor: 'PXS', gameType: 'RNG' } });
    const firstPage = gameListQuery({ gameType: 'RNG', vassalage: 'PXS', language: 'en', merchant: 'demo' }).queryKey;
    await vi.waitFor(() => expect(fetching(firstPage)).toBe(true));
  });
});
