import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { appStartAttribute, renderedAttributes } from '../../contract';
import { bindApiSession, callPlatform } from '../../src/api/client';
import { clientErrorCodes } from '../../src/api/errors';
import { queriesSettled } from '../../src/api/queriesSettled';
import { answerFromServer, rendersOnServer } from '../../src/api/serverAnswers';
import { hydratesServerMarkup, markAppStart } from '../../src/app/serverMarkup';

const valueSchema = z.object({ sumBalance: z.number() });
const ok = (value: unknown) => ({ success: true, value });
const never = new Promise<never>(() => {});

describe('the platform while the server renders (src/api/serverAnswers.ts)', () => {
  beforeEach(() => bindApiSession({ getToken: () => null, onUnauthorized: () => {} }));
  afterEach(() => vi.unstubAllGlobals());

  it("answers a guest's GETs through the server, keeps each answer by its page key, and asks the network nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const ask = vi.fn(async (key: string) => ok({ sumBalance: key.length }));
    const render = answerFromServer(ask);
    expect(rendersOnServer()).toBe(true);
    await expect(callPlatform('/wps/a', valueSchema)).resolves.toEqual({ sumBalance: 6 });
    await expect(callPlatform('/wps/b', valueSchema, { query: { page: 2, size: undefined } })).resolves.toEqual({ sumBalance: 13 });
    expect(ask.mock.calls.map(([key]) => key)).toEqual(['/wps/a', '/wps/b?page=2']);
    expect(Object.fromEntries(render.used)).toEqual({ '/wps/a': ok({ sumBalance: 6 }), '/wps/b?page=2': ok({ sumBalance: 13 }) });
    render.stop();
    expect(rendersOnServer()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('makes no other call: a POST, a body or a session fails as offline would, and is not kept', async () => {
    const ask = vi.fn(async () => ok({ sumBalance: 1 }));
    const render = answerFromServer(ask);
    for (const options of [{ method: 'POST' as const }, { body: { a: 1 } }]) {
      await expect(callPlatform('/wps/a', valueSchema, options)).rejects.toMatchObject({ code: clientErrorCodes.network });
    }
    bindApiSession({ getToken: () => 'token', onUnauthorized: () => {} });
    await expect(callPlatform('/wps/a', valueSchema, { query: { page: 1 } })).rejects.toMatchObject({ code: clientErrorCodes.network });
    expect(ask).not.toHaveBeenCalled();
    expect(render.used.size).toBe(0);
    render.stop();
  });

  it('a failure the platform answers is the call’s failure, as in the browser', async () => {
    const render = answerFromServer(async () => ({ success: false, errorCode: 'E', message: 'no' }));
    await expect(callPlatform('/wps/a', valueSchema)).rejects.toMatchObject({ code: 'E', message: 'no' });
    render.stop();
  });
});

describe('waiting for the queries a render draws (src/api/queriesSettled.ts)', () => {
  it('resolves once nothing is fetching, a task later too: an answer that starts the next call is waited for', async () => {
    const client = new QueryClient();
    let release = () => {};
    void client.fetchQuery({
      queryKey: ['first'],
      queryFn: () =>
        new Promise<number>((resolve) => {
          release = () => resolve(1);
        }).then((value) => {
          void client.fetchQuery({ queryKey: ['second'], queryFn: () => Promise.resolve(value + 1) });
          return value;
        }),
    });
    let settled: boolean | undefined;
    const waiting = queriesSettled(client, never).then((result) => (settled = result));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBeUndefined();
    release();
    expect(await waiting).toBe(true);
    expect(client.getQueryData(['second'])).toBe(2);
  });

  it('gives up when told, with a query still fetching', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => never });
    let giveUp = () => {};
    const gaveUp = new Promise<void>((resolve) => {
      giveUp = resolve;
    });
    const waiting = queriesSettled(client, gaveUp);
    giveUp();
    expect(await waiting).toBe(false);
  });
});

describe('whether the app hydrates the server’s markup (src/app/serverMarkup.ts)', () => {
  const rootRoute = createRootRoute();
  const routes = rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/m/login' })]);
  async function routerAt(href: string) {
    const router = createRouter({ routeTree: routes, history: createMemoryHistory({ initialEntries: [href] }) });
    await router.load();
    return router;
  }
  function rendered(href: string, language = 'en', markup = '<main>drawn</main>') {
    const container = document.createElement('div');
    container.setAttribute(renderedAttributes.href, href);
    container.setAttribute(renderedAttributes.language, language);
    container.setAttribute('inert', '');
    container.innerHTML = markup;
    return container;
  }

  it('hydrates the page drawn for this address and language, for a guest', async () => {
    const router = await routerAt('/m/login?returnTo=%2Fm%2Fhome');
    expect(hydratesServerMarkup(rendered('/m/login?returnTo=%2Fm%2Fhome'), { router, language: 'en', plainGuest: true })).toBe(true);
  });

  it('renders its own page for a member or one told their session ended, another language or address, or without markup', async () => {
    const router = await routerAt('/m/login');
    expect(hydratesServerMarkup(rendered('/m/login'), { router, language: 'en', plainGuest: false })).toBe(false);
    expect(hydratesServerMarkup(rendered('/m/login', 'pt'), { router, language: 'en', plainGuest: true })).toBe(false);
    expect(hydratesServerMarkup(rendered('/m/home'), { router, language: 'en', plainGuest: true })).toBe(false);
    expect(hydratesServerMarkup(rendered('/m/login', 'en', ''), { router, language: 'en', plainGuest: true })).toBe(false);
    expect(hydratesServerMarkup(document.createElement('div'), { router, language: 'en', plainGuest: true })).toBe(false);
  });

  it('says how the app started and lets the page take taps', () => {
    const container = rendered('/m/login');
    markAppStart(container, 'hydrated');
    expect(container.getAttribute(appStartAttribute)).toBe('hydrated');
    expect(container.hasAttribute('inert')).toBe(false);
  });
});
