import { firstPaintElementId, pageShellsSchema, type PageShell, type PageShells } from '../../contract';
import { backArrowPath, menuPath } from '../../src/ui/icons/headerIcons';
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

/** The header as the app draws it (src/ui/header/BackBar.tsx, src/ui/PageHeader.tsx), its title left empty. */
function headerMarkup(header: PageShell['header']): string {
  if (header === 'hidden') {
    const ends = '<span class="page-header__title"></span><span class="page-header__spacer"></span>';
    return `<header class="page-header">${icon(backArrowPath)}${ends}</header>`;
  }
  const bar = `${icon(backArrowPath)}<span class="app-header__title"></span>${icon(menuPath)}`;
  return `<header class="app-header"><div class="app-header__bar">${bar}</div></header>`;
}

/**
 * The page with its shell painted before any script (issue 14): the header and the footer's place
 * of the page's route, in the first paint's element (contract/firstPaint.ts), which the app takes
 * away once it has drawn the page. No words: the app chooses the language (a choice this device
 * stored, which the server does not see), so a title here could show in another one first. The
 * app's files stay linked: nothing else is downloading, and the app is the page's content.
 */
export function withPageShell(html: string, shell: PageShell | null): string {
  if (shell === null) return html;
  const markup = [
    `<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true">`,
    headerMarkup(shell.header),
    shell.footer ? '<div class="bottom-bar first-paint__bottom-bar"></div>' : '',
    '</div>',
  ].join('');
  return html.replace('<div id="root">', () => `${markup}\n    <div id="root">`);
}
