import { vi } from 'vitest';
import { apiPaths, type GameCategory, type GameItem, type Vendor, type VendorEntry, type VendorInfo } from '../../../contract';
import { platformAnswer, type Answer } from './platformAnswer';

/** A game of the fake catalogue; each test names only what it is about. */
export function gameItem(fields: Partial<GameItem> & Pick<GameItem, 'nodeId' | 'vassalage'>): GameItem {
  return {
    gameName: `Game ${fields.nodeId}`,
    nodeName: null,
    gameType: 'RNG',
    gameId: `${fields.vassalage}-1`,
    roomId: null,
    showIcon: `game/${fields.nodeId}.svg`,
    iconUrl: null,
    mobileLargeIcon: `game/${fields.nodeId}-l.svg`,
    mobileSmallIcon: `game/${fields.nodeId}-s.svg`,
    gameClassify: null,
    gameClassifyNew: null,
    supportPlay: 'Tradition',
    minBet: 0.1,
    isNew: false,
    ...fields,
  };
}

const entry = (gameType: GameCategory, vassalage: string, accountTypeName: string): VendorEntry => ({ gameType, vassalage, accountTypeName });

/** Vendor info as a platform sends it: `sorting` in the site's order, `mapping` the same per category. */
export function vendorInfoOf(categories: ReadonlyArray<readonly [GameCategory, ReadonlyArray<readonly [string, string]>]>): VendorInfo {
  const sorting = categories.map(([gameCategory, vendors]) => ({
    gameCategory,
    vendorNames: vendors.map(([vassalage, name]) => entry(gameCategory, vassalage, name)),
  }));
  const mapping: VendorInfo['mapping'] = { SPORTS: [], LIVE: [], FISH: [], RNG: [], PVP: [], INHOUSE: [], LOTT: [], ELOTT: [] };
  for (const { gameCategory, vendorNames } of sorting) mapping[gameCategory] = vendorNames;
  return { sorting, mapping };
}

/** A small site like the seeded one: sportsbooks with e-sports and two cockfight vendors (DS88 hidden). */
export const demoVendorInfo = vendorInfoOf([
  ['SPORTS', [['APX', 'Apex Sports'], ['TF', 'TF Esports'], ['RSTR', 'Rooster Ring'], ['DS88', 'DS88 Cockfight']]],
  ['LIVE', [['LUMI', 'Lumina Live']]],
  ['FISH', [['RFH', 'Reef Hunters']]],
  ['RNG', [['PXS', 'Pixel Slots']]],
  ['INHOUSE', [['WPO', 'WinPlay Originals']]],
]);

export const demoVendors: Vendor[] = ['APX', 'TF', 'RSTR', 'DS88', 'LUMI', 'RFH', 'PXS', 'WPO'].map((vassalage) => ({
  vassalage,
  name: vassalage,
  mobileSmallIcon: `vendor/${vassalage}.svg`,
  gameTypes: [],
}));

export const demoHotGames: GameItem[] = [
  gameItem({ nodeId: 'RNG-0001', vassalage: 'PXS', gameName: 'Lucky Reels' }),
  gameItem({ nodeId: 'SPORTS-0001', vassalage: 'APX', gameType: 'SPORTS', gameName: 'Apex Sportsbook', gameId: null, roomId: 'APX-R001' }),
  gameItem({ nodeId: 'SPORTS-0029', vassalage: 'DS88', gameType: 'SPORTS', gameName: 'DS88 Main Pit', gameId: null, roomId: 'DS88-R001' }),
];

export const demoInHouseGames: GameItem[] = [
  gameItem({ nodeId: 'RNG-0300', vassalage: 'WPO', gameName: 'Originals Spin' }),
  gameItem({ nodeId: 'RNG-0301', vassalage: 'WPO', gameName: 'Originals Gold' }),
];

type Answers = {
  vendorInfo: () => Answer;
  vendors: () => Answer;
  hotGames: () => Answer;
  gameList: (query: URLSearchParams) => Answer;
};

/**
 * The platform's game catalogue calls, answered from the fixtures above (or what a test sets),
 * with every other `/wps` call failing as a platform error would. `requests` is every call made;
 * an answer that is an Error is a failed call; `hold()` keeps the next calls of a path unanswered
 * until `release()`.
 */
export function fakeGamePlatform(overrides: Partial<Answers> = {}) {
  const answers: Answers = {
    vendorInfo: () => demoVendorInfo,
    vendors: () => demoVendors,
    hotGames: () => demoHotGames,
    gameList: () => ({ games: demoInHouseGames, pageNum: 1, totalPages: 1 }),
    ...overrides,
  };
  const requests: URL[] = [];
  const held = new Map<string, Array<() => void>>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    requests.push(url);
    const waiting = held.get(url.pathname);
    if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    switch (url.pathname) {
      case apiPaths.vendorInfo:
        return platformAnswer(answers.vendorInfo());
      case apiPaths.vassalages:
        return platformAnswer(answers.vendors());
      case apiPaths.hotGames:
        return platformAnswer(answers.hotGames());
      case apiPaths.gameList:
        return platformAnswer(answers.gameList(url.searchParams));
      default:
        return platformAnswer(new Error(`not faked: ${url.pathname}`));
    }
  });
  return {
    answers,
    requests,
    /** The calls made to one path, by their query. */
    calls: (path: string) => requests.filter((url) => url.pathname === path).map((url) => url.searchParams),
    hold: (path: string) => held.set(path, []),
    release: (path: string) => {
      const waiting = held.get(path) ?? [];
      held.delete(path);
      for (const resolve of waiting) resolve();
    },
  };
}
