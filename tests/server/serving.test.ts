import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths, errorCodes, inlineAnswersElementId } from '../../contract';
import { createApiHandler, isApiPath } from '../../server/api-handler';
import { frontEnd } from '../../server/front-end';
import { forwardToApi } from '../../server/lib/forward-api';
import { fetchInlineAnswers } from '../../server/lib/inline-answers';
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

describe('pages with the platform answers they start with', () => {
  const dist = useBuiltFrontEnd({ 'index.html': '<!doctype html><html><head><title>app</title></head><body></body></html>' });
  const startupBody = {
    success: true,
    value: { merchantCode: 'DEMO', note: '</script><script>alert(1)</script>', price: "$& and $' and $1" },
  };
  const blockPattern = new RegExp(`<script type="application/json" id="${inlineAnswersElementId}">(.*?)</script>`);

  function appAnswering(api: (request: Request) => Promise<Response>) {
    const seen: Request[] = [];
    const app = frontEnd(dist, {
      inlineAnswers: (c, pageKeys) => fetchInlineAnswers((request) => (seen.push(request), api(request)), c.req.raw, pageKeys),
    });
    return { app, seen };
  }

  it('carries the start-up answer in a JSON block, escaped, on every page address', async () => {
    const { app, seen } = appAnswering(async (request) =>
      new URL(request.url).pathname === apiPaths.startup ? Response.json(startupBody) : new Response('Not found', { status: 404 }),
    );
    for (const path of ['/', '/index.html', '/m/home', '/register.html']) {
      const response = await app.request(path, { headers: { 'Accept-Language': 'fil', 'X-Forwarded-For': '10.0.0.7' } });
      const html = await response.text();
      const json = blockPattern.exec(html)?.[1];
      expect(json, path).toBeDefined();
      expect(json, path).not.toContain('<');
      expect(JSON.parse(json ?? '')).toEqual({ [apiPaths.startup]: startupBody });
      expect(html.indexOf(inlineAnswersElementId), path).toBeLessThan(html.indexOf('</head>'));
    }
    // Asked as the page's own call would be: same client, same language.
    const asked = seen[0];
    expect(new URL(asked?.url ?? '').pathname).toBe(apiPaths.startup);
    expect(asked?.headers.get('accept-language')).toBe('fil');
    expect(asked?.headers.get('x-forwarded-for')).toBe('10.0.0.7');
  });

  it('leaves the block out when the platform fails, refuses or is slow, and still serves the page at once', async () => {
    const answers: ((request: Request) => Promise<Response>)[] = [
      async () => {
        throw new Error('connection refused');
      },
      async () => Response.json({ success: false, errorCode: 'E', message: 'no' }),
      async () => new Response('Bad gateway', { status: 502 }),
      () => new Promise<Response>(() => {}),
    ];
    for (const api of answers) {
      const started = Date.now();
      const response = await appAnswering(api).app.request('/m/home');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>app</title>');
      expect(html).not.toContain(inlineAnswersElementId);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('carries answers into a page load only, not into the copy the service worker keeps for later', async () => {
    const { app, seen } = appAnswering(async () => Response.json(startupBody));
    const navigation = await app.request('/index.html', { headers: { 'Sec-Fetch-Dest': 'document' } });
    expect(blockPattern.test(await navigation.text())).toBe(true);
    const asked = seen.length;
    const workerCopy = await app.request('/index.html', { headers: { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' } });
    expect(workerCopy.status).toBe(200);
    expect(await workerCopy.text()).not.toContain(inlineAnswersElementId);
    expect(seen.length).toBe(asked);
  });

  it('carries nothing without a platform to ask (a static host)', async () => {
    const html = await (await frontEnd(dist).request('/m/home')).text();
    expect(html).not.toContain(inlineAnswersElementId);
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
