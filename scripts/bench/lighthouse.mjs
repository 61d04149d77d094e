// One Lighthouse run (mobile, performance only) with its trace saved (`--save-assets`), read for the
// renderer main thread's CPU time (traceCpu.mjs), then removed: a trace is 15 MB or more.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { traceCpu } from './traceCpu.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** Asynchronous, so a server's piped output keeps draining while Lighthouse runs. */
function runAsync(command, args, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} exited with ${code ?? signal}`)),
    );
  });
}

/** The report and the trace's figures of a finished run (null, said in the log, when the trace cannot be read). */
function readRun(outputPath, tracePath, log) {
  const lhr = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  let trace = null;
  try {
    // Where Lighthouse's own metrics start, so the figure's FCP is the report's observed one.
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    trace = traceCpu(JSON.parse(readFileSync(tracePath, 'utf8')), {
      timeOriginTs: observed.observedTimeOriginTs,
      fcpTs: observed.observedFirstContentfulPaintTs,
    });
  } catch (error) {
    log(`  the trace gave no CPU figures (${tracePath}): ${error instanceof Error ? error.message : error}`);
  }
  return { lhr, trace };
}

/**
 * Lighthouse on `url`, its report written to `outputPath` (.json); `extraArgs` such as `--port` (a
 * running browser) and `--disable-storage-reset`. Returns the report and the trace's figures;
 * `keepTrace` leaves the trace and the DevTools log beside the report (`<name>-0.trace.json`).
 */
export async function lighthouse(url, outputPath, { chromePath, extraArgs = [], keepTrace = false, log = console.log }) {
  const assets = outputPath.replace(/\.json$/, '');
  const tracePath = `${assets}-0.trace.json`;
  try {
    await runAsync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outputPath}`,
        '--save-assets',
        '--only-categories=performance',
        '--form-factor=mobile',
        `--chrome-flags=${chromeFlags.join(' ')}`,
        '--max-wait-for-load=60000',
        ...extraArgs,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath } },
    );
    return readRun(outputPath, tracePath, log);
  } finally {
    // A failed run can leave its assets too.
    if (!keepTrace) {
      rmSync(tracePath, { force: true });
      rmSync(`${assets}-0.devtoolslog.json`, { force: true });
    }
  }
}
