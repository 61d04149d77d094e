import {
  firstPaintAwaitsAppAttribute,
  firstPaintElementId,
  firstPaintImageCdnAttribute,
  pageShellsSchema,
  type PageShell,
  type PageShells,
} from '../../contract';
import { backArrowPath, menuPath } from '../../src/ui/icons/headerIcons';
import { bottomBarMarkup, type BottomBarPaint } from './bottom-bar-paint';
import type { PaintWords } from './catalog-words';
import { escapeHtml } from './escape-html';
import { withPicturesFirst } from './first-paint';
import { pageKey, parsePagesFile } from './page-preloads';

/** The build's `page-shells.json` (scripts/pageShells.ts). */
export function parsePageShells(text: string | null): PageShells {
  return parsePagesFile(text, pageShellsSchema);
}

/** The page's shell; null for a path the build has none for (home, a page with parameters, an unknown path). */
export function pageShellAt(shells: PageShells, path: string): PageShell | null {
  return Object.hasOwn(shells, pageKey(path)) ? (shells[pageKey(path)] ?? null) : null;
}

const stroke = 'fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"';
const icon = (path: string) =>
  `<span class="icon-button"><svg viewBox="0 0 24 24" width="24" height="24"><path d="${path}" ${stroke}/></svg>` +
  '</span>';

/** The header as the app draws it (src/ui/header/BackBar.tsx, src/ui/PageHeader.tsx), with its title. */
function headerMarkup(header: PageShell['header'], title: string): string {
  if (header === 'hidden') {
    const ends = `<span class="page-header__title">${escapeHtml(title)}</span><span class="page-header__spacer"></span>`;
    return `<header class="page-header">${icon(backArrowPath)}${ends}</header>`;
  }
  const bar = `${icon(backArrowPath)}<span class="app-header__title">${escapeHtml(title)}</span>${icon(menuPath)}`;
  return `<header class="app-header"><div class="app-header__bar">${bar}</div></header>`;
}

/**
 * A page's content under its header (a form: login's, server/lib/login-paint.ts, registration's,
 * server/lib/register-paint.ts; the game list's first games, server/lib/game-list-paint.ts): its
 * markup, and the page's own stylesheets it is laid out with (written into the page, so the paint
 * waits for no file). Content with pictures names the image CDN they come from, which the app then
 * uses too, and the pictures to ask for first (`first`, the largest paint's).
 */
export type PageContent = { markup: string; css: string; pictures: { cdn: string; first: readonly string[] } | null };

/**
 * The page with its shell painted before any script (issue 14): the header of the page's route
 * with its title, the bottom bar (its menu when the server knows the site's, `bottomBar`), and its `content` when the server has it, in the first
 * paint's element (contract/firstPaint.ts), which the app takes away once it has drawn the page.
 * Its words are the app's own (its catalogs) in the language the app will start in on this
 * browser. The paint is inert: nothing in it takes a tap or focus. The app's files stay linked,
 * but for content with pictures (server/front-end.ts): they then have the line to themselves
 * until the page has painted.
 */
export function withPageShell(
  html: string,
  shell: PageShell | null,
  { language, words }: PaintWords,
  content: PageContent | null = null,
  bottomBar: BottomBarPaint | null = null,
): string {
  if (shell === null) return html;
  const pictures = content?.pictures;
  const cdn = pictures ? ` ${firstPaintImageCdnAttribute}="${escapeHtml(pictures.cdn)}" ${firstPaintAwaitsAppAttribute}` : '';
  const markup = [
    `<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true" inert lang="${language.htmlLang}" dir="${language.dir}"${cdn}>`,
    headerMarkup(shell.header, words(shell.title)),
    content?.markup ?? '',
    shell.footer ? bottomBarMarkup(bottomBar, words) : '',
    '</div>',
  ].join('');
  const styled = content === null ? html : withContentHead(html, content);
  return styled.replace('<div id="root">', () => `${markup}\n    <div id="root">`);
}

/**
 * The content's stylesheets, and its first pictures asked for ahead of the app's entry: found in
 * the page's body, they were asked for after the app's files (measured: 30 ms later, and their
 * load shared the line with 190 kB of script).
 */
function withContentHead(html: string, { css, pictures }: PageContent): string {
  return withPicturesFirst(html, pictures?.first ?? []).replace('</head>', () => `<style>${css}</style>\n  </head>`);
}
