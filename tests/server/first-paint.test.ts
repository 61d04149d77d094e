import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  appPreloadAttribute,
  firstPaintElementId,
  homeContentQuery,
  inlineAnswerKey,
  inlineAnswersElementId,
  type ContentItem,
  type StartupInfo,
} from '../../contract';
import { frontEnd } from '../../server/front-end';
import { browserSecurityFromEnv, browserSecurityHeaders, inlineStyleSources } from '../../server/lib/browser-security';
import { catalogWords } from '../../server/lib/catalog-words';
import { homeFirstPaint, isHomePath, withAppEntryAtLowPriority, withFirstPaint } from '../../server/lib/first-paint';
import { fetchInlineAnswers } from '../../server/lib/inline-answers';
import { findOfferedLanguage, sourceLanguage } from '../../src/i18n/languages';
import { startupInfo } from '../support/fixtures';
import { useBuiltFrontEnd } from './support/built-front-end';
import { pagePreloadsFileName } from '../../contract/pagePreloads';

const android = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119 Safari/537.36';

function banner(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 1,
    type: 'B',
    title: 'Welcome bonus',
    content: '',
    imageUrl: 'banner/welcome.svg',
    url: '/m/activity',
    execution: null,
    promotionType: null,
    publishedAt: 0,
    ...overrides,
  };
}

function answersOf(startup: StartupInfo, content: ContentItem[] | null) {
  const contentKey = inlineAnswerKey(apiPaths.content, homeContentQuery(startup.merchantCode));
  return {
    [apiPaths.startup]: { success: true, value: startup },
    ...(content === null ? {} : { [contentKey]: { success: true, value: content } }),
  };
}

const androidLink = { resourceType: 'Android', url: 'https://apps.example/demo.apk' } as const;
const bottomBar = { current: '/m/home', service: false };

/** The page a paint makes of a bare document, and the paint's markup alone. */
function painted(paint: ReturnType<typeof homeFirstPaint>, inlined: string | null = null) {
  const page = withFirstPaint('<script type="module"></script><div id="root">', paint, inlined);
  return { page, markup: page.slice(page.indexOf('<div id="first-paint"'), page.indexOf('\n    <div id="root">')) };
}

describe('home first paint', () => {
  const site = startupInfo({ imageCDNs: ['/cdn/a', '/cdn/b'] });

  it('draws the header and the first banner, from the CDN it names', () => {
    const content = [banner({ type: 'PL', imageUrl: 'banner/not-a-banner.svg' }), banner({ imageUrl: 'banner/first.svg' }), banner({ id: 2 })];
    const paint = homeFirstPaint(answersOf(site, content), desktop, 0.9);
    expect(paint?.banner?.image).toBe('/cdn/b/banner/first.svg');
    const { markup } = painted(paint);
    expect(markup).toContain(`<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true" data-image-cdn="/cdn/b">`);
    expect(markup).toContain('<span class="logo__word"> WinPlay</span>');
    expect(markup).toContain('<img class="banner-carousel__image" src="/cdn/b/banner/first.svg"');
    expect(markup).not.toContain('not-a-banner');
    expect(homeFirstPaint(answersOf(site, content), desktop, 0.1)?.banner?.image).toBe('/cdn/a/banner/first.svg');
  });

  it('draws the bottom bar’s menu, home its current entry, in the app’s words when it has them; without, the bar’s place', async () => {
    const paint = homeFirstPaint(answersOf(site, [banner()]), desktop, 0);
    expect(paint?.bottomBar).toEqual(bottomBar);
    const page = withFirstPaint('<script type="module"></script><div id="root">', paint, null, { language: findOfferedLanguage('pt') ?? sourceLanguage, words: await catalogWords('pt') });
    expect(page).toContain(`<div id="${firstPaintElementId}" class="first-paint" aria-hidden="true" lang="pt" dir="ltr" data-image-cdn="/cdn/a">`);
    expect(page).toMatch(/<ul class="tabbar__list"><li><span class="tabbar__item" aria-current="page">.*>Início<\/span>/);
    expect(painted(paint).markup).toContain('<div class="bottom-bar first-paint__bottom-bar"></div>');
  });

  it('escapes what it writes from the platform', () => {
    const odd = startupInfo({ imageCDNs: ['https://img.example/"><script>'] });
    const { page, markup } = painted(homeFirstPaint(answersOf(odd, [banner()]), desktop, 0));
    expect(markup).toContain('data-image-cdn="https://img.example/&#34;&#62;&#60;script&#62;"');
    expect(markup).not.toContain('<script');
    expect(page).toContain('href="https://img.example/&#34;&#62;&#60;script&#62;/banner/welcome.svg"');
  });

  it('shows a banner without a picture by its title, and the loading box without content', () => {
    const titled = painted(homeFirstPaint(answersOf(site, [banner({ imageUrl: null, title: '<b>Spin</b>' })]), desktop, 0));
    expect(titled.markup).toContain('<span class="banner-carousel__title">&#60;b&#62;Spin&#60;/b&#62;</span>');
    expect(titled.page).not.toContain('rel="preload"');
    const loading = painted(homeFirstPaint(answersOf(site, null), desktop, 0));
    expect(loading.markup).toContain('<div class="banner-carousel banner-carousel--loading"></div>');
    expect(painted(homeFirstPaint(answersOf(site, []), desktop, 0)).markup).toContain('banner-carousel--loading');
  });

  it('keeps the download bar its place only where a guest on this device is offered it', () => {
    const offered = startupInfo({ resources: [androidLink] });
    const place = 'first-paint__download-bar';
    expect(painted(homeFirstPaint(answersOf(offered, []), android)).markup).toContain(place);
    expect(painted(homeFirstPaint(answersOf(offered, []), desktop)).markup).not.toContain(place);
    expect(painted(homeFirstPaint(answersOf(site, []), android)).markup).not.toContain(place);
    const membersOnly = startupInfo({ resources: [androidLink], features: { ...offered.features, downloadBarLoginRequired: true } });
    expect(painted(homeFirstPaint(answersOf(membersOnly, []), android)).markup).not.toContain(place);
  });

  it('draws nothing where home would not show or the start-up answer is missing or wrong', () => {
    expect(homeFirstPaint(answersOf(startupInfo({ maintenance: true }), []), desktop)).toBeNull();
    expect(homeFirstPaint(answersOf(startupInfo({ regionRestricted: true }), []), desktop)).toBeNull();
    expect(homeFirstPaint({}, desktop)).toBeNull();
    expect(homeFirstPaint({ [apiPaths.startup]: { success: true, value: { merchantCode: 'X' } } }, desktop)).toBeNull();
  });

  it('puts the paint before the root, and asks for its picture ahead of the scripts unless the page carries it', () => {
    const html = '<head><script type="module" src="/a.js"></script></head><body><div id="root"></div></body>';
    const paint = { cdn: '/cdn/a', downloadBar: false, bottomBar, banner: { image: '/cdn/a/x.svg', title: "$& and $'" } };
    const linked = withFirstPaint(html, paint);
    expect(linked.indexOf('<link rel="preload" as="image" href="/cdn/a/x.svg" fetchpriority="high">')).toBeLessThan(linked.indexOf('<script'));
    expect(linked).toContain('<img class="banner-carousel__image" src="/cdn/a/x.svg" alt=""');
    // Carried, it names the address it stands for, where the app finds it, and is not asked for.
    const page = withFirstPaint(html, paint, 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(page).not.toContain('rel="preload"');
    expect(page).toContain('<img class="banner-carousel__image" src="data:image/svg+xml;base64,PHN2Zy8+" data-picture="/cdn/a/x.svg" alt=""');
    expect(page.indexOf('id="first-paint"')).toBeLessThan(page.indexOf('<div id="root"></div>'));
    expect(withFirstPaint(html, null)).toBe(html);
  });

  it("leaves out the preload links of the app's files, and keeps the others", () => {
    const html = [
      '<head>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      `<link rel="modulepreload" crossorigin href="/assets/startApp.js" ${appPreloadAttribute}>`,
      `<link rel="preload" as="style" crossorigin href="/assets/startApp.css" ${appPreloadAttribute}>`,
      '<script type="module" src="/a.js"></script></head><body><div id="root"></div></body>',
    ].join('\n');
    const page = withFirstPaint(html, { cdn: '/cdn/a', downloadBar: false, bottomBar, banner: null });
    expect(page).not.toContain(appPreloadAttribute);
    expect(page).not.toContain('startApp');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
    expect(withFirstPaint(html, null)).toContain('/assets/startApp.js');
    // Home's paint is not its whole first screen: the app that draws the rest keeps its priority.
    expect(page).not.toContain('fetchpriority="low"');
  });

  it("asks for the app's entry and the files it starts with at low priority", () => {
    const html = '<head><script type="module" crossorigin src="/a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/boot.js">\n<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head>';
    expect(withAppEntryAtLowPriority(html)).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/a.js"></script>\n' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot.js">\n' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js"></head>',
    );
  });

  it('knows the addresses that show home', () => {
    for (const path of ['/', '/m', '/m/index.html', '/m/home', '/index.html']) expect(isHomePath(path), path).toBe(true);
    for (const path of ['/m/login', '/m/homework', '/m/gameList']) expect(isHomePath(path), path).toBe(false);
  });
});

describe('home page as served', () => {
  const dist = useBuiltFrontEnd({
    'index.html':
      '<!doctype html><html><head><title>app</title><style>.a{}</style>' +
      '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
    [pagePreloadsFileName]: JSON.stringify({ '/m/home': ['/assets/home-1.js'], '/m/login': ['/assets/login-2.js'] }),
  });
  const site = startupInfo({ resources: [androidLink], imageCDNs: ['/cdn/a'] });
  const contentKey = inlineAnswerKey(apiPaths.content, homeContentQuery(site.merchantCode));

  function appWith(content: unknown) {
    const asked: string[] = [];
    const app = frontEnd(dist, {
      inlineAnswers: (c, pageKeys) =>
        fetchInlineAnswers(
          async (request) => {
            const url = new URL(request.url);
            asked.push(url.pathname + url.search);
            if (url.pathname === apiPaths.startup) return Response.json({ success: true, value: site });
            return Response.json({ success: true, value: content });
          },
          c.req.raw,
          pageKeys,
        ),
      inlineImage: async (src) => (src === '/cdn/a/banner/welcome.svg' ? 'data:image/svg+xml;base64,PHN2Zy8+' : null),
    });
    return { app, asked };
  }

  it('carries home content and the first paint on home, and neither elsewhere', async () => {
    const { app, asked } = appWith([banner()]);
    const home = await (await app.request('/m/home', { headers: { 'User-Agent': android } })).text();
    expect(asked).toEqual([apiPaths.startup, contentKey]);
    const block = new RegExp(`id="${inlineAnswersElementId}">(.*?)</script>`).exec(home)?.[1] ?? '{}';
    expect(Object.keys(JSON.parse(block))).toEqual([apiPaths.startup, contentKey]);
    expect(home).toContain('<img class="banner-carousel__image" src="data:image/svg+xml;base64,PHN2Zy8+" data-picture="/cdn/a/banner/welcome.svg"');
    expect(home).not.toContain('rel="preload" as="image"');
    expect(home).toContain('first-paint__download-bar');
    // Under the first paint the page's own code waits for the paint too; elsewhere it is linked.
    expect(home).not.toContain('/assets/home-1.js');

    asked.length = 0;
    const login = await (await app.request('/m/login')).text();
    expect(asked).toEqual([apiPaths.startup]);
    expect(login).not.toContain(firstPaintElementId);
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-2.js">');
  });

  it('paints home with the loading box when the content does not fit its contract', async () => {
    const home = await (await appWith([{ id: 'x' }]).app.request('/m/home')).text();
    expect(home).toContain('<div class="banner-carousel banner-carousel--loading"></div>');
    expect(home).not.toContain('rel="preload" as="image"');
  });

  it('allows the page its own inline styles by hash, and no other', async () => {
    const sources = inlineStyleSources('<style>.a{}</style><style>b{color:red}</style>');
    expect(sources).toHaveLength(2);
    expect(sources[0]).toBe(`'sha256-${createHash('sha256').update('.a{}').digest('base64')}'`);
    expect(sources[1]).not.toBe(sources[0]);
    expect(inlineStyleSources('<p>none</p>')).toEqual([]);

    const server = new Hono();
    server.use('*', browserSecurityHeaders(browserSecurityFromEnv({})));
    server.route('/', appWith([]).app);
    const policy = (await server.request('/m/login')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src 'self' ${sources[0]};`);
    expect(policy).not.toMatch(/unsafe/);
  });
});
