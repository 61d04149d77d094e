import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { useBuiltFrontEnd } from './built-front-end';

/**
 * `npm start`'s server as a process of its own, on a free port, an in-memory database and a built
 * front end of one page (the tests need not wait for `vite build`); `env` overrides any of it.
 * Every process still running is killed after the file.
 */
export function useServerProcesses() {
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running.splice(0)) child.kill();
  });
  const distDir = useBuiltFrontEnd();

  function launch(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', DATABASE_URL: '', PLATFORM_URL: '', NODE_ENV: '', DIST_DIR: distDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { child, output: () => output };
  }

  /** Resolves when it exits on its own. */
  function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const { child, output } = launch(env);
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: output() })));
  }

  /** Resolves with its address once it listens. */
  async function serve(env: Record<string, string>, startSeconds = 30): Promise<{ child: ChildProcess; url: string; output: () => string }> {
    const { child, output } = launch(env);
    const until = Date.now() + startSeconds * 1000;
    for (;;) {
      const port = /Listening on http:\/\/localhost:(\d+)/.exec(output())?.[1];
      if (port) return { child, url: `http://127.0.0.1:${port}`, output };
      if (child.exitCode !== null || Date.now() > until) throw new Error(`the server did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { start, serve };
}
