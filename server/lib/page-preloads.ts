import type { z } from 'zod/mini';
import { pagePreloadsSchema, type PagePreloads } from '../../contract/pagePreloads';
import { escapeHtml } from './escape-html';

/** A file the build writes for the server, by page path: none (`{}`) when missing or not what the build writes. */
export function parsePagesFile<T>(text: string | null, schema: z.ZodMiniType<Record<string, T>>): Record<string, T> {
  if (text === null) return {};
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The build's `page-preloads.json` (scripts/pagePreloads.ts). */
export function parsePagePreloads(text: string | null): PagePreloads {
  return parsePagesFile(text, pagePreloadsSchema);
}

/** The key a page's path has in the build's files: without a trailing slash (but `/` itself). */
export function pageKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The page with preload links for the own code of the page at `path` that it does not link
 * already: the page's chunks then download with the app's, not once the app has run and its
 * router asked for them (issue 14). Stylesheets are preloaded; the app adds them when it imports
 * the page, and finds them here.
 */
export function withPagePreloads(html: string, preloads: PagePreloads, path: string): string {
  const files = preloads[pageKey(path)] ?? [];
  const links = files.filter((href) => !html.includes(`href="${escapeHtml(href)}"`)).map((href) => preloadLink(href));
  if (links.length === 0) return html;
  return html.replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
}

/**
 * A preload link for a built file, as Vite's preload helper will ask for it (`crossorigin`): a
 * script as a module, a stylesheet as a style. `attribute` marks the link (scripts/preloadApp.ts).
 */
export function preloadLink(href: string, attribute?: string): string {
  const kind = href.endsWith('.css') ? 'rel="preload" as="style"' : 'rel="modulepreload"';
  return `<link ${kind} crossorigin href="${escapeHtml(href)}"${attribute === undefined ? '' : ` ${attribute}`}>`;
}
