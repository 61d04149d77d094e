import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  appPreloadAttribute,
  firstPaintElementId,
  homeContentQuery,
  inlineAnswerKey,
  pageShellsFileName,
  type GameItem,
  type GameMenu,
  type StartupInfo,
} from '../../contract';
import { pagePreloadsFileName } from '../../contract/pagePreloads';
import { frontEnd } from '../../server/front-end';
import { acceptedLanguages, startLanguage } from '../../server/lib/accept-language';
import { catalogWords } from '../../server/lib/catalog-words';
import { browserSecurityFromEnv, browserSecurityHeaders, inlineStyleSources } from '../../server/lib/browser-security';
import { gameListFirstPaint, gameListMarkup, withFirstRowInline } from '../../server/lib/game-list-paint';
import { fetchInlineAnswers } from '../../server/lib/inline-answers';
import { firstGameList, firstPageKey, gameMenusKey, pageAnswerKeys, type FirstGameList } from '../../server/lib/page-answers';
import { gameItem } from '../screens/support/gamePlatform';
import { startupInfo } from '../support/fixtures';
import { useBuiltFrontEnd } from './support/built-front-end';
import { wordsOf } from './support/markupWords';

const site = startupInfo({ imageCDNs: ['/cdn/a'] });
const games: GameItem[] = Array.from({ length: 26 }, (_, index) =>
  gameItem({ nodeId: `RNG-${index + 1}`, vassalage: 'PXS', mobileSmallIcon: `game/RNG-${index + 1}-s.webp` }),
);
const vendor = (vassalage: string, name: string, classes: string[]) => ({
  vassalage,
  name,
  mobileSmallIcon: `vendor/${vassalage}.svg`,
  gameCount: 1,
  classes,
});
const menus: GameMenu[] = [
  { gameType: 'RNG', classes: ['SLOT'], vendors: [vendor('PXS', 'Pixel Slots', ['SLOT'])] },
  // Its only vendor is one the list never shows (DS88, §2).
  { gameType: 'FISH', classes: ['FISHING'], vendors: [vendor('DS88', 'Hidden', ['FISHING'])] },
];
const ok = (value: unknown) => ({ success: true, value });
const listAt = (address: string, languages = 'en-US,en;q=0.9', stored?: string) =>
  firstGameList(new URL(address, 'http://site.test'), startLanguage(languages, stored).code);

const firstPage: unknown = ok({ games, pageNum: 1, totalPages: 2 });

/** The page's answers for `list`: its first page and menus, unless null (not carried). */
function answersFor(list: FirstGameList, { page = firstPage, menu = ok(menus) }: { page?: unknown; menu?: unknown } = {}) {
  return {
    [apiPaths.startup]: ok(site),
    ...(page === null ? {} : { [firstPageKey(list, site.merchantCode)]: page }),
    ...(menu === null ? {} : { [gameMenusKey(list, site.merchantCode)]: menu }),
  };
}

describe('the languages a browser asks for', () => {
  it('are read most wanted first, those refused left out', () => {
    expect(acceptedLanguages('pt-BR,pt;q=0.9,en;q=0.8')).toEqual(['pt-BR', 'pt', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr , de;q=0')).toEqual(['fr', 'en']);
    expect(acceptedLanguages('*, ;q=1, es;q=x')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('the game list a page opens on (issue 14)', () => {
  it('is the vendor list of the address, in the language this browser starts the app in', () => {
    expect(listAt('/m/gameList?gameType=RNG&vassalage=PXS&classify=SLOT')).toEqual({
      request: { source: 'list', gameType: 'RNG', vassalage: 'PXS', gameClassify: 'SLOT' },
      language: 'en',
      classify: 'SLOT',
    });
    expect(listAt('/m/gameList/?gameType=RNG', 'pt-BR,en;q=0.5')?.language).toBe('pt');
    // The choice this device stored (its cookie) comes first, if it is still offered.
    expect(listAt('/m/gameList?gameType=RNG', 'en-US', 'pt')?.language).toBe('pt');
    expect(listAt('/m/gameList?gameType=RNG', 'pt-BR', 'xx')?.language).toBe('pt');
    expect(listAt('/m/gameList', 'xx')).toEqual({ request: { source: 'list' }, language: 'en', classify: 'ALL' });
    // A bad value is dropped, as the app's router drops it.
    expect(listAt('/m/gameList?gameType=NOPE')?.request).toEqual({ source: 'list' });
  });

  it('is none for a member’s own lists, hot games, or another page', () => {
    for (const address of ['/m/gameList?tab=fav', '/m/gameList?tab=recent', '/m/gameList?classify=FAV', '/m/gameList?tab=hot', '/m/login', '/m/home']) {
      expect(listAt(address), address).toBeNull();
    }
  });

  it('is asked for with the menus, for the site the start-up information names; home asks for its content', () => {
    const list = listAt('/m/gameList?gameType=RNG');
    if (list === null) throw new Error('no list');
    expect(pageAnswerKeys('/m/gameList', list)('DEMO')).toEqual([firstPageKey(list, 'DEMO'), gameMenusKey(list, 'DEMO')]);
    expect(firstPageKey(list, 'DEMO')).toBe('/wps/game/list?platform=html5&clientType=2&gameType=RNG&isNew=1&pageNo=1&language=en&merchant=DEMO');
    expect(gameMenusKey(list, 'DEMO')).toBe('/wps/game/menus?language=en&merchantCode=DEMO');
    expect(pageAnswerKeys('/m/home', null)('DEMO')).toEqual([inlineAnswerKey(apiPaths.content, homeContentQuery('DEMO'))]);
    expect(pageAnswerKeys('/m/login', null)('DEMO')).toEqual([]);
  });
});

describe('the game list’s first paint', () => {
  const list = listAt('/m/gameList?gameType=RNG');
  if (list === null) throw new Error('no list');

  it('shows twelve games by name, the first row’s pictures from the CDN the app is told to use, the vendors’ place and the class chosen', () => {
    const paint = gameListFirstPaint(answersFor(list), list, 0);
    expect(paint?.cdn).toBe('/cdn/a');
    expect(paint?.pictures).toEqual(games.slice(0, 3).map((game) => `/cdn/a/${game.mobileSmallIcon}`));
    expect(paint?.names).toEqual(games.slice(0, 12).map((game) => game.gameName));
    // None is carried in the page yet: that is for the inliner (withFirstRowInline).
    expect(paint?.carried).toEqual([null, null, null]);
    expect(paint?.vendors).toBe(true);
    // Slots open on their new games, as the app's filters do.
    expect(paint?.classify).toBe('NEW');
    const short = gameListFirstPaint(answersFor(list, { page: ok({ games: games.slice(0, 2), pageNum: 1, totalPages: 1 }) }), list, 0);
    expect(short).toMatchObject({ pictures: ['/cdn/a/game/RNG-1-s.webp', '/cdn/a/game/RNG-2-s.webp'], names: ['Game RNG-1', 'Game RNG-2'] });
    // A game the platform names only by its node reads so, as its tile does.
    const unnamed = ok({ games: [{ ...games[0], gameName: '', nodeName: 'Node one' }], pageNum: 1, totalPages: 1 });
    expect(gameListFirstPaint(answersFor(list, { page: unnamed }), list, 0)?.names).toEqual(['Node one']);
    const all = listAt('/m/gameList?gameType=RNG&classify=ALL');
    if (all === null) throw new Error('no list');
    expect(gameListFirstPaint(answersFor(all), all, 0)?.classify).toBe('ALL');
  });

  it('keeps the vendors’ place as the app does: a category with vendors, or one whose menus did not come', () => {
    const fish = listAt('/m/gameList?gameType=FISH');
    const all = listAt('/m/gameList');
    if (fish === null || all === null) throw new Error('no list');
    // No vendor to show, so the app shows no strip.
    expect(gameListFirstPaint(answersFor(fish), fish)?.vendors).toBe(false);
    expect(gameListFirstPaint(answersFor(list, { menu: null }), list)?.vendors).toBe(true);
    expect(gameListFirstPaint(answersFor(all), all)?.vendors).toBe(false);
    expect(gameListFirstPaint(answersFor(all, { menu: null }), all)?.vendors).toBe(false);
  });

  it('is none without a first page that fits the contract, without games, or with the site closed', () => {
    expect(gameListFirstPaint(answersFor(list, { page: null }), list)).toBeNull();
    expect(gameListFirstPaint(answersFor(list, { page: ok({ games: 'many' }) }), list)).toBeNull();
    expect(gameListFirstPaint(answersFor(list, { page: ok({ games: [], pageNum: 1, totalPages: 0 }) }), list)).toBeNull();
    const closed = { ...answersFor(list), [apiPaths.startup]: ok({ ...site, maintenance: true }) };
    expect(gameListFirstPaint(closed, list)).toBeNull();
    expect(gameListFirstPaint(answersFor(list), null)).toBeNull();
  });

  const names = ['Apex', 'Kestrel <b>', 'Rooster', 'Derby', 'Pit'];
  const paint = { cdn: '/cdn/a', pictures: ['/cdn/a/1.webp', null, '/cdn/a/"x".webp'], carried: [null, null, null], names, vendors: true, classify: 'ALL' };

  it('draws the controls and the games in the app’s words, the first row’s pictures in them, the vendors’ place', async () => {
    const markup = gameListMarkup(paint, await catalogWords('en'));
    expect(markup).toContain('<div class="game-search"><span class="game-search__input"></span>');
    expect(markup.match(/class="vendor-strip__item"/g)).toHaveLength(4);
    expect(markup.match(/class="game-tile game-tile--with-favourite"/g)).toHaveLength(5);
    expect(markup.match(/class="game-tile__favourite"/g)).toHaveLength(5);
    // A game without a picture keeps its frame; those after the first row wait for the app.
    expect(markup.match(/<img [^>]*fetchpriority="high">/g)).toHaveLength(2);
    expect(markup.match(/games-shimmer/g)).toHaveLength(4 + 2);
    // Neither a name nor a picture's address is markup.
    expect(markup).toContain('src="/cdn/a/&#34;x&#34;.webp"');
    // A picture the page carries names the address it stands for, where the app finds it.
    const carried = gameListMarkup({ ...paint, carried: ['data:image/webp;base64,AA==', null, null] }, await catalogWords('en'));
    expect(carried).toContain('<img src="data:image/webp;base64,AA==" data-picture="/cdn/a/1.webp" alt="" width="300" height="300" fetchpriority="high">');
    expect(carried.match(/data-picture=/g)).toHaveLength(1);
    expect(markup).toContain('<span class="game-tile__name">Kestrel &#60;b&#62;</span>');
    expect(wordsOf(markup)).toEqual(['All', 'Recent', 'Favourites', 'Hot', 'All', 'New', 'Favourites', 'Filter', 'Apex', 'Kestrel &#60;b&#62;', 'Rooster', 'Derby', 'Pit']);
    // The quick tab all and the class chosen are the tabs shown chosen; the classes scroll sideways, as the app's.
    expect(markup.match(/aria-selected="true"/g)).toHaveLength(2);
    expect(markup).toMatch(/<div class="tabs tabs--scroll" role="tablist"><button [^>]*aria-selected="true"[^>]*>All</);
    expect(gameListMarkup({ ...paint, pictures: [], names: [], vendors: false }, await catalogWords('en'))).not.toContain('vendor-strip');
  });

  it('speaks the language the app starts in; a class of the category chosen leaves the classes to the app', async () => {
    const portuguese = gameListMarkup({ ...paint, classify: 'NEW' }, await catalogWords('pt'));
    expect(wordsOf(portuguese).slice(0, 8)).toEqual(['Todos', 'Recentes', 'Favoritos', 'Em alta', 'Todos', 'Novos', 'Favoritos', 'Filtrar']);
    expect(portuguese).toMatch(/tabs--scroll" role="tablist"><button [^>]*aria-selected="false"[^>]*>Todos<\/button><button [^>]*aria-selected="true"[^>]*>Novos</);
    const slots = gameListMarkup({ ...paint, classify: 'SLOT' }, await catalogWords('en'));
    expect(slots).not.toContain('tabs--scroll');
    expect(wordsOf(slots).slice(0, 5)).toEqual(['All', 'Recent', 'Favourites', 'Hot', 'Filter']);
  });

  it('uses only messages of the app’s catalogs, and nothing in it takes focus', () => {
    const sources = new Set<string>();
    const markup = gameListMarkup(paint, (source) => {
      sources.add(source);
      return source;
    });
    const catalog = readFileSync(new URL('../../locales/en/messages.po', import.meta.url), 'utf8');
    for (const source of sources) expect(catalog, source).toContain(`msgid "${source}"`);
    expect([...sources]).toEqual(['All', 'Recent', 'Favourites', 'Hot', 'New', 'Filter']);
    const controls = markup.match(/<(button|input|a|select)\b[^>]*>/g) ?? [];
    expect(controls).toHaveLength(4 + 3 + 2);
    for (const control of controls) expect(control).toContain('tabindex="-1"');
  });

  it('carries the first row’s pictures in the page itself, and asks first for those it cannot', async () => {
    const paint = { cdn: '/cdn/a', pictures: ['/cdn/a/1.webp', '/cdn/a/2.webp', null], carried: [null, null, null], names: ['a', 'b', 'c'], vendors: true, classify: 'ALL' };
    const inline = async (src: string) => (src.endsWith('1.webp') ? 'data:image/webp;base64,AA==' : null);
    const { paint: shown, preload } = await withFirstRowInline(paint, inline);
    expect(shown).toEqual({ ...paint, carried: ['data:image/webp;base64,AA==', null, null] });
    expect(preload).toEqual(['/cdn/a/2.webp']);
  });
});

describe('the game list as served', () => {
  const dist = useBuiltFrontEnd({
    'index.html':
      '<!doctype html><html><head><title>app</title><style>.a{}</style>' +
      `<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/app.js" ${appPreloadAttribute}>` +
      '</head><body><div id="root"></div></body></html>',
    [pagePreloadsFileName]: JSON.stringify({ '/m/gameList': ['/assets/gameList-1.js', '/assets/gameList-1.css', '/assets/tiles-2.css'] }),
    [pageShellsFileName]: JSON.stringify({ '/m/gameList': { header: 'back', title: 'Games', footer: true } }),
    'assets/gameList-1.css': '.game-list{display:flex}',
    'assets/tiles-2.css': '.game-grid{display:grid}',
  });

  function served({ startup = site, page = firstPage }: { startup?: StartupInfo; page?: unknown } = {}) {
    const asked: string[] = [];
    const app = new Hono();
    app.use('*', browserSecurityHeaders(browserSecurityFromEnv({})));
    app.route(
      '/',
      frontEnd(dist, {
        inlineAnswers: (c, pageKeys) =>
          fetchInlineAnswers(
            async (request) => {
              const url = new URL(request.url);
              asked.push(url.pathname + url.search);
              if (url.pathname === apiPaths.startup) return Response.json(ok(startup));
              if (url.pathname === apiPaths.gameList) return Response.json(page);
              return Response.json(ok(menus));
            },
            c.req.raw,
            pageKeys,
          ),
        inlineImage: async (src) => (src === '/cdn/a/game/RNG-1-s.webp' ? 'data:image/webp;base64,AA==' : null),
      }),
    );
    const request = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { 'Accept-Language': 'en-US', ...headers } });
    return { asked, request };
  }

  it('paints its first games with the page’s own styles, allowed by their hash, and the app’s files after the paint', async () => {
    const { asked, request } = served();
    const response = await request('/m/gameList?gameType=RNG');
    const html = await response.text();
    const list = listAt('/m/gameList?gameType=RNG');
    if (list === null) throw new Error('no list');
    expect(asked).toEqual([apiPaths.startup, firstPageKey(list, site.merchantCode), gameMenusKey(list, site.merchantCode)]);
    expect(html).toContain(`<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true" inert lang="en" dir="ltr" data-image-cdn="/cdn/a" data-awaits-app>`);
    expect(html).toContain('<img src="data:image/webp;base64,AA==" data-picture="/cdn/a/game/RNG-1-s.webp" alt="" width="300" height="300" fetchpriority="high">');
    expect(html).toContain('<link rel="preload" as="image" href="/cdn/a/game/RNG-2-s.webp" fetchpriority="high">');
    expect(html).toContain('<style>.game-list{display:flex}\n.game-grid{display:grid}</style>');
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const source of inlineStyleSources(html)) expect(policy).toContain(source);
    expect(html).not.toContain('/assets/app.js');
    expect(html).not.toContain('/assets/gameList-1.js');
    // The paint is the whole first screen: the app's entry gives way to its pictures.
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
  });

  it('paints only the shell when the first page did not come, and for a member’s list', async () => {
    const { request } = served({ page: { success: false, errorCode: 'system.error', message: 'down' } });
    const html = await (await request('/m/gameList?gameType=RNG')).text();
    expect(html).toContain(firstPaintElementId);
    expect(html).not.toContain('game-grid');
    expect(html).toContain('/assets/gameList-1.js');
    expect(html).not.toContain('fetchpriority="low"');
    const { asked, request: memberRequest } = served();
    const favourites = await (await memberRequest('/m/gameList?tab=fav')).text();
    expect(asked).toEqual([apiPaths.startup]);
    expect(favourites).not.toContain('game-grid');
  });

  it('asks in the language this device stored, which its cookie mirrors', async () => {
    const { asked, request } = served();
    await request('/m/gameList?gameType=RNG', { Cookie: 'language=pt' });
    expect(asked.filter((key) => key.startsWith(apiPaths.gameList)).map((key) => new URL(key, 'http://x').searchParams.get('language'))).toEqual(['pt']);
  });
});
