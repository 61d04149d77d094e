import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type GameItem, type GameMenu } from '../../contract';
import { session } from '../support/fixtures';
import { gameItem } from './support/gamePlatform';
import { renderApp } from './support/renderApp';
import { startTestApp } from './support/testApp';

const catalogue: GameItem[] = Array.from({ length: 30 }, (_, index) =>
  gameItem({ nodeId: `RNG-${String(index + 1).padStart(4, '0')}`, vassalage: 'PXS', gameName: `Pixel Game ${index + 1}`, gameClassify: 'SLOT' }),
);

const menus: GameMenu[] = [
  {
    gameType: 'RNG',
    classes: ['SLOT', 'ARCADE'],
    vendors: [{ vassalage: 'PXS', name: 'Pixel Slots', mobileSmallIcon: 'vendor/PXS.svg', gameCount: 30, classes: ['SLOT'] }],
  },
  { gameType: 'FISH', classes: ['FISHING'], vendors: [{ vassalage: 'RFH', name: 'Reef Hunters', mobileSmallIcon: 'vendor/RFH.svg', gameCount: 1, classes: ['FISHING'] }] },
];

type Call = { method: string; url: URL; body: unknown };

/**
 * The platform's list, menus and favourites, answered from memory: favourites newest first; a
 * test makes the next favourite change fail with `failNextChange`.
 */
function fakePlatform({ favourites = [] as string[] } = {}) {
  const state = { favourites: [...favourites], failNextChange: false, held: null as Promise<void> | null };
  const calls: Call[] = [];
  const ok = (value: unknown) => Response.json({ success: true, value });
  const page = (games: GameItem[], pageNo: number, size: number) => ({
    games: games.slice((pageNo - 1) * size, pageNo * size),
    pageNum: pageNo,
    totalPages: Math.ceil(games.length / size),
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : null;
    calls.push({ method: request.method, url, body });
    const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
    switch (url.pathname) {
      case apiPaths.gameMenus:
        return ok(menus);
      case apiPaths.gameList: {
        const vassalage = url.searchParams.get('vassalage');
        return ok(page(catalogue.filter((game) => vassalage === null || game.vassalage === vassalage), pageNo, 26));
      }
      case apiPaths.favouriteIds:
        return ok(state.favourites);
      case apiPaths.favouriteGames: {
        if (request.method === 'GET') {
          const { games, ...rest } = page(
            state.favourites.map((nodeId) => catalogue.find((game) => game.nodeId === nodeId)!),
            pageNo,
            26,
          );
          return ok({ content: games, ...rest });
        }
        if (state.held) await state.held;
        if (state.failNextChange) {
          state.failNextChange = false;
          return Response.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 });
        }
        const nodeId = request.method === 'POST' ? (body as { nodeId: string }).nodeId : url.searchParams.get('nodeId')!;
        state.favourites = state.favourites.filter((id) => id !== nodeId);
        if (request.method === 'POST') state.favourites.unshift(nodeId);
        return ok({ nodeId, favourite: request.method === 'POST' });
      }
      default:
        return Response.json({ success: false, errorCode: 'system.error', message: `not faked: ${url.pathname}` }, { status: 500 });
    }
  });
  /** Keeps favourite changes unanswered until the returned release is called. */
  const hold = () => {
    let release = () => {};
    state.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      state.held = null;
      release();
    };
  };
  return { state, calls, hold, changes: () => calls.filter((call) => call.url.pathname === apiPaths.favouriteGames && call.method !== 'GET') };
}

const member = session({ token: 'member-token' });
const favouriteButton = (name: string) => screen.getByRole('button', { name: `Favourite ${name}` });

describe('the game list', () => {
  it('shows the first page, the vendors and the class tabs of the category, NEW first for slots', async () => {
    const platform = fakePlatform();
    await renderApp('/m/gameList?gameType=RNG');
    await screen.findByRole('link', { name: 'Pixel Game 1' });
    const classes = screen.getByRole('tablist', { name: 'Game types' });
    expect(within(classes).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'New', 'Favourites', 'Slots', 'Arcade']);
    expect(within(classes).getByRole('tab', { selected: true }).textContent).toBe('New');
    expect(within(screen.getByRole('list', { name: 'Vendors' })).getByRole('button', { name: 'Pixel Slots' })).toBeTruthy();
    const [list] = platform.calls.filter((call) => call.url.pathname === apiPaths.gameList);
    expect(Object.fromEntries(list!.url.searchParams)).toMatchObject({ gameType: 'RNG', isNew: '1', pageNo: '1' });
    const games = screen.getByRole('list', { name: 'Games' });
    expect(within(games).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('26');
    // Far from the end (rows are as tall as estimated), the next page waits.
    expect(platform.calls.filter((call) => call.url.pathname === apiPaths.gameList)).toHaveLength(1);
    expect(screen.queryByText('That is every game here.')).toBeNull();
  });

  it('a search goes to the platform on submit only', async () => {
    const platform = fakePlatform();
    const { user, router } = await renderApp('/m/gameList?gameType=RNG');
    await screen.findByRole('link', { name: 'Pixel Game 1' });
    const lists = () => platform.calls.filter((call) => call.url.pathname === apiPaths.gameList);
    const before = lists().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search games by name' }), '  Pixel 2 ');
    expect(lists()).toHaveLength(before);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('gameName')).toBe('Pixel 2'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ gameType: 'RNG', gameName: 'Pixel 2' }));
  });

  it('a guest who taps a favourite goes to log in, to come back with the game added', async () => {
    fakePlatform();
    const { user, router } = await renderApp('/m/gameList?gameType=RNG&classify=ALL');
    await user.click(await screen.findByRole('button', { name: 'Favourite Pixel Game 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    const redirect = String(router.state.location.search.redirect);
    expect(redirect).toMatch(/^\/m\/gameList\?/);
    expect(redirect).toContain('favouriteNode=RNG-0002');
    expect(redirect).toContain('favouriteVendor=PXS');
  });

  it('back from login, the game is added once and the address forgets it', async () => {
    const platform = fakePlatform();
    const testApp = await startTestApp({ session: member });
    const { router } = await renderApp('/m/gameList?gameType=RNG&classify=ALL&favouriteNode=RNG-0002&favouriteVendor=PXS', { app: testApp });
    await waitFor(() => expect(platform.changes()).toHaveLength(1));
    expect(platform.changes()[0]).toMatchObject({ method: 'POST', body: { nodeId: 'RNG-0002', vendor: 'PXS' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ gameType: 'RNG', classify: 'ALL' }));
    await waitFor(() => expect(favouriteButton('Pixel Game 2').getAttribute('aria-pressed')).toBe('true'));
    expect(platform.changes()).toHaveLength(1);
  });

  it('adding shows at once; a failed add is undone with a message', async () => {
    const platform = fakePlatform();
    const testApp = await startTestApp({ session: member });
    const { user } = await renderApp('/m/gameList?gameType=RNG&classify=ALL', { app: testApp });
    let release = platform.hold();
    await user.click(await screen.findByRole('button', { name: 'Favourite Pixel Game 3' }));
    await waitFor(() => expect(favouriteButton('Pixel Game 3').getAttribute('aria-pressed')).toBe('true'));
    expect(platform.state.favourites).toEqual([]);
    release();
    await waitFor(() => expect(platform.state.favourites).toEqual(['RNG-0003']));

    platform.state.failNextChange = true;
    release = platform.hold();
    await user.click(favouriteButton('Pixel Game 4'));
    await waitFor(() => expect(favouriteButton('Pixel Game 4').getAttribute('aria-pressed')).toBe('true'));
    release();
    await waitFor(() => expect(favouriteButton('Pixel Game 4').getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText(/Could not add to favourites/)).toBeTruthy();
    expect(favouriteButton('Pixel Game 3').getAttribute('aria-pressed')).toBe('true');
  });

  it('in the favourites, a removal shows at once; a failed one puts the game back in its place with a message', async () => {
    const platform = fakePlatform({ favourites: ['RNG-0005', 'RNG-0006', 'RNG-0007'] });
    const testApp = await startTestApp({ session: member });
    const { user } = await renderApp('/m/gameList?gameType=RNG&tab=fav', { app: testApp });
    const names = () => screen.getAllByRole('link').filter((link) => link.textContent?.startsWith('Pixel')).map((link) => link.textContent);
    await screen.findByRole('link', { name: 'Pixel Game 6' });
    expect(names()).toEqual(['Pixel Game 5', 'Pixel Game 6', 'Pixel Game 7']);

    platform.state.failNextChange = true;
    const release = platform.hold();
    await user.click(favouriteButton('Pixel Game 6'));
    await waitFor(() => expect(names()).toEqual(['Pixel Game 5', 'Pixel Game 7']));
    release();
    expect(await screen.findByText(/Could not remove from favourites/)).toBeTruthy();
    // The list renders in a deferred (interruptible) pass, so it may follow the message by a moment.
    await waitFor(() => expect(names()).toEqual(['Pixel Game 5', 'Pixel Game 6', 'Pixel Game 7']));
    expect(favouriteButton('Pixel Game 6').getAttribute('aria-pressed')).toBe('true');

    await user.click(favouriteButton('Pixel Game 5'));
    await waitFor(() => expect(names()).toEqual(['Pixel Game 6', 'Pixel Game 7']));
    await waitFor(() => expect(platform.state.favourites).toEqual(['RNG-0006', 'RNG-0007']));
    expect(names()).toEqual(['Pixel Game 6', 'Pixel Game 7']);
  });

  it('offers the minimum bet in the filter drawer for slots only', async () => {
    fakePlatform();
    const { user, router } = await renderApp('/m/gameList?gameType=RNG');
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    // The drawer is a lazy chunk: under a loaded machine it can take more than findBy's default second.
    const drawer = await screen.findByRole('dialog', { name: 'Filter games' }, { timeout: 5000 });
    await user.click(within(drawer).getByRole('radio', { name: '0.5' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ minBet: '0.5' }));
    await user.click(within(drawer).getByRole('link', { name: 'Fishing' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ gameType: 'FISH' }));
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const fishDrawer = await screen.findByRole('dialog', { name: 'Filter games' }, { timeout: 5000 });
    expect(within(fishDrawer).queryByRole('group', { name: 'Minimum bet' })).toBeNull();
    expect(within(fishDrawer).getByRole('group', { name: 'Vendor' })).toBeTruthy();
  });

  it('reloads the list 200 ms after a language change, keeping the filters', async () => {
    const platform = fakePlatform();
    const testApp = await startTestApp();
    const { user, router } = await renderApp('/m/gameList?gameType=RNG', { app: testApp });
    await user.click(await within(await screen.findByRole('list', { name: 'Vendors' })).findByRole('button', { name: 'Pixel Slots' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ vassalage: 'PXS' }));
    const lists = () => platform.calls.filter((call) => call.url.pathname === apiPaths.gameList).map((call) => call.url.searchParams);
    await waitFor(() => expect(lists().at(-1)?.get('vassalage')).toBe('PXS'));
    const before = lists().length;
    testApp.app.getSnapshot().children.language?.send({ type: 'user.select', code: 'pt' });
    expect(lists()).toHaveLength(before);
    await waitFor(() => expect(lists().at(-1)?.get('language')).toBe('pt'));
    expect(Object.fromEntries(lists().at(-1)!)).toMatchObject({ gameType: 'RNG', vassalage: 'PXS', isNew: '1', pageNo: '1' });
    expect(router.state.location.search).toEqual({ gameType: 'RNG', vassalage: 'PXS' });
  });

  it('says what an empty list means: favourites to keep, or filters to clear', async () => {
    fakePlatform();
    const testApp = await startTestApp({ session: member });
    const { router } = await renderApp('/m/gameList?gameType=RNG&tab=fav', { app: testApp });
    expect(await screen.findByText('No favourites yet. Tap the heart on a game to keep it here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await router.navigate({ to: '/m/gameList', search: { gameType: 'RNG', vassalage: 'NONE' } });
    expect(await screen.findByText('No games match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});
