import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { languageCookieName } from '../contract/languageCookie';
import { inlineStyleSources, type BrowserSecurityVariables } from './lib/browser-security';
import { startLanguage } from './lib/accept-language';
import { bottomBarPaintOf } from './lib/bottom-bar-paint';
import { catalogWords, type PaintWords } from './lib/catalog-words';
import { homeFirstPaint, isHomePath, openSiteStartup, withAppEntryAtLowPriority, withFirstPaint, withoutAppPreloads, type Answers } from './lib/first-paint';
import { withInlineAnswers } from './lib/inline-answers';
import { gameListFirstPaint, gameListMarkup, withFirstRowInline } from './lib/game-list-paint';
import { loginFirstPaint, loginMarkup } from './lib/login-paint';
import { registerFirstPaint, registerMarkup } from './lib/register-paint';
import { firstGameList, pageAnswerKeys, type FirstGameList, type PageAnswerKeys } from './lib/page-answers';
import { pageKey, parsePagePreloads, withPagePreloads } from './lib/page-preloads';
import { pageShellAt, parsePageShells, withPageShell, type PageContent } from './lib/page-shell';
import { pagePreloadsFileName, type PagePreloads } from '../contract/pagePreloads';
import { pageShellsFileName, type PageShells } from '../contract/pageShells';

const immutable = 'public, max-age=31536000, immutable';

/** A page's own stylesheets as one text, and the CSP source of the `<style>` block holding it. */
type PageStyles = { css: string; sources: readonly string[] };
/** A page's content under its shell, with its style block's CSP source. */
type ContentWithStyles = PageContent & { sources: readonly string[] };

export interface FrontEndOptions {
  /**
   * Platform answers to write into each page (server/lib/inline-answers.ts), with the page's own
   * calls (`pageKeys`: home's content, the game list's first page); none by default. Home's page
   * and the game list's then open with their first paint.
   */
  inlineAnswers?: (c: Context, pageKeys: PageAnswerKeys) => Promise<Record<string, unknown>>;
  /** A first paint's picture (home's banner, the game list's first row) as a `data:` address (server/lib/inline-image.ts), or null to link it. */
  inlineImage?: (src: string, c: Context) => Promise<string | null>;
}

/**
 * Whether the page is fetched to be shown now: a navigation (`Sec-Fetch-Dest: document`), or a
 * browser too old to say. The service worker's copy of the shell is fetched by a script (`empty`)
 * and kept for later visits: answers written into it would be stale when it is shown.
 */
function isPageLoad(c: Context): boolean {
  const destination = c.req.header('Sec-Fetch-Dest');
  return destination === undefined || destination === 'document';
}

/** The form a page opens on, drawn under its shell: login's (server/lib/login-paint.ts) or registration's (server/lib/register-paint.ts). */
function formMarkup(answers: Answers, path: string, { language, words }: PaintWords): string | null {
  const login = loginFirstPaint(answers, path, language);
  if (login !== null) return loginMarkup(login, words);
  const registration = registerFirstPaint(answers, path);
  return registration === null ? null : registerMarkup(registration, words);
}

/**
 * The built front end: hashed `/assets/*` cached for a year, everything else revalidated, and any
 * extension-less GET answered with index.html so client-side routes survive a reload.
 */
export function frontEnd(distDir = 'dist', options: FrontEndOptions = {}) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const preloadsFile = join(root, pagePreloadsFileName);
  const shellsFile = join(root, pageShellsFileName);
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
  // What the build wrote beside index.html (its inline styles' hashes, the pages' preloads and
  // shells) changes only with a new build, which writes a new index.html: read once per index.html.
  type Build = {
    html: string;
    styleSources: string[];
    preloads: PagePreloads;
    shells: PageShells;
    /** Each page's stylesheets as one text, and that block's CSP source (`pageStyles`). */
    styles: Map<string, Promise<PageStyles | null>>;
  };
  let build: Promise<Build> | undefined;
  const currentBuild = async (): Promise<Build> => {
    const html = await readFile(indexFile, 'utf8');
    const known = await build;
    if (known?.html === html) return known;
    build = Promise.all([
      readFile(preloadsFile, 'utf8').then(parsePagePreloads, () => ({})),
      readFile(shellsFile, 'utf8').then(parsePageShells, () => ({})),
    ]).then(([preloads, shells]) => ({ html, styleSources: inlineStyleSources(html), preloads, shells, styles: new Map() }));
    return build;
  };
  /**
   * The stylesheets of the page at `path` (its preloads) as one text and its hash, read and hashed
   * once per build; null if one is missing.
   */
  const pageStyles = ({ preloads, styles }: Build, path: string): Promise<PageStyles | null> => {
    const key = pageKey(path);
    const known = styles.get(key);
    if (known !== undefined) return known;
    const sheets = (preloads[key] ?? []).filter((href) => href.endsWith('.css'));
    const read = Promise.all(sheets.map((href) => readFile(join(root, href), 'utf8'))).then(
      (texts) => {
        const css = texts.join('\n');
        return { css, sources: inlineStyleSources(`<style>${css}</style>`) };
      },
      () => null,
    );
    styles.set(key, read);
    return read;
  };
  /**
   * A page's content under its shell, or null without one: a form (`formMarkup`) or the game
   * list's first games (server/lib/game-list-paint.ts).
   */
  const pageContent = async (c: Context, built: Build, speech: PaintWords, answers: Answers, list: FirstGameList | null): Promise<ContentWithStyles | null> => {
    const form = formMarkup(answers, c.req.path, speech);
    const games = form === null ? gameListFirstPaint(answers, list) : null;
    const styles = form === null && games === null ? null : await pageStyles(built, c.req.path);
    if (styles === null) return null;
    if (form !== null) return { ...styles, markup: form, pictures: null };
    if (games === null) return null;
    const shown = await withFirstRowInline(games, async (src) => (await options.inlineImage?.(src, c)) ?? null);
    return { ...styles, markup: gameListMarkup(shown.paint, speech.words), pictures: { cdn: shown.paint.cdn, first: shown.preload } };
  };
  const page = async (c: Context<{ Variables: BrowserSecurityVariables }>) => {
    const home = isHomePath(c.req.path);
    const language = startLanguage(c.req.header('Accept-Language'), getCookie(c, languageCookieName));
    const list = home ? null : firstGameList(new URL(c.req.url), language.code);
    const answers = isPageLoad(c) ? options.inlineAnswers?.(c, pageAnswerKeys(c.req.path, list)) : undefined;
    const [built, inlined] = await Promise.all([currentBuild(), answers ?? {}]);
    const { html, styleSources, preloads, shells } = built;
    const firstPaint = home ? homeFirstPaint(inlined, c.req.header('User-Agent') ?? '') : null;
    const image = firstPaint?.banner?.image;
    const inlinedImage = image ? ((await options.inlineImage?.(image, c)) ?? null) : null;
    // Another page's shell, when the site is open: closed, the app shows its notice instead.
    const site = openSiteStartup(inlined);
    const shell = !home && site !== undefined ? pageShellAt(shells, c.req.path) : null;
    // Without its catalog the shell is not painted (home's without its words): they would be in another language.
    const words = shell === null && firstPaint === null ? null : await catalogWords(language.code).catch(() => null);
    const speech: PaintWords | null = words === null ? null : { language, words };
    const content = speech === null ? null : await pageContent(c, built, speech, inlined, list);
    // Under a first paint with pictures the app's files wait for the paint (server/lib/first-paint.ts);
    // under the game list's, the whole first screen, even its entry gives way.
    const wholeScreen = (content?.pictures ?? null) !== null;
    const pictured = firstPaint !== null || wholeScreen;
    const withoutPreloads = pictured ? withoutAppPreloads(html) : withPagePreloads(html, preloads, c.req.path);
    const withCode = wholeScreen ? withAppEntryAtLowPriority(withoutPreloads) : withoutPreloads;
    const withAnswers = withInlineAnswers(withCode, inlined);
    const bottomBar = site === undefined ? null : bottomBarPaintOf(c.req.path, site);
    const withShell = speech === null ? withAnswers : withPageShell(withAnswers, shell, speech, content, bottomBar);
    const served = withFirstPaint(withShell, firstPaint, inlinedImage, speech);
    // The page's own stylesheets, written into it, are allowed for it alone.
    c.set('inlineStyleSources', content === null ? styleSources : [...styleSources, ...content.sources]);
    return c.html(served);
  };
  // The page is written per request (its answers), so it is compressed as it goes out.
  const compressed = compress();
  // Not from the static files: the page served for these carries its answers too.
  app.get('/', compressed, page);
  app.get('/index.html', compressed, page);
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
