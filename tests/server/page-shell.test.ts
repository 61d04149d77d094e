import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  firstPaintElementId,
  pageShellsFileName,
  type PageShell,
  type PageShells,
  type StartupInfo,
} from '../../contract';
import { frontEnd } from '../../server/front-end';
import { fetchInlineAnswers } from '../../server/lib/inline-answers';
import { catalogWords, type PaintWords } from '../../server/lib/catalog-words';
import { pageShellAt, parsePageShells, withPageShell } from '../../server/lib/page-shell';
import { findOfferedLanguage, sourceLanguage } from '../../src/i18n/languages';
import { backArrowPath, menuPath } from '../../src/ui/icons/headerIcons';
import { startupInfo } from '../support/fixtures';
import { useBuiltFrontEnd } from './support/built-front-end';

const page = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
const loginShell: PageShell = { header: 'hidden', title: 'Log in', footer: false };
const gameListShell: PageShell = { header: 'back', title: 'Games', footer: true };
const english: PaintWords = { language: sourceLanguage, words: (source) => source };
const shells: PageShells = { '/m/login': loginShell, '/m/gameList': gameListShell };

/** The first paint's element of a page, or undefined. */
const paintOf = (html: string) =>
  new RegExp(`<div id="${firstPaintElementId}"[^>]*>(.*?)</div>\\s*<div id="root">`).exec(html)?.[1];

describe('a page’s shell painted before any script (issue 14)', () => {
  it('draws the back header with its menu, and the bottom bar, for a page that has them', () => {
    const html = withPageShell(page, gameListShell, english);
    const paint = paintOf(html) ?? '';
    expect(html).toContain(`<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true" inert lang="en" dir="ltr">`);
    expect(paint).toContain('<header class="app-header"><div class="app-header__bar">');
    expect(paint.indexOf(backArrowPath)).toBeLessThan(paint.indexOf('<span class="app-header__title">Games</span>'));
    expect(paint.indexOf('Games')).toBeLessThan(paint.indexOf(menuPath));
    expect(paint).toContain('<div class="bottom-bar first-paint__bottom-bar"></div>');
    // With the site's start-up information, its menu (server/lib/bottom-bar-paint.ts).
    const menu = paintOf(withPageShell(page, gameListShell, english, null, { current: '/m/gameList', service: true })) ?? '';
    expect(menu).toContain('<div class="bottom-bar first-paint__bottom-bar"><ul class="tabbar__list">');
    expect(menu.replace(/<[^>]*>/g, '')).toBe('GamesHomeActivityDeposit7x24 serviceMembers');
  });

  it('draws a page’s own header without the menu, and no footer when the page has none', () => {
    const paint = paintOf(withPageShell(page, loginShell, english)) ?? '';
    expect(paint).toContain('<header class="page-header">');
    expect(paint).toContain(backArrowPath);
    expect(paint).toContain('<span class="page-header__title">Log in</span>');
    expect(paint).not.toContain(menuPath);
    expect(paint).not.toContain('bottom-bar');
  });

  it('speaks the language the app will start in: the paint’s title in its words, its lang and direction', async () => {
    const portuguese: PaintWords = { language: findOfferedLanguage('pt') ?? sourceLanguage, words: await catalogWords('pt') };
    const html = withPageShell(page, loginShell, portuguese);
    expect(html).toContain('inert lang="pt" dir="ltr">');
    expect((paintOf(html) ?? '').replace(/<[^>]*>/g, '')).toBe('Entrar');
    const escaped = withPageShell(page, { ...loginShell, title: '<b>' }, english);
    expect(paintOf(escaped)).toContain('<span class="page-header__title">&#60;b&#62;</span>');
  });

  it('finds the page with a trailing slash, and none for a page the build has no shell for', () => {
    expect(pageShellAt(shells, '/m/login/')).toEqual(loginShell);
    expect(pageShellAt(shells, '/m/home')).toBeNull();
    expect(pageShellAt(shells, '/constructor')).toBeNull();
    expect(withPageShell(page, null, english)).toBe(page);
  });

  it('takes the build’s file only when it is what the build writes', () => {
    expect(parsePageShells(JSON.stringify(shells))).toEqual(shells);
    expect(parsePageShells(null)).toEqual({});
    expect(parsePageShells('{')).toEqual({});
    expect(parsePageShells(JSON.stringify({ '/m/login': { header: 'home', footer: false } }))).toEqual({});
  });

  describe('served', () => {
    const dist = useBuiltFrontEnd({ 'index.html': page, [pageShellsFileName]: JSON.stringify(shells) });
    const appWith = (site: StartupInfo | null) =>
      frontEnd(dist, {
        inlineAnswers: (c, pageKeys) =>
          fetchInlineAnswers(
            async (request) =>
              site === null || new URL(request.url).pathname !== apiPaths.startup
                ? new Response('down', { status: 503 })
                : Response.json({ success: true, value: site }),
            c.req.raw,
            pageKeys,
          ),
      });
    const served = async (site: StartupInfo | null, path: string) => (await appWith(site).request(path)).text();

    it('on the page the address names, when the site is open', async () => {
      expect(paintOf(await served(startupInfo(), '/m/login'))).toContain('page-header');
      expect(paintOf(await served(startupInfo(), '/m/gameList'))).toContain('app-header');
      expect(await served(startupInfo(), '/m/unknown')).not.toContain(firstPaintElementId);
    });

    it('not when the site is closed, nor when the server cannot tell: the app shows another page then', async () => {
      expect(await served(startupInfo({ maintenance: true }), '/m/login')).not.toContain(firstPaintElementId);
      expect(await served(startupInfo({ regionRestricted: true }), '/m/login')).not.toContain(firstPaintElementId);
      expect(await served(null, '/m/login')).not.toContain(firstPaintElementId);
    });
  });

  describe('served from a build without the file', () => {
    const dist = useBuiltFrontEnd({ 'index.html': page });

    it('serves the page without a shell', async () => {
      const app = frontEnd(dist, {
        inlineAnswers: (c, pageKeys) =>
          fetchInlineAnswers(async () => Response.json({ success: true, value: startupInfo() }), c.req.raw, pageKeys),
      });
      expect(await (await app.request('/m/login')).text()).not.toContain(firstPaintElementId);
    });
  });
});
