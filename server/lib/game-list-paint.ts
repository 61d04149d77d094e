import { gameListResponseSchema, gameMenusSchema } from '../../contract';
import { chosenImageCdn, imageUrl } from '../../src/platform/imageCdn';
import { visibleMenus } from '../../src/screens/games/gameList/visibleMenus';
import { gameIconPath } from '../../src/ui/games/gameIcon';
import { escapeHtml } from './escape-html';
import { answerValue, openSiteStartup, type Answers } from './first-paint';
import { firstPageKey, gameMenusKey, type FirstGameList } from './page-answers';

/** The tiles drawn: more rows than a phone shows under the list's controls, three or four to a row. */
const paintedTiles = 12;
/**
 * The pictures drawn: the first row's, the page's largest paint. The other tiles wait for the app:
 * drawn here, their nine pictures (60 kB) were asked for before the first paint, beside the app's
 * files, and Lighthouse counts each such request in its estimate of that paint.
 */
const firstRow = 3;

/**
 * What the game list's first paint shows: its image CDN, the first row's pictures, how many tiles
 * (the first games' places), and whether the vendors have a place.
 */
export type GameListPaint = { cdn: string; pictures: readonly (string | null)[]; tiles: number; vendors: boolean };

/**
 * The paint with its first row's pictures, the page's largest paint, in the page itself (`inline`:
 * a `data:` address, or null), so that paint waits for no request. Measured without: the first
 * picture loaded beside the app's files and took 1.7 s at Lighthouse's mobile throttling. Those
 * that cannot be are to be asked for first (`preload`).
 */
export async function withFirstRowInline(
  paint: GameListPaint,
  inline: (src: string) => Promise<string | null>,
): Promise<{ paint: GameListPaint; preload: string[] }> {
  const inlined = await Promise.all(paint.pictures.map((picture) => (picture === null ? null : inline(picture))));
  return {
    paint: { ...paint, pictures: paint.pictures.map((picture, index) => inlined[index] ?? picture) },
    preload: paint.pictures.filter((picture, index): picture is string => picture !== null && inlined[index] === null),
  };
}

/**
 * The game list's first paint from the page's answers (server/lib/page-answers.ts): the first
 * games' pictures, from the CDN the app is told to use; null without the site open or without a
 * first page of games (the app then shows its own loading).
 */
export function gameListFirstPaint(answers: Answers, list: FirstGameList | null, draw: number = Math.random()): GameListPaint | null {
  const startup = openSiteStartup(answers);
  if (list === null || startup === undefined) return null;
  const page = answerValue(answers, firstPageKey(list, startup.merchantCode), gameListResponseSchema);
  if (page === undefined || page.games.length === 0) return null;
  const cdn = chosenImageCdn(startup.imageCDNs, draw, null);
  const menus = answerValue(answers, gameMenusKey(list, startup.merchantCode), gameMenusSchema);
  const gameType = list.request.gameType ?? null;
  return {
    cdn,
    pictures: page.games.slice(0, firstRow).map((game) => {
      const icon = gameIconPath(game, 'small');
      return icon === null ? null : imageUrl(cdn, icon);
    }),
    tiles: Math.min(page.games.length, paintedTiles),
    // As the app shows the strip: its category's vendors, or their place while the menus load.
    vendors: menus === undefined ? gameType !== null : visibleMenus(menus).some((menu) => menu.gameType === gameType),
  };
}

const tabs = '<div class="tabs"><span class="tabs__tab"></span></div>';
const vendorPlace =
  '<li class="vendor-strip__item"><span class="vendor-strip__vendor">' +
  '<span class="vendor-strip__logo tile-image games-shimmer"></span><span class="vendor-strip__name"></span></span></li>';

/** A game's place: its picture (null: it has none), or a placeholder until the app draws it (undefined). */
function tile(picture: string | null | undefined): string {
  const frame = picture === undefined ? 'game-tile__image tile-image games-shimmer' : 'game-tile__image tile-image';
  const image = picture ? `<img src="${escapeHtml(picture)}" alt="" width="300" height="300" fetchpriority="high">` : '';
  return `<span class="game-tile"><span class="${frame}">${image}</span><span class="game-tile__name"></span></span>`;
}

/**
 * The list as the app lays it out (src/screens/games/GameListScreen.tsx and its parts, with the
 * same classes): the places of the search, the quick tabs, the vendors (as VendorStripPlaceholder
 * draws them) and the classes, then the first games' places in the grid's rows (a tile's box, as
 * GameTile's), the first row with its pictures. No words: names and labels come with the app.
 * e2e/firstPaint.spec.ts holds the tiles to the places where the app then draws them.
 */
export function gameListMarkup({ pictures, tiles, vendors }: GameListPaint): string {
  const games = Array.from({ length: tiles }, (_, index) => tile(pictures[index]));
  return [
    '<div class="page game-list">',
    '<div class="game-search"><span class="game-search__input"></span><span class="game-search__button"></span></div>',
    tabs,
    vendors ? `<ul class="vendor-strip">${vendorPlace.repeat(4)}</ul>` : '',
    `<div class="game-list__classes">${tabs}</div>`,
    `<div class="game-grid">${games.join('')}</div>`,
    '</div>',
  ].join('');
}
