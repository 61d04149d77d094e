import { gameListResponseSchema, gameMenusSchema } from '../../contract';
import { fixedClassifies, gameListTabs, type FixedClassify, type GameListTab } from '../../machines/support/gameListFilters';
import { chosenImageCdn, imageUrl } from '../../src/platform/imageCdn';
import { visibleMenus } from '../../src/screens/games/gameList/visibleMenus';
import { gameIconPath, gameTitle } from '../../src/ui/games/gameIcon';
import { heartPath, magnifierHandlePath, magnifierLens } from '../../src/ui/icons/gameListIcons';
import type { Words } from './catalog-words';
import { escapeHtml } from './escape-html';
import { tabsPaint, unusable } from './form-paint';
import { answerValue, openSiteStartup, pictureSource, type Answers } from './first-paint';
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
 * What the game list's first paint shows: its image CDN, the first row's pictures (their addresses,
 * and those the page carries itself as `data:` addresses, `carried`), the first games' names (a
 * tile each), whether the vendors have a place, and the class chosen.
 */
export type GameListPaint = {
  cdn: string;
  pictures: readonly (string | null)[];
  carried: readonly (string | null)[];
  names: readonly string[];
  vendors: boolean;
  classify: string;
};

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
  const carried = await Promise.all(paint.pictures.map((picture) => (picture === null ? null : inline(picture))));
  return {
    paint: { ...paint, carried },
    preload: paint.pictures.filter((picture, index): picture is string => picture !== null && carried[index] === null),
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
  const pictures = page.games.slice(0, firstRow).map((game) => {
    const icon = gameIconPath(game, 'small');
    return icon === null ? null : imageUrl(cdn, icon);
  });
  return {
    cdn,
    pictures,
    carried: pictures.map(() => null),
    names: page.games.slice(0, paintedTiles).map(gameTitle),
    // As the app shows the strip: its category's vendors, or their place while the menus load.
    vendors: menus === undefined ? gameType !== null : visibleMenus(menus).some((menu) => menu.gameType === gameType),
    classify: list.classify,
  };
}

const vendorPlace =
  '<li class="vendor-strip__item"><span class="vendor-strip__vendor">' +
  '<span class="vendor-strip__logo tile-image games-shimmer"></span><span class="vendor-strip__name"></span></span></li>';

/**
 * The class tabs' place when a class of the category is chosen: the app brings that tab into view,
 * scrolling the fixed ones aside, so it draws their words itself.
 */
const classesPlace = '<div class="tabs"><span class="tabs__tab"></span></div>';

/** GameSearchForm's magnifier, on its button. */
const searchIcon =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
  `<circle cx="${magnifierLens.cx}" cy="${magnifierLens.cy}" r="${magnifierLens.r}" fill="none" stroke="currentColor" stroke-width="2"/>` +
  `<path d="${magnifierHandlePath}" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;

/** GameTile's favourite toggle, off: a guest's (or a member's, until the app knows). */
const favouritePlace =
  '<span class="game-tile__favourite"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">' +
  `<path d="${heartPath}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg></span>`;

/**
 * A game: its picture (null: it has none, undefined: a placeholder until the app draws it), its
 * name and its favourite toggle. A picture the page carries (`carried`) names the address it
 * stands for, where the app finds it (src/platform/paintedPictures.ts) rather than ask for it again.
 */
function tile(name: string, picture: string | null | undefined, carried: string | null | undefined): string {
  const frame = picture === undefined ? 'game-tile__image tile-image games-shimmer' : 'game-tile__image tile-image';
  const image = picture ? `<img ${pictureSource(picture, carried ?? null)} alt="" width="300" height="300" fetchpriority="high">` : '';
  return `<span class="game-tile game-tile--with-favourite"><span class="${frame}">${image}</span><span class="game-tile__name">${escapeHtml(name)}</span>${favouritePlace}</span>`;
}

/** The quick tabs' and the fixed classes' words, as GameListControls and useClassChoices write them. */
function tabLabels(words: Words): { tabs: Record<GameListTab, string>; classes: Record<FixedClassify, string> } {
  return {
    tabs: { all: words('All'), recent: words('Recent'), fav: words('Favourites'), hot: words('Hot') },
    classes: { ALL: words('All'), NEW: words('New'), FAV: words('Favourites') },
  };
}

/**
 * The list as the app lays it out (src/screens/games/GameListScreen.tsx and its parts, with the
 * same classes), in the app's words: the search box and its button, the quick tabs (all chosen),
 * the vendors' place (as VendorStripPlaceholder draws it), the fixed classes with the chosen one
 * (a category's own classes come with the app, after them; with one of those chosen, only their
 * place) and the filter button, then the first games in the grid's rows (GameTile), the first row
 * with its pictures. The search box is a box: what it shows before anything is typed is the
 * input's own, drawn by the app.
 * e2e/firstPaint.spec.ts holds the words and the tiles to the places where the app then draws them.
 */
export function gameListMarkup({ pictures, carried, names, vendors, classify }: GameListPaint, words: Words): string {
  const labels = tabLabels(words);
  const games = names.map((name, index) => tile(name, pictures[index], carried[index]));
  const classes = fixedClassifies.map((value) => labels.classes[value]);
  const selectedClass = fixedClassifies.findIndex((value) => value === classify);
  return [
    '<div class="page game-list">',
    `<div class="game-search"><span class="game-search__input"></span><button type="button" class="game-search__button" ${unusable}>${searchIcon}</button></div>`,
    tabsPaint(gameListTabs.map((tab) => labels.tabs[tab])),
    vendors ? `<ul class="vendor-strip">${vendorPlace.repeat(4)}</ul>` : '',
    '<div class="game-list__classes">',
    selectedClass === -1 ? classesPlace : tabsPaint(classes, { selected: selectedClass, scrollable: true }),
    `<button type="button" class="game-list__filter" ${unusable}>${escapeHtml(words('Filter'))}</button>`,
    '</div>',
    `<div class="game-grid">${games.join('')}</div>`,
    '</div>',
  ].join('');
}
