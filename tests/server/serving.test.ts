import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths, errorCodes, inlineAnswersElementId, renderedAttributes } from '../../contract';
import { createApiHandler, isApiPath } from '../../server/api-handler';
import { frontEnd } from '../../server/front-end';
import { forwardToApi } from '../../server/lib/forward-api';
import type { BrowserSecurityVariables } from '../../server/lib/browser-security';
import { useBuiltFrontEnd } from './support/built-front-end';
import { expectFailure } from './support/envelope';

describe('front end from dist/', () => {
  const dist = useBuiltFrontEnd({
    'assets/index-abc123.js': 'console.log(1)',
    'manifest.webmanifest': '{}',
    'assets/app-def456.js': 'plain',
    'assets/app-def456.js.br': 'brotli bytes',
    'assets/app-def456.js.gz': 'gzip bytes',
  });
  const app = frontEnd(dist);

  it('caches hashed assets for a year', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const brotli = await app.request('/assets/app-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(await brotli.text()).toBe('brotli bytes');
    const gzip = await app.request('/assets/app-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/app-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('plain');
  });

  it('serves index.html without caching, also for client routes', async () => {
    for (const path of ['/', '/m/home', '/m/member/benefits', '/m/index.html', '/register.html']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('<title>app</title>');
    }
  });

  it('answers 404 for a missing file, and never with a year-long cache', async () => {
    const missing = await app.request('/assets/gone-999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/robots.txt')).status).toBe(404);
  });

  it('says plainly when the front end is not built', async () => {
    const response = await frontEnd(join(dist, 'nothing-here')).request('/m/home');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('pages the server renders (issue 35)', () => {
  // A stand-in for the build's render (src/entry-server.tsx): it asks the platform for the
  // start-up information, and draws the address and language asked for, or says why not.
  const renderer = `
export async function renderPage({ href, language, ask }) {
  const startup = await ask('/wps/system/startup').then((answer) => ({ '/wps/system/startup': answer }), () => ({}));
  if (href.startsWith('/m/member')) return { answers: startup, notDrawn: 'route' };
  if (href === '/m/broken') return { answers: startup, notDrawn: 'error', detail: 'Error: broken' };
  const markup = '<link rel="preload" as="image" href="/cdn/a/banner.webp"><main class="page" style="color:&quot;red&quot;">' + language + ' ' + href + '</main>';
  return { answers: startup, drawn: { markup, imageCdnDraw: 0.25 } };
}`;
  const index =
    '<!doctype html><html lang="en" dir="ltr"><head><title>app</title><link rel="preload" as="style" crossorigin href="/assets/app.css"></head>' +
    '<body><div id="root"></div></body></html>';
  const dist = useBuiltFrontEnd({ 'index.html': index, 'ssr/entry-server.mjs': renderer, 'assets/app.css': '.page{color:red}' });
  const startupBody = {
    success: true,
    value: { merchantCode: 'DEMO', note: '</script><script>alert(1)</script>', price: "$& and $' and $1" },
  };
  const blockPattern = new RegExp(`<script type="application/json" id="${inlineAnswersElementId}">(.*?)</script>`);
  const rootPattern = /<div id="root"([^>]*)>(.*?)<\/div>/;

  function appAnswering(api: (request: Request) => Promise<Response>, distDir = dist) {
    const seen: Request[] = [];
    const app = new Hono<{ Variables: BrowserSecurityVariables }>();
    const styleSources: Array<readonly string[] | undefined> = [];
    app.use('*', async (c, next) => {
      await next();
      styleSources.push(c.get('inlineStyleSources'));
    });
    app.route('/', frontEnd(distDir, { platform: async (request) => (seen.push(request), api(request)) }));
    return { app, seen, styleSources };
  }
  const startupOnly = async (request: Request) =>
    new URL(request.url).pathname === apiPaths.startup ? Response.json(startupBody) : new Response('Not found', { status: 404 });

  it("writes the page's markup into #root, saying what it was drawn for, inert until the app hydrates it", async () => {
    const { app, seen } = appAnswering(startupOnly);
    const response = await app.request('/m/login?returnTo=%2Fm%2Fhome', { headers: { 'Accept-Language': 'pt-BR', 'X-Forwarded-For': '10.0.0.7', Authorization: 'Bearer t' } });
    const html = await response.text();
    const [, attributes = '', markup = ''] = rootPattern.exec(html) ?? [];
    expect(markup).toBe('<main class="page" style="color:&quot;red&quot;">pt /m/login?returnTo=%2Fm%2Fhome</main>');
    expect(attributes).toContain(`${renderedAttributes.href}="/m/login?returnTo=%2Fm%2Fhome"`);
    expect(attributes).toContain(`${renderedAttributes.language}="pt"`);
    expect(attributes).toContain(`${renderedAttributes.imageCdnDraw}="0.25"`);
    expect(attributes).toMatch(/ inert$/);
    // In the page's language; React's hoisted picture and the page's stylesheets in the head, applied.
    expect(html).toMatch(/^<!doctype html><html lang="pt" dir="ltr">/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/cdn/a/banner.webp">');
    // The page's stylesheets written into it, still preloaded for the app's chunks that name them.
    expect(head).toContain('<style>.page{color:red}</style>');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/app.css">');
    expect(response.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d+)?;desc="drawn"$/);
    // Asked as the page's own call would be, the same client, as a guest.
    const asked = seen[0];
    expect(new URL(asked?.url ?? '').pathname).toBe(apiPaths.startup);
    expect(asked?.headers.get('accept-language')).toBe('pt-BR');
    expect(asked?.headers.get('x-forwarded-for')).toBe('10.0.0.7');
    expect(asked?.headers.get('authorization')).toBeNull();
  });

  it('carries the answers the render used in a JSON block, escaped, on every page address', async () => {
    const { app } = appAnswering(startupOnly);
    for (const path of ['/', '/index.html', '/m/home', '/register.html', '/m/member']) {
      const html = await (await app.request(path)).text();
      const json = blockPattern.exec(html)?.[1];
      expect(json, path).toBeDefined();
      expect(json, path).not.toContain('<');
      expect(JSON.parse(json ?? '')).toEqual({ [apiPaths.startup]: startupBody });
      expect(html.indexOf(inlineAnswersElementId), path).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('allows the markup’s style attributes by their hashes, for that page alone', async () => {
    const { app, styleSources } = appAnswering(startupOnly);
    await app.request('/m/home');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(styleSources.at(-1)).toEqual([hash('.page{color:red}'), "'unsafe-hashes'", hash('color:"red"')]);
    // A page not drawn keeps its own style blocks' sources (none in this page).
    await app.request('/m/member');
    expect(styleSources.at(-1)).toEqual([]);
  });

  it('serves the page unrendered, with its answers, where the server does not draw it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = appAnswering(startupOnly);
    for (const [path, outcome] of [
      ['/m/member/benefits', 'route'],
      ['/m/broken', 'error'],
    ] as const) {
      const response = await app.request(path);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<html lang="en" dir="ltr">');
      expect(blockPattern.test(html), path).toBe(true);
      expect(response.headers.get('server-timing'), path).toContain(`desc="not drawn: ${outcome}"`);
    }
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/m/broken'), 'Error: broken');
    errors.mockRestore();
  });

  it('draws the page without answers when the platform fails, and still serves it', async () => {
    for (const api of [
      async () => {
        throw new Error('connection refused');
      },
      async () => new Response('Bad gateway', { status: 502 }),
    ]) {
      const response = await appAnswering(api).app.request('/m/home');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain(inlineAnswersElementId);
      expect(rootPattern.exec(html)?.[2]).toContain('/m/home');
    }
  });

  it('renders a page load only, not the copy the service worker keeps for later', async () => {
    const { app, seen } = appAnswering(async () => Response.json(startupBody));
    const navigation = await app.request('/index.html', { headers: { 'Sec-Fetch-Dest': 'document' } });
    expect(blockPattern.test(await navigation.text())).toBe(true);
    const asked = seen.length;
    const workerCopy = await app.request('/index.html', { headers: { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' } });
    expect(workerCopy.status).toBe(200);
    const html = await workerCopy.text();
    expect(html).not.toContain(inlineAnswersElementId);
    expect(html).toContain('<div id="root"></div>');
    expect(seen.length).toBe(asked);
  });

  it('renders nothing without a platform to ask (a static host) or a build without a render', async () => {
    const html = await (await frontEnd(dist).request('/m/home')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(inlineAnswersElementId);
    const withoutRender = useBuiltFrontEnd({ 'index.html': index });
    const unrendered = await (await appAnswering(startupOnly, withoutRender).app.request('/m/home')).text();
    expect(unrendered).toContain('<div id="root"></div>');
  });

  it('never serves the render itself', async () => {
    const { app } = appAnswering(startupOnly);
    expect((await app.request('/ssr/entry-server.mjs')).status).toBe(404);
  });
});

describe('PLATFORM_URL proxy', () => {
  let upstream: ServerType;
  let upstreamUrl = '';
  beforeAll(async () => {
    const echo = new Hono();
    echo.post('/prefix/wps/echo', async (c) =>
      c.json({ body: await c.req.text(), auth: c.req.header('authorization'), query: c.req.query('q') }, 201, { 'x-upstream': 'yes' }),
    );
    upstream = await new Promise<ServerType>((ready) => {
      const server = serve({ fetch: echo.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(server));
    });
    const address = upstream.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    upstreamUrl = `http://127.0.0.1:${address.port}/prefix`;
  });
  afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

  it('forwards /wps with method, body, headers and query, keeping a path prefix', async () => {
    const api = await createApiHandler({ platformUrl: upstreamUrl, devControls: 'open', createReference: () => Promise.reject(new Error('not used')) });
    const response = await api.fetch(
      new Request('http://localhost/wps/echo?q=1', { method: 'POST', body: 'jwe.body', headers: { Authorization: 'Bearer t' } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({ body: 'jwe.body', auth: 'Bearer t', query: '1' });
  });

  it('never forwards /dev', async () => {
    const api = await createApiHandler({ platformUrl: upstreamUrl, devControls: 'open', createReference: () => Promise.reject(new Error('not used')) });
    const failure = await expectFailure(await api.fetch(new Request('http://localhost/dev/sms')));
    expect(failure.status).toBe(404);
    expect(failure.errorCode).toBe(errorCodes.notFound);
  });

  it('answers 502 in the envelope when the platform is down', async () => {
    const closed = await new Promise<ServerType>((ready) => {
      const server = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' }, () => ready(server));
    });
    const address = closed.address();
    await new Promise<void>((done) => closed.close(() => done()));
    if (!address || typeof address === 'string') throw new Error('no port');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = await createApiHandler({ platformUrl: `http://127.0.0.1:${address.port}`, devControls: 'open', createReference: () => Promise.reject(new Error('not used')) });
    const failure = await expectFailure(await api.fetch(new Request('http://localhost/wps/system/startup')));
    expect(failure.status).toBe(502);
    expect(failure.errorCode).toBe(errorCodes.internal);
    expect(errors).toHaveBeenCalled();
  });

  it('warns loudly when the reference platform opens its dev controls to everyone, and only then', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reference = async () => ({ app: { fetch: () => new Response() }, close: async () => {} });
    for (const devControls of ['local', 'off'] as const) await createApiHandler({ devControls, createReference: reference });
    await createApiHandler({ platformUrl: upstreamUrl, devControls: 'open', createReference: reference });
    expect(warnings).not.toHaveBeenCalled();
    await createApiHandler({ devControls: 'open', createReference: reference });
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/DEV_CONTROLS=open: \/dev\/\* answers ANYONE/));
  });

  it('forwards an API request with the TCP peer appended to X-Forwarded-For, as a proxy would', async () => {
    const seen: Request[] = [];
    const api = (request: Request) => {
      seen.push(request);
      return new Response('ok');
    };
    const forwarded = await forwardToApi(api, new Request('http://localhost/wps/system/startup', { headers: { 'X-Forwarded-For': '203.0.113.1' } }), '10.0.0.2');
    expect(await forwarded.text()).toBe('ok');
    expect(seen[0]?.headers.get('X-Forwarded-For')).toBe('203.0.113.1, 10.0.0.2');
  });

  it('recognises API paths', () => {
    expect(['/wps', '/wps/system/startup', '/dev/sms', '/dev?x=1'].every(isApiPath)).toBe(true);
    expect(['/', '/m/home', '/developer', '/wpsx', '/assets/dev.js'].some(isApiPath)).toBe(false);
  });
});
