import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  apiPaths,
  cockfightVendors,
  eLotteryVendor,
  esportsVendor,
  errorCodes,
  gameCategories,
  gameListResponseSchema,
  gamePageSize,
  gameTypeListSchema,
  hiddenVendor,
  hotGameListSchema,
  vendorInfoSchema,
  vendorListSchema,
  type GameItem,
} from '../../contract';
import { buildGameCatalogue } from '../../server/db/game-catalogue';
import { openDatabase } from '../../server/db/open';
import { gamePageSelect } from '../../server/services/games';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { startPlatform, usePlatform, type App } from './support/platform';

const platform = usePlatform();

async function gamePage(app: App, params: Record<string, string> = {}) {
  const response = await app.request(`${apiPaths.gameList}?${new URLSearchParams(params).toString()}`);
  return expectSuccess(response, gameListResponseSchema);
}

/** Every game the filters let through, read page by page. */
async function allGames(app: App, params: Record<string, string> = {}): Promise<GameItem[]> {
  const games: GameItem[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await gamePage(app, { ...params, pageNo: String(pageNo), pageSize: '60' });
    games.push(...page.games);
    if (pageNo >= page.totalPages) return games;
  }
}

async function getValue<T extends Parameters<typeof expectSuccess>[1]>(app: App, path: string, schema: T) {
  return expectSuccess(await app.request(path), schema);
}

/** What EXPLAIN answers through PGlite: one row per line of the plan. */
const explainSchema = z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) });

const names = (games: readonly GameItem[]) => games.map((game) => game.gameName);

describe('the game catalogue', () => {
  it('holds 600+ games of 20+ vendors, with games in every category and TF and DS88 among the vendors', async () => {
    const games = await allGames(platform.app);
    const vendors = await getValue(platform.app, apiPaths.vassalages, vendorListSchema);
    expect(games.length).toBeGreaterThanOrEqual(600);
    expect(vendors.length).toBeGreaterThanOrEqual(20);
    for (const category of gameCategories) {
      expect(games.filter((game) => game.gameType === category).length, category).toBeGreaterThan(0);
    }
    const codes = vendors.map((vendor) => vendor.vassalage);
    expect(codes).toEqual(expect.arrayContaining([esportsVendor, hiddenVendor, ...cockfightVendors, eLotteryVendor]));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(games.map((game) => game.vassalage))).toEqual(new Set(codes));
  });

  it('gives every game a unique node id and name, its images, and a gameId or a roomId by kind', async () => {
    const games = await allGames(platform.app);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.gameName?.toLowerCase())).size).toBe(games.length);
    for (const game of games) {
      expect(game.nodeId).toMatch(new RegExp(`^${game.gameType}-\\d{4}$`));
      expect(game.nodeName).toBe(game.gameName);
      expect(game.showIcon).toBe(`game/${game.nodeId}.webp`);
      expect(game.iconUrl).toBe(`game/${game.nodeId}.webp`);
      expect(game.mobileLargeIcon).toBe(`game/${game.nodeId}-l.webp`);
      expect(game.mobileSmallIcon).toBe(`game/${game.nodeId}-s.webp`);
      expect([0.01, 0.05, 0.1, 0.5, 0.75, 1]).toContain(game.minBet);
      expect(['Tradition', 'Entertainment', 'Tradition,Entertainment']).toContain(game.supportPlay);
      expect(game.gameClassify).toBeTruthy();
      const isRoom = ['SPORTS', 'LIVE', 'LOTT', 'ELOTT'].includes(game.gameType);
      expect([game.gameId === null, game.roomId === null], game.nodeId).toEqual([isRoom, !isRoom]);
    }
    expect(games.filter((game) => game.isNew).length).toBeGreaterThan(20);
  });

  it('is made without randomness: two builds are the same', () => {
    const random = vi.spyOn(Math, 'random');
    expect(buildGameCatalogue()).toEqual(buildGameCatalogue());
    expect(random).not.toHaveBeenCalled();
  });

  it('is the same on a platform that seeded it itself as on one started from the template', async () => {
    // The template was made in another process; here seed() inserts the catalogue into an empty one.
    const opened = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await opened.db.execute(sql`TRUNCATE favourite_games, games, vendor_game_types, vendors, game_categories`);
    const seededHere = await startPlatform({ database: opened });
    try {
      expect(await allGames(seededHere.app)).toEqual(await allGames(platform.app));
      const sameAnswer = async <T extends Parameters<typeof expectSuccess>[1]>(path: string, schema: T) =>
        expect(await getValue(seededHere.app, path, schema), path).toEqual(await getValue(platform.app, path, schema));
      await sameAnswer(apiPaths.hotGames, hotGameListSchema);
      await sameAnswer(apiPaths.vassalages, vendorListSchema);
      await sameAnswer(apiPaths.vendorInfo, vendorInfoSchema);
      await sameAnswer(apiPaths.vendorGameTypes, gameTypeListSchema);
    } finally {
      await seededHere.close();
      await opened.close();
    }
  });

  it('survives /dev/reset, which puts back everything else', async () => {
    const before = await allGames(platform.app);
    const response = await platform.app.request(devControlPaths.reset, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await allGames(platform.app)).toEqual(before);
  });
});

describe('GET game list filters', () => {
  it('gameType keeps one category', async () => {
    const all = await allGames(platform.app);
    for (const category of gameCategories) {
      const games = await allGames(platform.app, { gameType: category });
      expect(games.every((game) => game.gameType === category), category).toBe(true);
      expect(games.length, category).toBe(all.filter((game) => game.gameType === category).length);
    }
  });

  it('vassalage keeps one vendor: the e-sports rooms, and the in-house RNG games the INHOUSE tab shows', async () => {
    const esports = await allGames(platform.app, { vassalage: esportsVendor });
    expect(esports.length).toBeGreaterThan(0);
    expect(esports.every((game) => game.vassalage === esportsVendor && game.gameType === 'SPORTS')).toBe(true);

    const info = await getValue(platform.app, apiPaths.vendorInfo, vendorInfoSchema);
    const [inHouse] = info.mapping.INHOUSE ?? [];
    expect(inHouse).toBeDefined();
    const inHouseRng = await allGames(platform.app, { gameType: 'RNG', vassalage: inHouse?.vassalage ?? '' });
    expect(inHouseRng.length).toBeGreaterThan(0);
    expect(inHouseRng.every((game) => game.gameType === 'RNG' && game.vassalage === inHouse?.vassalage)).toBe(true);
  });

  it('gameClassify matches gameClassify or gameClassifyNew', async () => {
    const fishing = await allGames(platform.app, { gameClassify: 'FISHING' });
    expect(fishing.length).toBeGreaterThan(0);
    expect(fishing.every((game) => game.gameClassify === 'FISHING')).toBe(true);
    const videoSlots = await allGames(platform.app, { gameType: 'RNG', gameClassify: 'VIDEO_SLOT' });
    expect(videoSlots.length).toBeGreaterThan(0);
    expect(videoSlots.every((game) => game.gameClassify === 'SLOT' && game.gameClassifyNew === 'VIDEO_SLOT')).toBe(true);
    expect(await gamePage(platform.app, { gameClassify: 'NO_SUCH_CLASS' })).toEqual({ games: [], pageNum: 1, totalPages: 0 });
  });

  it('isNew=1 keeps the new games', async () => {
    const all = await allGames(platform.app, { gameType: 'RNG' });
    const fresh = await allGames(platform.app, { gameType: 'RNG', isNew: '1' });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).toEqual(all.filter((game) => game.isNew));
  });

  it('minBet keeps the games that stake can play: a minimum bet at most the one chosen', async () => {
    const all = await allGames(platform.app, { gameType: 'RNG' });
    for (const minBet of ['0.01', '0.05', '0.1', '0.5', '0.75']) {
      const playable = await allGames(platform.app, { gameType: 'RNG', minBet });
      expect(playable.length, minBet).toBeGreaterThan(0);
      expect(playable, minBet).toEqual(all.filter((game) => game.minBet <= Number(minBet)));
    }
  });

  it('combines filters', async () => {
    const all = await allGames(platform.app);
    const games = await allGames(platform.app, { gameType: 'RNG', minBet: '0.5', isNew: '1', gameName: 'e' });
    expect(games.length).toBeGreaterThan(0);
    expect(games).toEqual(
      all.filter((game) => game.gameType === 'RNG' && game.minBet <= 0.5 && game.isNew && game.gameName?.toLowerCase().includes('e')),
    );
  });

  it('accepts the language and platform parameters of §7 and answers the same', async () => {
    const plain = await gamePage(platform.app, { gameType: 'LIVE' });
    expect(await gamePage(platform.app, { gameType: 'LIVE', language: 'fil', merchant: 'DEMO', platform: 'html5', clientType: '2' })).toEqual(plain);
  });
});

describe('GET game list search (gameName)', () => {
  it('matches a part of the name whatever its case', async () => {
    const lower = await allGames(platform.app, { gameName: 'dragon' });
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.every((game) => game.gameName?.toLowerCase().includes('dragon'))).toBe(true);
    expect(await allGames(platform.app, { gameName: 'DrAgOn' })).toEqual(lower);
    const all = await allGames(platform.app);
    expect(lower).toEqual(all.filter((game) => game.gameName?.toLowerCase().includes('dragon')));
  });

  it('ignores accents both ways', async () => {
    const plain = await allGames(platform.app, { gameName: 'pinata' });
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((game) => game.gameName?.includes('Piñata'))).toBe(true);
    expect(await allGames(platform.app, { gameName: 'PIÑATA' })).toEqual(plain);
    const cafe = names(await allGames(platform.app, { gameName: 'cafe' }));
    expect(cafe.length).toBeGreaterThan(0);
    expect(cafe.every((name) => name?.includes('Café'))).toBe(true);
  });

  it('treats %, _ and \\ literally, and other punctuation as itself', async () => {
    for (const gameName of ['%', '_', '\\', 'a%b', 'dragon_']) {
      expect(await gamePage(platform.app, { gameName }), gameName).toEqual({ games: [], pageNum: 1, totalPages: 0 });
    }
    expect((await allGames(platform.app, { gameName: '6/45' })).every((game) => game.gameName?.includes('6/45'))).toBe(true);
    expect((await allGames(platform.app, { gameName: "hold'em" })).length).toBeGreaterThan(0);
  });

  it('is served by the trigram index on the search name, not by reading every game', async () => {
    // 652 games fit in a few pages, so the planner rightly prefers reading them all; with that
    // ruled out, the plan shows the index can answer a search for a part of a name on its own.
    const plan = await platform.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = explainSchema.parse(await tx.execute(sql`EXPLAIN ${gamePageSelect(tx, { gameName: 'Dragon' })}`));
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on games_search_name_trgm_idx .*\n\s+Index Cond: \(search_name ~~ '%dragon%'::text\)/);
    expect(plan).not.toContain('Seq Scan');
  });

  it('treats a blank search as none', async () => {
    expect(await gamePage(platform.app, { gameName: '   ' })).toEqual(await gamePage(platform.app));
  });
});

describe('GET game list paging', () => {
  it('answers 26 games a page by default, in one stable order that covers every game once', async () => {
    const first = await gamePage(platform.app, { gameType: 'RNG' });
    expect(first.games).toHaveLength(gamePageSize);
    expect(first.pageNum).toBe(1);
    const all = await allGames(platform.app, { gameType: 'RNG' });
    expect(first.totalPages).toBe(Math.ceil(all.length / gamePageSize));
    const paged: GameItem[] = [];
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo += 1) {
      const page = await gamePage(platform.app, { gameType: 'RNG', pageNo: String(pageNo) });
      expect(page.pageNum).toBe(pageNo);
      expect(page.totalPages).toBe(first.totalPages);
      paged.push(...page.games);
    }
    expect(paged).toEqual(all);
    expect(await gamePage(platform.app, { gameType: 'RNG' })).toEqual(first);
  });

  it('ends with a short last page, and a page past the end is empty with the same totalPages', async () => {
    const all = await allGames(platform.app, { gameType: 'LIVE' });
    const totalPages = Math.ceil(all.length / gamePageSize);
    const last = await gamePage(platform.app, { gameType: 'LIVE', pageNo: String(totalPages) });
    expect(last.games).toEqual(all.slice((totalPages - 1) * gamePageSize));
    for (const pageNo of [totalPages + 1, 99_999]) {
      expect(await gamePage(platform.app, { gameType: 'LIVE', pageNo: String(pageNo) })).toEqual({ games: [], pageNum: pageNo, totalPages });
    }
  });

  it('takes a page size up to 60', async () => {
    expect((await gamePage(platform.app, { pageSize: '60' })).games).toHaveLength(60);
    expect((await gamePage(platform.app, { pageSize: '1', pageNo: '2' })).games).toHaveLength(1);
  });
});

describe('GET hot games', () => {
  it('lists about two dozen hot games, hottest first, never the hidden vendor', async () => {
    const hot = await getValue(platform.app, apiPaths.hotGames, hotGameListSchema);
    expect(hot.length).toBeGreaterThanOrEqual(20);
    expect(new Set(hot.map((game) => game.gameType)).size).toBeGreaterThan(4);
    expect(hot.some((game) => game.vassalage === hiddenVendor)).toBe(false);
    expect(new Set(hot.map((game) => game.nodeId)).size).toBe(hot.length);
    const again = await getValue(platform.app, `${apiPaths.hotGames}?isPlatform=2&platform=html5&language=EN&merchantCode=DEMO`, hotGameListSchema);
    expect(again).toEqual(hot);
  });

  it('narrows to one category in the same order', async () => {
    const hot = await getValue(platform.app, apiPaths.hotGames, hotGameListSchema);
    const rng = await getValue(platform.app, `${apiPaths.hotGames}?gameType=RNG`, hotGameListSchema);
    expect(rng.length).toBeGreaterThan(0);
    expect(rng).toEqual(hot.filter((game) => game.gameType === 'RNG'));
  });
});

describe('GET categories and vendors', () => {
  it('vendor game types: the site order, without HOT (the client adds it)', async () => {
    const types = await getValue(platform.app, `${apiPaths.vendorGameTypes}?typeId=1&merchant_code=DEMO`, gameTypeListSchema);
    expect(types).toEqual(['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT']);
  });

  it('vassalages: every vendor with its categories and logo', async () => {
    const vendors = await getValue(platform.app, apiPaths.vassalages, vendorListSchema);
    for (const vendor of vendors) {
      expect(vendor.mobileSmallIcon).toBe(`vendor/${vendor.vassalage}.svg`);
      expect(vendor.gameTypes.length, vendor.vassalage).toBeGreaterThan(0);
    }
    const categoriesOf = (code: string) => vendors.find((vendor) => vendor.vassalage === code)?.gameTypes;
    expect(categoriesOf(esportsVendor)).toEqual(['SPORTS']);
    for (const code of cockfightVendors) expect(categoriesOf(code)).toEqual(['SPORTS']);
    expect(categoriesOf(eLotteryVendor)).toEqual(['ELOTT']);
  });

  it('vendor info: sorting follows the site order, mapping holds the same entries, and every entry is a vendor with games there', async () => {
    const info = await getValue(platform.app, `${apiPaths.vendorInfo}?language=EN`, vendorInfoSchema);
    const types = await getValue(platform.app, apiPaths.vendorGameTypes, gameTypeListSchema);
    const vendors = await getValue(platform.app, apiPaths.vassalages, vendorListSchema);
    expect(info.sorting.map((entry) => entry.gameCategory)).toEqual(types);
    for (const { gameCategory, vendorNames } of info.sorting) {
      expect(info.mapping[gameCategory]).toEqual(vendorNames);
      expect(vendorNames.length, gameCategory).toBeGreaterThan(0);
      for (const entry of vendorNames) {
        const vendor = vendors.find((candidate) => candidate.vassalage === entry.vassalage);
        expect(entry.gameType).toBe(gameCategory);
        expect(entry.accountTypeName).toBe(vendor?.name);
        expect(vendor?.gameTypes).toContain(gameCategory);
        const games = await gamePage(platform.app, { gameType: gameCategory, vassalage: entry.vassalage });
        expect(games.totalPages, `${entry.vassalage} under ${gameCategory}`).toBeGreaterThan(0);
      }
    }
    for (const vendor of vendors) {
      for (const gameType of vendor.gameTypes) {
        expect((info.mapping[gameType] ?? []).map((entry) => entry.vassalage), vendor.vassalage).toContain(vendor.vassalage);
      }
    }
    // §2: the client splits SPORTS into e-sports and cockfight; §4: the e-lottery entry sets the prize mode.
    const sports = (info.mapping.SPORTS ?? []).map((entry) => entry.vassalage);
    expect(sports).toEqual(expect.arrayContaining([esportsVendor, ...cockfightVendors]));
    expect(sports.filter((code) => code !== esportsVendor && !cockfightVendors.some((cockfight) => cockfight === code)).length).toBeGreaterThan(0);
    expect((info.mapping.ELOTT ?? []).map((entry) => entry.vassalage)).toContain(eLotteryVendor);
  });
});

describe('bad parameters', () => {
  const cases: [path: string, field: string][] = [
    [`${apiPaths.gameList}?gameType=HOT`, 'gameType'],
    [`${apiPaths.gameList}?gameType=RNG&gameType=LIVE`, 'gameType'],
    [`${apiPaths.gameList}?pageNo=0`, 'pageNo'],
    [`${apiPaths.gameList}?pageNo=-1`, 'pageNo'],
    [`${apiPaths.gameList}?pageNo=1.5`, 'pageNo'],
    [`${apiPaths.gameList}?pageSize=61`, 'pageSize'],
    [`${apiPaths.gameList}?pageSize=abc`, 'pageSize'],
    [`${apiPaths.gameList}?minBet=0.2`, 'minBet'],
    [`${apiPaths.gameList}?isNew=yes`, 'isNew'],
    [`${apiPaths.gameList}?gameName=${'x'.repeat(61)}`, 'gameName'],
    [`${apiPaths.gameList}?vassalage=${'V'.repeat(33)}`, 'vassalage'],
    [`${apiPaths.gameList}?gameName=a%00b`, 'gameName'],
    [`${apiPaths.hotGames}?gameType=slots`, 'gameType'],
    [`${apiPaths.hotGames}?isPlatform=1`, 'isPlatform'],
    [`${apiPaths.vendorGameTypes}?typeId=2`, 'typeId'],
    [`${apiPaths.vassalages}?merchant_code=${'M'.repeat(33)}`, 'merchant_code'],
    [`${apiPaths.vendorInfo}?language=${'L'.repeat(17)}`, 'language'],
  ];
  it.each(cases)('%s answers 400 naming %s', async (path, field) => {
    const failure = await expectFailure(await platform.app.request(path));
    expect(failure.status).toBe(400);
    expect(failure.errorCode).toBe(errorCodes.validation);
    expect(failure.value?.field).toBe(field);
    expect(failure.message).toContain(field);
  });
});
