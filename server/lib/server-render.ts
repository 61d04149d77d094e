import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appPreloadAttribute, renderedAttributes, type PageRequest, type RenderedPage } from '../../contract/serverRender';
import { findLanguage } from '../../src/i18n/languages';
import { escapeHtml } from './escape-html';

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The build's server render (vite.server.config.ts), relative to the front end's folder. */
export const rendererFile = join('ssr', 'entry-server.mjs');

/**
 * The build's `renderPage` (src/entry-server.tsx), imported again when a new build replaced it
 * (the address carries the file's time), or null when the build has none.
 */
export function buildRenderer(distDir: string): () => Promise<RenderPage | null> {
  const file = resolve(distDir, rendererFile);
  let loaded: { built: number; renderPage: Promise<RenderPage | null> } | undefined;
  return async () => {
    const built = await stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (built === null) return null;
    if (loaded?.built !== built) {
      const module: Promise<unknown> = import(`${pathToFileURL(file).href}?build=${built}`);
      loaded = { built, renderPage: module.then(renderPageOf, () => null) };
    }
    return loaded.renderPage;
  };
}

function renderPageOf(module: unknown): RenderPage | null {
  if (typeof module !== 'object' || module === null || !('renderPage' in module)) return null;
  const { renderPage } = module;
  return typeof renderPage === 'function' ? (request) => Promise.resolve(renderPage(request)) : null;
}

/** React writes the resources it hoists (a preloaded picture) ahead of the markup: they belong in the head. */
const leadingLinks = /^(?:<link [^>]*>)+/;

/**
 * The page with the server's markup in `#root`, saying what it was drawn for
 * (contract/serverRender.ts), and `<html lang dir>` in its language.
 */
export function withRenderedPage(html: string, markup: string, { href, language, imageCdnDraw }: { href: string; language: string; imageCdnDraw: number }): string {
  const links = markup.match(leadingLinks)?.[0] ?? '';
  const body = markup.slice(links.length);
  const spoken = findLanguage(language);
  const attributes = [
    [renderedAttributes.href, href],
    [renderedAttributes.language, language],
    [renderedAttributes.imageCdnDraw, String(imageCdnDraw)],
  ]
    .map(([name, value]) => ` ${name}="${escapeHtml(value ?? '')}"`)
    .join('');
  const withHead = links === '' ? html : html.replace('</head>', () => `${links}\n  </head>`);
  const withLanguage =
    spoken === undefined ? withHead : withHead.replace(/<html [^>]*>/, () => `<html lang="${escapeHtml(spoken.htmlLang)}" dir="${spoken.dir}">`);
  // Inert until the app has hydrated it (src/app/serverMarkup.ts): a tap would do nothing, and
  // what was typed would be lost.
  return withLanguage.replace('<div id="root"></div>', () => `<div id="root"${attributes} inert>${body}</div>`);
}

/** The build's preload links for the app's own files (scripts/preloadApp.ts), each on its line. */
const appPreloadLinks = new RegExp(`\\s*<link [^>]*\\b${appPreloadAttribute}\\b[^>]*>`, 'g');

/**
 * The page without the preload links of the app's files, for a page the server drew: its markup
 * needs nothing of the app to show, and the entry asks for the app once the page has painted
 * (src/main.tsx). Lighthouse counts a script of high priority that loaded before the first paint as
 * holding that paint back: with them, its simulated first paint of home was 4.4 s at slow 4G, where
 * the markup painted at once (measured).
 */
export function withoutAppPreloads(html: string): string {
  return html.replace(appPreloadLinks, '');
}
