// The built app served by the reference platform with a fresh database, for the bench: one server a
// build (the compare mode runs two at once). `stopAllServers` is for the bench's signal handlers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const running = new Set();

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** The server ended before it answered. */
class ServerExited extends Error {}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

async function waitForServer(child, url, timeoutMs, output) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new ServerExited(`the server exited (${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000}s:\n${output.join('')}`);
}

/**
 * Starts `tsx server/main.ts` in `cwd` (a checkout of the project) serving `distDir`, on a free port
 * with a database of its own. Returns its base address, `stop()`, which also removes the database,
 * and `exit()`: null while it runs, else how it ended with its last output (a run it ended during is
 * not a measurement).
 */
export async function startPlatform(options) {
  // A server ended while it started (another process's clean-up on a shared machine: seen) starts again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ServerExited)) throw error;
      console.log(`[bench] ${error.message.split('\n')[0]} while starting; starting it again`);
    }
  }
}

async function startOnce({ cwd, tsx, distDir }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const output = [];
  // Own process group, so the tsx wrapper and the node process it starts stop together.
  const child = spawn(tsx, ['server/main.ts'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir },
  });
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let ended = null;
  child.once('exit', (code, signal) => {
    ended = `the server at port ${port} exited (${signal ?? `code ${code}`})`;
  });
  const exit = () => (ended === null ? null : `${ended}:\n${output.slice(-20).join('')}`);

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      running.delete(stop);
      if (!exited(child)) {
        const gone = new Promise((r) => child.once('exit', r));
        const signal = (name) => {
          try {
            process.kill(-child.pid, name);
          } catch {
            // already gone
          }
        };
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), 5_000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  running.add(stop);

  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(child, `${base}/`, 120_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, exit };
}

export function stopAllServers() {
  return Promise.all([...running].map((stop) => stop()));
}
