import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  eLotteryVendor,
  errorCodes,
  gameCategories,
  gameMenusSchema,
  hiddenVendor,
  launchGameResponseSchema,
  lotteryListSchema,
  recentListResponseSchema,
  vendorInfoSchema,
  vendorLobby,
  type PrizeMode,
} from '../../contract';
import { gameCatalogue } from '../../server/db/game-catalogue';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, devSession, manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const catalogue = gameCatalogue();

async function lotteries(prizeMode: PrizeMode) {
  return expectSuccess(await platform.app.request(`${apiPaths.lotteryList}?prizeMode=${prizeMode}`), lotteryListSchema);
}

function launch(query: Record<string, string>, token: string) {
  return platform.app.request(`${apiPaths.launchGame}?${new URLSearchParams(query)}`, { headers: bearer(token) });
}

async function memberToken() {
  return (await devSession(platform.app)).token;
}

describe('GET lottery list', () => {
  it('lottery mode: the LOTT draws in catalogue order, each with its room as code, vendor, icon and interval', async () => {
    const list = await lotteries('LOTTERY');
    const draws = catalogue.games.filter((game) => game.gameType === 'LOTT');
    expect(list.map((lottery) => lottery.nodeId)).toEqual(draws.map((game) => game.nodeId));
    for (const [index, lottery] of list.entries()) {
      const game = draws[index];
      const vendor = catalogue.vendors.find((candidate) => candidate.vassalage === game?.vassalage);
      expect(lottery).toEqual({
        code: game?.roomId,
        name: game?.gameName,
        vassalage: game?.vassalage,
        vendorName: vendor?.name,
        gameType: 'LOTT',
        nodeId: game?.nodeId,
        icon: game?.showIcon,
        drawMinutes: expect.any(Number),
      });
    }
  });

  it('e-lottery mode: the ELOTT draws, then the LOTT draws, each in catalogue order', async () => {
    const list = await lotteries('ELOTTERY');
    const elott = catalogue.games.filter((game) => game.gameType === 'ELOTT').map((game) => game.nodeId);
    const lott = catalogue.games.filter((game) => game.gameType === 'LOTT').map((game) => game.nodeId);
    expect(list.map((lottery) => lottery.nodeId)).toEqual([...elott, ...lott]);
    expect(list.some((lottery) => lottery.vassalage === eLotteryVendor)).toBe(true);
    expect(new Set(list.map((lottery) => lottery.code)).size).toBe(list.length);
  });

  it('gives the minutes between draws, as the names say where they say it', async () => {
    const minutes = new Map((await lotteries('ELOTTERY')).map((lottery) => [lottery.name, lottery.drawMinutes]));
    expect(minutes.get('Saigon 3 Minutes')).toBe(3);
    expect(minutes.get('Saigon 1 Minute')).toBe(1);
    expect(minutes.get('Quick Keno 5 Minutes')).toBe(5);
    expect(minutes.get('Lucky Draw 6/45')).toBe(1440);
    for (const [name, value] of minutes) {
      const stated = /(\d+) Minutes?$/.exec(name);
      if (stated) expect(value, name).toBe(Number(stated[1]));
      expect(Number.isInteger(value) && value > 0, name).toBe(true);
    }
  });

  it('is open to guests, takes a language, and refuses a prize mode it does not know, naming the field', async () => {
    expect(await expectSuccess(await platform.app.request(`${apiPaths.lotteryList}?prizeMode=LOTTERY&language=vi`), lotteryListSchema)).toEqual(
      await lotteries('LOTTERY'),
    );
    for (const query of ['', '?prizeMode=lottery', '?prizeMode=ELOTT', '?prizeMode=LOTTERY&prizeMode=ELOTTERY']) {
      const failure = await expectFailure(await platform.app.request(`${apiPaths.lotteryList}${query}`));
      expect([failure.status, failure.errorCode, failure.value?.field], query).toEqual([400, errorCodes.validation, 'prizeMode']);
    }
  });
});

describe('GET game menus', () => {
  it('every category in the site order with its vendors in their order, DS88 included', async () => {
    const menus = await expectSuccess(await platform.app.request(`${apiPaths.gameMenus}?language=en&merchantCode=DEMO`), gameMenusSchema);
    const info = await expectSuccess(await platform.app.request(apiPaths.vendorInfo), vendorInfoSchema);
    expect(menus.map((menu) => menu.gameType)).toEqual(info.sorting.map((entry) => entry.gameCategory));
    expect(menus.map((menu) => menu.gameType)).toEqual([...gameCategories]);
    for (const menu of menus) {
      const entries = info.mapping[menu.gameType] ?? [];
      expect(menu.vendors.map((vendor) => vendor.vassalage), menu.gameType).toEqual(entries.map((entry) => entry.vassalage));
    }
    expect(menus.find((menu) => menu.gameType === 'SPORTS')?.vendors.map((vendor) => vendor.vassalage)).toContain(hiddenVendor);
  });

  it("counts each vendor's games of the category and gives its classes and the category's in catalogue order", async () => {
    const menus = await expectSuccess(await platform.app.request(apiPaths.gameMenus), gameMenusSchema);
    const classesOf = (games: typeof catalogue.games) => [...new Set(games.map((game) => game.gameClassify))];
    for (const menu of menus) {
      const ofCategory = catalogue.games.filter((game) => game.gameType === menu.gameType);
      expect(menu.classes, menu.gameType).toEqual(classesOf(ofCategory));
      for (const vendor of menu.vendors) {
        const own = ofCategory.filter((game) => game.vassalage === vendor.vassalage);
        const where = `${vendor.vassalage} under ${menu.gameType}`;
        expect(vendor.gameCount, where).toBe(own.length);
        expect(vendor.gameCount, where).toBeGreaterThan(0);
        expect(vendor.classes, where).toEqual(classesOf(own));
        const definition = catalogue.vendors.find((candidate) => candidate.vassalage === vendor.vassalage);
        expect([vendor.name, vendor.mobileSmallIcon], where).toEqual([definition?.name, definition?.mobileSmallIcon]);
      }
    }
    const rng = menus.find((menu) => menu.gameType === 'RNG');
    expect(rng?.classes).toEqual(expect.arrayContaining(['SLOT', 'ARCADE', 'TABLE', 'BINGO']));
  });

  it('refuses a language that is too long, naming the field', async () => {
    const failure = await expectFailure(await platform.app.request(`${apiPaths.gameMenus}?language=${'l'.repeat(17)}`));
    expect([failure.status, failure.value?.field]).toEqual([400, 'language']);
  });
});

describe('GET launch a lottery (playType=trad)', () => {
  async function launchedName(query: Record<string, string>, token: string) {
    const { url } = await expectSuccess(await launch(query, token), launchGameResponseSchema);
    const html = await (await platform.app.request(url)).text();
    return { name: /<h1 class="game__name">([^<]*)<\/h1>/.exec(html)?.[1], html };
  }

  it('opens the draw its code names in the list of its prize mode, and records it as recently played', async () => {
    const token = await memberToken();
    const elottery = await lotteries('ELOTTERY');
    const draw = elottery[3];
    if (!draw) throw new Error('no e-lottery draw');
    const opened = await launchedName({ playType: 'trad', prize_mode: 'ELOTTERY', code: draw.code, back: '/m/lottery' }, token);
    expect(opened.name).toBe(draw.name);
    expect(opened.html).toContain('href="/m/lottery"');
    const recent = await expectSuccess(await platform.app.request(apiPaths.recentGames, { headers: bearer(token) }), recentListResponseSchema);
    expect(recent.content.map((game) => game.nodeId)).toEqual([draw.nodeId]);
  });

  it("opens the first draw of the prize mode's list for the lobby code, and goes back home by default", async () => {
    const token = await memberToken();
    for (const prizeMode of ['LOTTERY', 'ELOTTERY'] as const) {
      const [first] = await lotteries(prizeMode);
      const opened = await launchedName({ playType: 'trad', prize_mode: prizeMode, code: vendorLobby }, token);
      expect(opened.name, prizeMode).toBe(first?.name);
      expect(opened.html).toContain('href="/m/home"');
    }
  });

  it('answers game.unavailable for a code that is not a draw of that prize mode', async () => {
    const token = await memberToken();
    const [elott] = await lotteries('ELOTTERY');
    const slot = catalogue.games.find((game) => game.gameType === 'RNG');
    for (const code of [elott?.code ?? '', 'NOPE', slot?.gameId ?? '']) {
      const failure = await expectFailure(await launch({ playType: 'trad', prize_mode: 'LOTTERY', code }, token));
      expect([failure.status, failure.errorCode], code).toEqual([404, errorCodes.gameUnavailable]);
    }
  });

  it('names the field of a bad lottery launch', async () => {
    const token = await memberToken();
    const cases: [Record<string, string>, string][] = [
      [{ playType: 'trad', prize_mode: 'LOTTO', code: vendorLobby }, 'prize_mode'],
      [{ playType: 'trad', prize_mode: 'LOTTERY' }, 'code'],
      [{ playType: 'fast', prize_mode: 'LOTTERY', code: vendorLobby }, 'playType'],
      [{ playType: 'trad', prize_mode: 'LOTTERY', code: vendorLobby, back: 'https://evil.example/' }, 'back'],
      [{ prize_mode: 'LOTTERY', code: vendorLobby }, 'vendor'],
    ];
    for (const [query, field] of cases) {
      const failure = await expectFailure(await launch(query, token));
      expect([failure.status, failure.value?.field], JSON.stringify(query)).toEqual([400, field]);
    }
  });
});
