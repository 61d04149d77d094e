import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const faviconLink = /<link rel="icon" href="\/favicon\.svg"/;

/**
 * The page's icon link with the icon itself (public/favicon.svg, some 200 bytes) as a `data:`
 * address: the browser asked for /favicon.svg just before the first paint, a request of its own on
 * a slow connection, and one that Lighthouse counts in its estimate of that paint (it was among
 * them in runs of home at 0.97 s and of the game list at 1.12 s). The policy allows `data:`
 * pictures (server/lib/browser-security.ts).
 */
export function withInlineFavicon(html: string, svg: string): string {
  const address = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  return html.replace(faviconLink, () => `<link rel="icon" href="${address}"`);
}

export function inlineFavicon(publicDir = 'public'): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withInlineFavicon(html, readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8')),
    },
  };
}
