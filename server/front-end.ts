import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { languageCookieName } from '../contract/languageCookie';
import { inlineStyleSources, styleAttributeSources, type BrowserSecurityVariables } from './lib/browser-security';
import { startLanguage } from './lib/accept-language';
import { guestAnswers, withInlineAnswers } from './lib/inline-answers';
import { parsePagePreloads, withPagePreloads } from './lib/page-preloads';
import { buildRenderer, withoutAppPreloads, withRenderedPage } from './lib/server-render';
import { pagePreloadsFileName, type PagePreloads } from '../contract/pagePreloads';

const immutable = 'public, max-age=31536000, immutable';

/** How long a page's render waits for the platform's answers before the browser is left to draw it. */
const renderWaitMs = 1_500;

export interface FrontEndOptions {
  /**
   * The platform, asked in-process: the server renders each page as a guest with its answers
   * (src/entry-server.tsx) and writes them into the page. Without it pages are served unrendered.
   */
  platform?: (request: Request, c: Context) => Promise<Response>;
}

/**
 * Whether the page is fetched to be shown now: a navigation (`Sec-Fetch-Dest: document`), or a
 * browser too old to say. The service worker's copy of the shell is fetched by a script (`empty`)
 * and kept for later visits: a page rendered into it would be stale when it is shown.
 */
function isPageLoad(c: Context): boolean {
  const destination = c.req.header('Sec-Fetch-Dest');
  return destination === undefined || destination === 'document';
}

/** A page's stylesheets as one text, and the CSP source of the `<style>` block holding it. */
type PageStyles = { css: string; sources: readonly string[] };

/** The stylesheets the page preloads (the app's and its own, scripts/preloadApp.ts, server/lib/page-preloads.ts), in order. */
function preloadedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="style"[^>]* href="([^"]+)"/g)].map(([, href = '']) => href);
}

/**
 * The built front end: hashed `/assets/*` cached for a year, everything else revalidated, and any
 * extension-less GET answered with the page, rendered by the server when it can (issue 35), so
 * client-side routes survive a reload.
 */
export function frontEnd(distDir = 'dist', options: FrontEndOptions = {}) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const preloadsFile = join(root, pagePreloadsFileName);
  const renderer = buildRenderer(root);
  // The first page's render imports the renderer and a catalog: done now, not on a visitor's time.
  void renderer().catch(() => null);
  const app = new Hono<{ Variables: BrowserSecurityVariables }>();
  app.use('*', async (c, next) => {
    if (!existsSync(indexFile)) {
      return c.text(`The front end is not built yet: run \`npm run build\` (no ${indexFile}).\n`, 503, {
        'Cache-Control': 'no-store',
        'Retry-After': '10',
      });
    }
    await next();
    if (!c.res.headers.has('Cache-Control')) {
      const hashedAsset = c.req.path.startsWith('/assets/') && c.res.status === 200;
      c.res.headers.set('Cache-Control', hashedAsset ? immutable : 'no-cache');
    }
  });
  // What the build wrote beside index.html (its inline styles' hashes, the pages' preloads)
  // changes only with a new build, which writes a new index.html: read once per index.html.
  type Build = {
    html: string;
    styleSources: string[];
    preloads: PagePreloads;
    /** Stylesheets read as one text, by their addresses (`pageStyles`). */
    styles: Map<string, Promise<PageStyles | null>>;
  };
  let build: Promise<Build> | undefined;
  const currentBuild = async (): Promise<Build> => {
    const html = await readFile(indexFile, 'utf8');
    const known = await build;
    if (known?.html === html) return known;
    build = readFile(preloadsFile, 'utf8')
      .then(parsePagePreloads, () => ({}))
      .then((preloads) => ({ html, styleSources: inlineStyleSources(html), preloads, styles: new Map() }));
    return build;
  };
  /**
   * The stylesheets at `hrefs` as one text and its hash, read once per build: the server's markup
   * is drawn with them before any script runs, without a request for each (render-blocking links
   * held the first paint back by about 3 s at Lighthouse's slow 4G). Null if one is missing.
   */
  const pageStyles = ({ styles }: Build, hrefs: readonly string[]): Promise<PageStyles | null> => {
    const key = hrefs.join(' ');
    const known = styles.get(key);
    if (known !== undefined) return known;
    const read = Promise.all(hrefs.map((href) => readFile(join(root, href.replace(/^\/+/, '')), 'utf8'))).then(
      (texts) => {
        const css = texts.join('\n');
        return { css, sources: inlineStyleSources(`<style>${css}</style>`) };
      },
      () => null,
    );
    styles.set(key, read);
    return read;
  };
  const page = async (c: Context<{ Variables: BrowserSecurityVariables }>) => {
    const built = await currentBuild();
    const { html, styleSources, preloads } = built;
    // The page's own `<style>` blocks (the entry's CSS) are allowed for it alone.
    c.set('inlineStyleSources', styleSources);
    const served = withPagePreloads(html, preloads, c.req.path);
    const platform = options.platform;
    const renderPage = platform === undefined || !isPageLoad(c) ? null : await renderer();
    if (platform === undefined || renderPage === null) return c.html(served);
    const url = new URL(c.req.url);
    const href = `${url.pathname}${url.search}`;
    const language = startLanguage(c.req.header('Accept-Language'), getCookie(c, languageCookieName)).code;
    const started = performance.now();
    const rendered = await renderPage({ href, language, ask: guestAnswers(c.req.raw, (request) => platform(request, c)), waitMs: renderWaitMs });
    const outcome = 'drawn' in rendered ? 'drawn' : `not drawn: ${rendered.notDrawn}`;
    c.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)};desc="${outcome}"`);
    if ('notDrawn' in rendered && rendered.detail !== undefined) console.error(`The server's render of ${href} failed (${rendered.notDrawn})`, rendered.detail);
    const withAnswers = withInlineAnswers(served, rendered.answers);
    if (!('drawn' in rendered)) return c.html(withAnswers);
    const { markup, imageCdnDraw } = rendered.drawn;
    // The page's stylesheets written into it (the app still adds them as it loads its chunks), and
    // the markup's style attributes, allowed by their hashes. The app's and the page's files are
    // asked for once the markup has painted (src/main.tsx): not preloaded.
    const styles = await pageStyles(built, preloadedStylesheets(served));
    const drawnPage = withoutAppPreloads(withInlineAnswers(html, rendered.answers));
    const styled = styles === null ? drawnPage : drawnPage.replace('</head>', () => `<style>${styles.css}</style>\n  </head>`);
    c.set('inlineStyleSources', [...styleSources, ...(styles?.sources ?? []), ...styleAttributeSources(markup)]);
    return c.html(withRenderedPage(styled, markup, { href, language, imageCdnDraw }));
  };
  // The page is written per request (its render and answers), so it is compressed as it goes out.
  const compressed = compress();
  // Not from the static files: the page served for these is rendered too.
  app.get('/', compressed, page);
  app.get('/index.html', compressed, page);
  // The server's render is the server's: not a file to serve.
  app.all('/ssr/*', (c) => c.text('Not found\n', 404));
  // Created on first use: serveStatic complains at creation when the directory does not exist yet.
  let statics: MiddlewareHandler | undefined;
  app.use('*', (c, next) => (statics ??= serveStatic({ root, precompressed: true }))(c, next));
  app.get('*', compressed, async (c) => {
    // Legacy page addresses (/m/index.html, /register.html) are client routes too.
    const extension = extname(c.req.path);
    if (extension !== '' && extension !== '.html') return c.text('Not found\n', 404);
    return page(c);
  });
  app.all('*', (c) => c.text('Not found\n', 404));
  return app;
}
