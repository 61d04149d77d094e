import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorCodes,
  favouriteIdsSchema,
  favouriteListResponseSchema,
  favouritePageSize,
  favouriteStateSchema,
  recentAddResponseSchema,
  recentListResponseSchema,
  recentPageSize,
  type GameItem,
} from '../../contract';
import { gameCatalogue } from '../../server/db/game-catalogue';
import { favouriteGames, members } from '../../server/db/schema';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, devSession, jsonRequest, manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const catalogue = gameCatalogue().games;
const rng = catalogue.filter((game) => game.gameType === 'RNG');
const live = catalogue.filter((game) => game.gameType === 'LIVE');
/** The RNG game at `index` of the catalogue. */
function rngGame(index: number) {
  const game = rng[index];
  if (!game) throw new Error(`no RNG game ${index}`);
  return game;
}
const change = (game: { nodeId: string; vassalage: string }) => ({ nodeId: game.nodeId, vendor: game.vassalage });

async function memberToken(account = 'demo_member') {
  return (await devSession(platform.app, account)).token;
}

function get(path: string, query: Record<string, string>, token?: string) {
  return platform.app.request(`${path}?${new URLSearchParams(query)}`, { headers: token ? bearer(token) : {} });
}

function addFavourite(game: { nodeId: string; vassalage: string }, token: string) {
  return platform.app.request(apiPaths.favouriteGames, jsonRequest('POST', change(game), bearer(token)));
}

function removeFavourite(game: { nodeId: string; vassalage: string }, token: string) {
  return platform.app.request(`${apiPaths.favouriteGames}?${new URLSearchParams(change(game))}`, { method: 'DELETE', headers: bearer(token) });
}

/** Adds the games in order, a second apart: the last one is the newest. */
async function favourite(games: readonly { nodeId: string; vassalage: string }[], token: string) {
  for (const game of games) {
    clock.advance(1000);
    expect(await expectSuccess(await addFavourite(game, token), favouriteStateSchema)).toEqual({ nodeId: game.nodeId, favourite: true });
  }
}

async function favourites(token: string, query: Record<string, string> = {}) {
  return expectSuccess(await get(apiPaths.favouriteGames, query, token), favouriteListResponseSchema);
}

async function ids(token: string) {
  return expectSuccess(await get(apiPaths.favouriteIds, {}, token), favouriteIdsSchema);
}

async function recent(token: string, query: Record<string, string> = {}) {
  return expectSuccess(await get(apiPaths.recentGames, query, token), recentListResponseSchema);
}

const nodeIds = (games: readonly GameItem[]) => games.map((game) => game.nodeId);
const newestFirst = <T>(items: readonly T[]) => [...items].reverse();

describe('favourites', () => {
  it('adds a game, lists it with its fields, and gives its node id as a string', async () => {
    const token = await memberToken();
    const [game] = rng;
    if (!game) throw new Error('no RNG game');
    await favourite([game], token);
    const list = await favourites(token);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(list.content).toEqual([
      expect.objectContaining({ nodeId: game.nodeId, gameName: game.gameName, vassalage: game.vassalage, gameType: 'RNG', minBet: Number(game.minBet) }),
    ]);
    expect(await ids(token)).toEqual([game.nodeId]);
  });

  it('lists the latest added first, and adding one again changes nothing', async () => {
    const token = await memberToken();
    const games = rng.slice(0, 5);
    await favourite(games, token);
    await favourite([rngGame(1)], token);
    expect(nodeIds((await favourites(token)).content)).toEqual(newestFirst(games.map((game) => game.nodeId)));
    expect(await ids(token)).toEqual(newestFirst(games.map((game) => game.nodeId)));
  });

  it('removes at once, and removing one that is not a favourite is fine', async () => {
    const token = await memberToken();
    const [first, second] = rng;
    if (!first || !second) throw new Error('no RNG games');
    await favourite([first, second], token);
    expect(await expectSuccess(await removeFavourite(first, token), favouriteStateSchema)).toEqual({ nodeId: first.nodeId, favourite: false });
    expect(await ids(token)).toEqual([second.nodeId]);
    expect(await expectSuccess(await removeFavourite(first, token), favouriteStateSchema)).toEqual({ nodeId: first.nodeId, favourite: false });
    expect(nodeIds((await favourites(token)).content)).toEqual([second.nodeId]);
  });

  it('pages by 26 from page 1, newest first; a page past the end is empty', async () => {
    const token = await memberToken();
    const games = rng.slice(0, 30);
    await favourite(games, token);
    const expected = newestFirst(games.map((game) => game.nodeId));
    const first = await favourites(token);
    expect(first.content).toHaveLength(favouritePageSize);
    expect([first.pageNum, first.totalPages]).toEqual([1, 2]);
    const second = await favourites(token, { pageNo: '2' });
    expect([...nodeIds(first.content), ...nodeIds(second.content)]).toEqual(expected);
    expect(await favourites(token, { pageNo: '3' })).toEqual({ content: [], pageNum: 3, totalPages: 2 });
    expect(nodeIds((await favourites(token, { pageNo: '2', pageSize: '10' })).content)).toEqual(expected.slice(10, 20));
  });

  it('narrows to a category and to a vendor', async () => {
    const token = await memberToken();
    const vendor = rng[0]?.vassalage;
    await favourite([...rng.slice(0, 12), ...live.slice(0, 3)], token);
    const rngOnly = await favourites(token, { gameType: 'RNG' });
    expect(rngOnly.content).toHaveLength(12);
    expect(rngOnly.content.every((game) => game.gameType === 'RNG')).toBe(true);
    const vendorOnly = await favourites(token, { gameType: 'RNG', vassalage: vendor ?? '', language: 'en' });
    expect(vendorOnly.content.length).toBeGreaterThan(0);
    expect(nodeIds(vendorOnly.content)).toEqual(
      newestFirst(rng.slice(0, 12).filter((game) => game.vassalage === vendor)).map((game) => game.nodeId),
    );
    expect(await favourites(token, { gameType: 'FISH' })).toEqual({ content: [], pageNum: 1, totalPages: 0 });
  });

  it("are each member's own", async () => {
    const member = await memberToken();
    const agent = await memberToken('demo_agent');
    await favourite(rng.slice(0, 2), member);
    expect(await ids(agent)).toEqual([]);
    expect((await favourites(agent)).totalPages).toBe(0);
    await favourite(rng.slice(5, 6), agent);
    expect(await ids(member)).toHaveLength(2);
  });

  it('refuses a game that does not exist with that vendor, with game.unavailable', async () => {
    const token = await memberToken();
    const [game] = rng;
    if (!game) throw new Error('no RNG game');
    for (const unknown of [
      { nodeId: 'RNG-9999', vassalage: game.vassalage },
      { nodeId: game.nodeId, vassalage: 'TF' },
    ]) {
      for (const response of [await addFavourite(unknown, token), await removeFavourite(unknown, token)]) {
        const failure = await expectFailure(response);
        expect([failure.status, failure.errorCode]).toEqual([404, errorCodes.gameUnavailable]);
      }
    }
    expect(await ids(token)).toEqual([]);
  });

  it('are emptied by a reset and go with their member', async () => {
    const token = await memberToken();
    await favourite(rng.slice(0, 3), token);
    await platform.app.request(devControlPaths.reset, { method: 'POST' });
    expect(await platform.db.select().from(favouriteGames)).toEqual([]);

    await favourite(rng.slice(0, 3), await memberToken());
    await platform.db.delete(members).where(eq(members.account, 'demo_member'));
    expect(await platform.db.select().from(favouriteGames)).toEqual([]);
  });
});

describe('recent games', () => {
  it('lists launched games newest first, a game once at its latest launch', async () => {
    const token = await memberToken();
    const played = [rng[0], live[0], rng[1]].flatMap((game) => (game ? [game] : []));
    const launch = async (game: (typeof catalogue)[number]) => {
      clock.advance(1000);
      const gameId = game.gameId ?? game.roomId ?? '';
      const response = await get(apiPaths.launchGame, { vendor: game.vassalage, gameId, nodeId: game.nodeId }, token);
      expect(response.status).toBe(200);
    };
    for (const game of played) await launch(game);
    if (played[0]) await launch(played[0]);
    const list = await recent(token);
    expect(nodeIds(list.content)).toEqual([played[0], played[2], played[1]].map((game) => game?.nodeId));
    expect([list.pageNum, list.totalPages]).toEqual([1, 1]);
    expect(nodeIds((await recent(token, { gameType: 'LIVE', clientType: '2', language: 'en' })).content)).toEqual([played[1]?.nodeId]);
  });

  it('adds a game by node id and vendor (GET), moving it first', async () => {
    const token = await memberToken();
    for (const game of rng.slice(0, 3)) {
      clock.advance(1000);
      expect(await expectSuccess(await get(apiPaths.addRecentGame, change(game), token), recentAddResponseSchema)).toEqual({ nodeId: game.nodeId });
    }
    clock.advance(1000);
    await expectSuccess(await get(apiPaths.addRecentGame, change(rngGame(0)), token), recentAddResponseSchema);
    expect(nodeIds((await recent(token)).content)).toEqual([rng[0], rng[2], rng[1]].map((game) => game?.nodeId));

    const failure = await expectFailure(await get(apiPaths.addRecentGame, { nodeId: rng[0]?.nodeId ?? '', vendor: 'TF' }, token));
    expect([failure.status, failure.errorCode]).toEqual([404, errorCodes.gameUnavailable]);
  });

  it('pages by 25 from page 1; a page past the end is empty', async () => {
    const token = await memberToken();
    const games = rng.slice(0, 27);
    for (const game of games) {
      clock.advance(1000);
      await expectSuccess(await get(apiPaths.addRecentGame, change(game), token), recentAddResponseSchema);
    }
    const first = await recent(token);
    expect(first.content).toHaveLength(recentPageSize);
    expect(first.totalPages).toBe(2);
    const second = await recent(token, { page: '2' });
    expect([...nodeIds(first.content), ...nodeIds(second.content)]).toEqual(newestFirst(games.map((game) => game.nodeId)));
    expect(await recent(token, { page: '4' })).toEqual({ content: [], pageNum: 4, totalPages: 2 });
  });
});

describe('member game lists need a session', () => {
  const game = rng[0] ?? { nodeId: 'x', vassalage: 'x' };
  const calls: [string, () => Response | Promise<Response>][] = [
    ['favourite list', () => get(apiPaths.favouriteGames, {})],
    ['favourite ids', () => get(apiPaths.favouriteIds, {})],
    ['add favourite', () => platform.app.request(apiPaths.favouriteGames, jsonRequest('POST', change(game)))],
    ['remove favourite', () => platform.app.request(`${apiPaths.favouriteGames}?${new URLSearchParams(change(game))}`, { method: 'DELETE' })],
    ['recent list', () => get(apiPaths.recentGames, {})],
    ['add recent', () => get(apiPaths.addRecentGame, change(game))],
  ];
  it.each(calls)('%s answers 401 to a guest', async (_, call) => {
    const failure = await expectFailure(await call());
    expect([failure.status, failure.errorCode]).toEqual([401, errorCodes.unauthorized]);
  });
});

describe('member game lists: bad parameters', () => {
  const game = rng[0] ?? { nodeId: 'x', vassalage: 'x' };
  const cases: [label: string, field: string, request: (token: string) => Response | Promise<Response>][] = [
    ['favourites pageSize=61', 'pageSize', (token) => get(apiPaths.favouriteGames, { pageSize: '61' }, token)],
    ['favourites pageNo=0', 'pageNo', (token) => get(apiPaths.favouriteGames, { pageNo: '0' }, token)],
    ['favourites gameType=HOT', 'gameType', (token) => get(apiPaths.favouriteGames, { gameType: 'HOT' }, token)],
    ['favourites vassalage too long', 'vassalage', (token) => get(apiPaths.favouriteGames, { vassalage: 'V'.repeat(33) }, token)],
    ['add without nodeId', 'nodeId', (token) => platform.app.request(apiPaths.favouriteGames, jsonRequest('POST', { vendor: 'PXS' }, bearer(token)))],
    ['add with a numeric nodeId', 'nodeId', (token) => platform.app.request(apiPaths.favouriteGames, jsonRequest('POST', { nodeId: 42, vendor: 'PXS' }, bearer(token)))],
    ['add with an empty nodeId', 'nodeId', (token) => platform.app.request(apiPaths.favouriteGames, jsonRequest('POST', { nodeId: '', vendor: 'PXS' }, bearer(token)))],
    ['remove without vendor', 'vendor', (token) => platform.app.request(`${apiPaths.favouriteGames}?nodeId=${game.nodeId}`, { method: 'DELETE', headers: bearer(token) })],
    ['recent page=0', 'page', (token) => get(apiPaths.recentGames, { page: '0' }, token)],
    ['recent pageSize=61', 'pageSize', (token) => get(apiPaths.recentGames, { pageSize: '61' }, token)],
    ['recent gameType=slots', 'gameType', (token) => get(apiPaths.recentGames, { gameType: 'slots' }, token)],
    ['recent clientType=1', 'clientType', (token) => get(apiPaths.recentGames, { clientType: '1' }, token)],
    ['add recent without nodeId', 'nodeId', (token) => get(apiPaths.addRecentGame, { vendor: game.vassalage }, token)],
  ];
  it.each(cases)('%s answers 400 naming %s', async (_, field, request) => {
    const failure = await expectFailure(await request(await memberToken()));
    expect([failure.status, failure.errorCode, failure.value?.field]).toEqual([400, errorCodes.validation, field]);
  });
});
