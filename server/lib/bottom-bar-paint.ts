import type { StartupInfo } from '../../contract';
import { footerIconPaths, footerIconStroke } from '../../src/ui/footer/footerIconPaths';
import type { Words } from './catalog-words';
import { escapeHtml } from './escape-html';
import { pageKey } from './page-preloads';

/** What the bottom bar shows on a page: which entry is the page's own, and whether customer service has an address. */
export type BottomBarPaint = { current: string | null; service: boolean };

const stroke = Object.entries(footerIconStroke)
  .map(([name, value]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`)
  .join(' ');

function entry(icon: keyof typeof footerIconPaths, label: string, { current = false, centre = false, disabled = false } = {}): string {
  const svg = `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="${footerIconPaths[icon]}" ${stroke}/></svg>`;
  const state = `${current ? ' aria-current="page"' : ''}${disabled ? ' aria-disabled="true"' : ''}`;
  return (
    `<li><span class="${centre ? 'tabbar__item tabbar__item--centre' : 'tabbar__item'}"${state}>` +
    `<span class="tabbar__icon">${svg}</span><span class="tabbar__label">${escapeHtml(label)}</span></span></li>`
  );
}

/** The bottom bar on the page at `path` (home's own address for home), for the site the start-up information describes. */
export function bottomBarPaintOf(path: string, startup: StartupInfo): BottomBarPaint {
  return { current: pageKey(path), service: startup.customerService.messagingUrl !== '' };
}

/**
 * The bottom bar's menu as the footer draws it (src/ui/footer/Footer.tsx, TabLink, ServiceLink:
 * their classes, icons and words), in the first paint's bar: the page's own entry marked as the
 * router marks it, customer service dimmed without an address. Without the site's start-up
 * information or the app's words (null), only the bar's place.
 */
export function bottomBarMarkup(bottomBar: BottomBarPaint | null, words: Words | null): string {
  if (bottomBar === null || words === null) return '<div class="bottom-bar first-paint__bottom-bar"></div>';
  const { current, service } = bottomBar;
  const entries = [
    entry('home', words('Home'), { current: current === '/m/home' }),
    entry('activity', words('Activity'), { current: current === '/m/activity' }),
    entry('deposit', words('Deposit'), { current: current === '/m/voucherCenter', centre: true }),
    entry('service', words('7x24 service'), { disabled: !service }),
    entry('members', words('Members'), { current: current === '/m/mine' }),
  ];
  return `<div class="bottom-bar first-paint__bottom-bar"><ul class="tabbar__list">${entries.join('')}</ul></div>`;
}
