import { describe, expect, it } from 'vitest';
import { networkWaitMs, pageFromNetwork, type PageSources } from '../../src/worker/pageFromNetwork';
import { isKeepsScriptQuestion, keepsScriptQuestion } from '../../src/worker/versionQuestion';
import { deferred, settle } from '../support/deferred';

const page = (body: string, status = 200) => new Response(body, { status });

/** The worker's sources with a clock the test ends (`timeUp`): the network and the shell as given (null: none). */
function sources(network: () => Promise<Response>, shell: Response | null = page('shell')) {
  const clock = deferred<void>();
  const waited: number[] = [];
  const given: PageSources = {
    network,
    shell: async () => shell ?? undefined,
    wait: (ms) => {
      waited.push(ms);
      return clock.promise;
    },
  };
  return { given, waited, timeUp: () => clock.resolve() };
}

const bodyOf = (response: Response) => response.text();

describe('a page load under the service worker', () => {
  it('is the network\'s page when the network answers in time', async () => {
    const { given, waited } = sources(async () => page('from the network'));
    expect(await bodyOf(await pageFromNetwork(given))).toBe('from the network');
    expect(waited).toEqual([networkWaitMs]);
  });

  it('is the network\'s page for a client error too: the front end answered (404 is its answer)', async () => {
    const { given } = sources(async () => page('not found', 404));
    const response = await pageFromNetwork(given);
    expect(response.status).toBe(404);
  });

  it('is the installed shell when the network fails (offline), without waiting', async () => {
    const { given } = sources(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await bodyOf(await pageFromNetwork(given))).toBe('shell');
  });

  it('is the installed shell when the front end is broken (5xx)', async () => {
    for (const status of [500, 502]) {
      const { given } = sources(async () => page('broken', status));
      expect(await bodyOf(await pageFromNetwork(given))).toBe('shell');
    }
    const { given } = sources(async () => page('client error', 499));
    expect(await bodyOf(await pageFromNetwork(given))).toBe('client error');
  });

  it('is the installed shell once the network has not answered within the wait', async () => {
    const network = deferred<Response>();
    const { given, timeUp } = sources(() => network.promise);
    const result = pageFromNetwork(given);
    timeUp();
    expect(await bodyOf(await result)).toBe('shell');
    // The late answer is dropped, not an unhandled failure.
    network.reject(new TypeError('Failed to fetch'));
  });

  it('without an installed shell, waits for the network however long it takes', async () => {
    const network = deferred<Response>();
    const { given, timeUp } = sources(() => network.promise, null);
    const result = pageFromNetwork(given);
    timeUp();
    let done = false;
    void result.then(() => {
      done = true;
    });
    await settle();
    expect(done).toBe(false);
    network.resolve(page('late'));
    expect(await bodyOf(await result)).toBe('late');
  });

  it('without an installed shell, gives the network\'s failure as it is: a 5xx page, or a network error', async () => {
    expect((await pageFromNetwork(sources(async () => page('down', 503), null).given)).status).toBe(503);
    const offline = await pageFromNetwork(sources(() => Promise.reject(new TypeError('offline')), null).given);
    expect(offline.type).toBe('error');
  });

  it('a shell that cannot be read counts as none', async () => {
    const { given } = sources(async () => page('down', 503));
    const failingShell: PageSources = { ...given, shell: () => Promise.reject(new Error('cache gone')) };
    expect((await pageFromNetwork(failingShell)).status).toBe(503);
  });
});

describe('the page\'s question to a new worker', () => {
  it('asks about one script address; anything else is not the question', () => {
    const question = keepsScriptQuestion('http://localhost/assets/index-AbCd1234.js');
    expect(isKeepsScriptQuestion(question)).toBe(true);
    expect(isKeepsScriptQuestion(structuredClone(question))).toBe(true);
    expect(isKeepsScriptQuestion({ type: 'app.keepsScript' })).toBe(false);
    expect(isKeepsScriptQuestion({ type: 'app.keepsScript', url: 3 })).toBe(false);
    expect(isKeepsScriptQuestion({ type: 'SKIP_WAITING', url: 'x' })).toBe(false);
    expect(isKeepsScriptQuestion(null)).toBe(false);
    expect(isKeepsScriptQuestion('app.keepsScript')).toBe(false);
  });
});
