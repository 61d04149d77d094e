import { vi } from 'vitest';
import { apiPaths, type GameMenu, type Lottery } from '../../../contract';
import { fakeGamePlatform } from './gamePlatform';
import { platformAnswer, type Answer } from './platformAnswer';

/** A lottery draw of the fake catalogue; each test names only what it is about. */
export function lottery(fields: Partial<Lottery> & Pick<Lottery, 'code' | 'vassalage'>): Lottery {
  return {
    name: `Draw ${fields.code}`,
    vendorName: `${fields.vassalage} Lotto`,
    gameType: 'LOTT',
    nodeId: `LOTT-${fields.code}`,
    icon: `lottery/${fields.code}.svg`,
    drawMinutes: 5,
    ...fields,
  };
}

/** The e-lottery mode's draws of a small site: the e-lottery vendor's first, then a lottery vendor's. */
export const demoLotteries: Lottery[] = [
  lottery({ code: 'SGN3', vassalage: 'TCG_LOTTO_VN', vendorName: 'Saigon E-Lotto', gameType: 'ELOTT', name: 'Saigon 3 Minutes', drawMinutes: 3 }),
  lottery({ code: 'SGN1', vassalage: 'TCG_LOTTO_VN', vendorName: 'Saigon E-Lotto', gameType: 'ELOTT', name: 'Saigon 1 Minute', drawMinutes: 1 }),
  lottery({ code: 'LKD5', vassalage: 'LKD', vendorName: 'Lucky Draw Lotto', name: 'Lucky Draw 5 Minutes', drawMinutes: 5 }),
  lottery({ code: 'LKDD', vassalage: 'LKD', vendorName: 'Lucky Draw Lotto', name: 'Lucky Draw Daily', drawMinutes: 1440 }),
  lottery({ code: 'DS88X', vassalage: 'DS88', vendorName: 'DS88 Lotto', name: 'DS88 Draw' }),
];

/** The game menus of a small site: a slot vendor with classes, a sportsbook that is one lobby. */
export const demoMenus: GameMenu[] = [
  {
    gameType: 'SPORTS',
    classes: ['SPORTSBOOK', 'VIRTUAL'],
    vendors: [{ vassalage: 'APX', name: 'Apex Sports', mobileSmallIcon: 'vendor/APX.svg', gameCount: 6, classes: ['SPORTSBOOK', 'VIRTUAL'] }],
  },
  {
    gameType: 'RNG',
    classes: ['VIDEO_SLOT', 'CLASSIC_SLOT'],
    vendors: [
      { vassalage: 'PXS', name: 'Pixel Slots', mobileSmallIcon: 'vendor/PXS.svg', gameCount: 46, classes: ['VIDEO_SLOT', 'CLASSIC_SLOT'] },
      { vassalage: 'WPO', name: 'WinPlay Originals', mobileSmallIcon: 'vendor/WPO.svg', gameCount: 20, classes: ['ARCADE'] },
    ],
  },
];

/**
 * The game catalogue of tests/screens/support/gamePlatform.ts plus the lottery list and the game
 * menus (answers a test can replace). `calls`, `hold` and `release` cover every path.
 */
export function fakeCentrePlatform(
  overrides: Parameters<typeof fakeGamePlatform>[0] & {
    lotteries?: (query: URLSearchParams) => Answer;
    menus?: () => Answer;
  } = {},
) {
  const { lotteries = () => demoLotteries, menus = () => demoMenus, ...catalogue } = overrides;
  const platform = fakeGamePlatform(catalogue);
  const answers = { lotteries, menus };
  const catalogueFetch = globalThis.fetch;
  const held = new Map<string, Array<() => void>>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname !== apiPaths.lotteryList && url.pathname !== apiPaths.gameMenus) return catalogueFetch(input, init);
    platform.requests.push(url);
    const waiting = held.get(url.pathname);
    if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    return platformAnswer(url.pathname === apiPaths.lotteryList ? answers.lotteries(url.searchParams) : answers.menus());
  });
  return {
    ...platform,
    /** The lottery list's and the menus' answers; a test may replace them. */
    centreAnswers: answers,
    hold: (path: string) => {
      platform.hold(path);
      held.set(path, []);
    },
    release: (path: string) => {
      platform.release(path);
      const waiting = held.get(path) ?? [];
      held.delete(path);
      for (const resolve of waiting) resolve();
    },
  };
}
