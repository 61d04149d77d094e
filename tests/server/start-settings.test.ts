import { request } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { useServerProcesses } from './support/server-process';

const { start, serve } = useServerProcesses();

// Side by side: each refusal is a process of its own that loads the whole server first.
describe.concurrent('npm start refuses settings that would expose the reference platform', () => {
  it('will not serve the reference platform in production unless told it is a demo', async ({ expect }) => {
    const { code, output } = await start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toMatch(/REFERENCE_PLATFORM=demo/);
    expect(output).not.toMatch(/Listening/);
  });

  it('names a DEV_CONTROLS value it does not know, without a stack trace', async ({ expect }) => {
    const { code, output } = await start({ DEV_CONTROLS: 'everyone' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('DEV_CONTROLS must be local, open or off (got "everyone")');
  });

  it('names a bad session or purge timing, without a stack trace', async ({ expect }) => {
    const { code, output } = await start({ PURGE_INTERVAL_SECONDS: 'often' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('PURGE_INTERVAL_SECONDS must be a positive whole number of seconds');
  });

});

describe('servers that start', () => {
  type Server = Awaited<ReturnType<typeof serve>>;
  let productionDemo: Server;
  let local: Server;
  // Started side by side: each pays for a database and the demo accounts' password hashes.
  beforeAll(async () => {
    [productionDemo, local] = await Promise.all([
      serve({ NODE_ENV: 'production', REFERENCE_PLATFORM: 'demo', DEV_CONTROLS: 'open' }),
      serve({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' }),
    ]);
  }, 60_000);

  it('keep dev controls off in a production demo, even when asked to open them', async () => {
    expect((await fetch(`${productionDemo.url}${apiPaths.startup}`)).status).toBe(200);
    expect((await fetch(`${productionDemo.url}${devControlPaths.sms}`)).status).toBe(404);
    expect(productionDemo.output()).not.toMatch(/ANYONE/);
  });

  it('answer TRACE on API paths with 405 (it was a 500), and on pages with no 5xx either', async () => {
    for (const path of [apiPaths.startup, devControlPaths.sms]) {
      const answer = await rawRequest(local.url, 'TRACE', path);
      expect(answer.status, path).toBe(405);
      expect(answer.body).toContain('"success":false');
    }
    expect((await rawRequest(local.url, 'TRACE', '/m/home')).status).toBe(404);
    expect((await fetch(`${local.url}${apiPaths.startup}`)).status).toBe(200);
  });

  it('do not wait for slow headers or bodies, yet keep an idle connection for its next request', async () => {
    const { port } = new URL(local.url);
    const [halfHeaders, trickledBody, idleThenAgain] = await Promise.all([
      // Headers that never end: 408 after the headers timeout (1 s here, plus Node's 1 s check).
      talk(port, [{ after: 0, send: 'GET /m/home HTTP/1.1\r\nHost: x\r\n' }]),
      // A body sent a byte a second, never finished: 408 after the request timeout (2 s here).
      talk(port, [
        { after: 0, send: 'POST /wps/session/login/freeplay HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{' },
        ...Array.from({ length: 6 }, () => ({ after: 1_000, send: ' ' })),
      ]),
      // Idle for longer than the headers timeout between two requests: both answered.
      talk(port, [
        { after: 0, send: 'GET /wps/system/startup HTTP/1.1\r\nHost: x\r\n\r\n' },
        { after: 3_500, send: 'GET /wps/system/startup HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
      ]),
    ]);
    expect(halfHeaders.statuses).toEqual([408]);
    expect(halfHeaders.closedAfterMs).toBeLessThan(3_000);
    expect(trickledBody.statuses).toEqual([408]);
    expect(trickledBody.closedAfterMs).toBeLessThan(4_000);
    expect(idleThenAgain.statuses).toEqual([200, 200]);
  });

  it("serve the reference platform's images under /cdn, with their own caching and policy", async () => {
    const image = await fetch(`${local.url}/cdn/a/game/RNG-0042.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${local.url}/cdn/a/game/..%2Fx.svg`)).status).toBe(404);
  });

  it('answer dev controls over a real connection from this machine by default', async () => {
    expect((await fetch(`${local.url}${devControlPaths.sms}`)).status).toBe(200);
    expect(local.output()).not.toMatch(/ANYONE/);
  });
});

/** Writes to a raw connection on a schedule; the status lines it got back and when it closed. */
function talk(port: string, writes: { after: number; send: string }[]): Promise<{ statuses: number[]; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    const timers: NodeJS.Timeout[] = [];
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      for (const timer of timers) clearTimeout(timer);
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
      resolve({ statuses, closedAfterMs: Date.now() - started });
    });
    let at = 0;
    for (const write of writes) {
      at += write.after;
      timers.push(setTimeout(() => socket.writable && socket.write(write.send), at));
    }
    // Whatever happens, the connection ends: the server's doing, or this limit's.
    timers.push(setTimeout(() => socket.destroy(), at + 5_000));
  });
}

/** A request fetch refuses to send (TRACE and the like), over a plain connection. */
function rawRequest(base: string, method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${base}${path}`, { method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
