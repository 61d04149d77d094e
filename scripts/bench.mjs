#!/usr/bin/env node
// `npm run bench`: the platform's game list (scripts/bench-game-list.ts: p50/p99 of a page, in
// process; docs/reports/platform-game-list.md), then Lighthouse (mobile, default simulated
// throttling) against the built app served by the reference platform with a fresh database, first
// visits of each page and repeat visits of home (its service worker installed); writes the medians
// to docs/reports/performance.md.
//
//   node scripts/bench.mjs [--runs=3] [--build]
//
// --build rebuilds even when dist/ exists (DIST_DIR: another folder than dist/, which the server
// then serves). Then the game list's interactions at 4x CPU (scripts/bench/gameListInteractions.mjs).
// Not part of CI: numbers depend on the machine.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchGameListInteractions, gameListReport } from './bench/gameListInteractions.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
process.chdir(root);

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const forceBuild = process.argv.includes('--build');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = ['/m/home', '/m/login', '/m/register', '/m/gameList'];
const outDir = join(root, '.lighthouse');
const reportPath = join(root, 'docs', 'reports', 'performance.md');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

let server = null;
let dataDir = null;

function log(message) {
  console.log(`[bench] ${message}`);
}

function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  return result;
}

function freePort() {
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

async function waitForServer(url, timeoutMs, output) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}):\n${output.join('')}`);
    }
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

async function startServer() {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const output = [];
  // Own process group, so the tsx wrapper and the node process it starts stop together.
  server = spawn(bin('tsx'), ['server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  });
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/`, 120_000, output);
  return base;
}

async function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  }
  server = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer().finally(() => process.exit(130));
  });
}

/** Asynchronous, so the server's piped output keeps draining while Lighthouse runs. */
function runAsync(command, args, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} exited with ${code ?? signal}`)),
    );
  });
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** One Lighthouse run; `extraArgs` such as `--port` (a running browser) and `--disable-storage-reset`. */
async function lighthouse(url, outputPath, extraArgs = []) {
  await runAsync(
    bin('lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--max-wait-for-load=60000',
      ...extraArgs,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath } },
  );
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

async function waitForDevtools(port, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium's DevTools did not answer on port ${port}`);
}

/** Visits `url` in the browser on `port` until its service worker controls the page (it registers a moment after the load). */
async function firstVisit(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Home again, in one browser profile that has visited it (issue 14, repeat visits): a first visit
 * installs the service worker and is not counted; the measured runs keep the profile's storage
 * (`--disable-storage-reset`), so the worker serves the shell and the files.
 */
async function repeatVisits(url, name) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const browser = spawn(chromePath, [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const shared = [`--port=${port}`, '--disable-storage-reset'];
  try {
    await waitForDevtools(port);
    log(`${name}: a first visit, until the service worker controls the page (not counted)`);
    await firstVisit(port, url);
    const list = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`Lighthouse ${name} run ${run}/${runs}`);
      const lhr = await lighthouse(url, join(outDir, `repeat-visit-${run}.json`), shared);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      list.push(lhr);
    }
    return list;
  } finally {
    // The profile goes once the browser has stopped writing to it (ENOTEMPTY otherwise, seen).
    const exited = browser.exitCode !== null || browser.signalCode !== null ? Promise.resolve() : once(browser, 'exit');
    browser.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Sum of the gzip sizes of the same-origin scripts the page requested, read from dist/. */
function firstLoadJs(lhr, base) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base));
  let gzip = 0;
  let transferred = 0;
  const missing = [];
  for (const item of scripts) {
    transferred += item.transferSize ?? 0;
    const file = join(distDir, new URL(item.url).pathname);
    if (existsSync(file)) gzip += gzipSync(readFileSync(file), { level: 9 }).length;
    else missing.push(item.url);
  }
  if (missing.length > 0) log(`not in dist/ (not counted): ${missing.join(', ')}`);
  return { gzip, transferred, files: scripts.length };
}

function measure(lhr, base) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...firstLoadJs(lhr, base),
    warnings: lhr.runWarnings ?? [],
  };
}

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const ms = (v) =>
  Number.isFinite(v) ? (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`) : 'n/a';
const kb = (v) => `${(v / 1024).toFixed(1)} kB`;
const cls = (v) => (Number.isFinite(v) ? v.toFixed(3) : 'n/a');

function chromiumVersion() {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return (result.stdout || '').trim() || 'unknown Chromium';
}

/** The real-user figures the bench's own page loads sent (web-vitals beacons, `GET /dev/vitals`). */
async function vitalsOf(base) {
  try {
    const response = await fetch(`${base}/dev/vitals`);
    const body = await response.json();
    return body.success ? body.value : null;
  } catch {
    return null;
  }
}

function fieldReport(figures) {
  const lines = [
    '',
    '## Real-user figures of the same loads',
    '',
    'What the pages themselves measured with `web-vitals` and sent to `POST /wps/system/vitals` while',
    'the bench drove them (Lighthouse loads, the repeat visits, the game list runs), as the reference',
    'platform keeps them (`GET /dev/vitals`): the 75th percentile per page and figure, the way field',
    'data is read. No throttling is applied to them beyond what each run applied (Lighthouse',
    'simulates its throttling after the fact, so its loads report unthrottled figures here).',
    '',
  ];
  if (!figures || figures.length === 0) return `${[...lines, 'None arrived.'].join('\n')}\n`;
  lines.push('| Page | Figure | Reports | p75 |', '| --- | --- | ---: | ---: |');
  for (const { page, name, count, p75 } of figures) {
    lines.push(`| \`${page}\` | ${name} | ${count} | ${name === 'CLS' ? p75.toFixed(3) : ms(p75)} |`);
  }
  return `${lines.join('\n')}\n`;
}

function report(results, lighthouseVersion) {
  const cpu = cpus();
  const date = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const lines = [
    '# Performance',
    '',
    `Measured ${date} with \`npm run bench\` (scripts/bench.mjs): Lighthouse ${lighthouseVersion}, mobile form factor,`,
    'default simulated throttling (slow 4G, 4x CPU slowdown), performance category only, against the',
    `production build served by the reference platform with a fresh database. ${runs} runs per page; the`,
    'table shows the median of each value.',
    '',
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM,`,
    `${platform()} ${release()}, Node ${process.version}, ${chromiumVersion()} (headless).`,
    'A small shared machine: compare numbers from the same machine only.',
    '',
    '| Page | Performance | FCP | LCP | TBT | CLS | First-load JS (gzip) | JS transferred | JS files |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [page, list] of Object.entries(results)) {
    const m = (key) => median(list.map((r) => r[key]));
    lines.push(
      `| \`${page}\` | ${m('score')} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${cls(m('cls'))} | ` +
        `${kb(m('gzip'))} | ${kb(m('transferred'))} | ${m('files')} |`,
    );
  }
  lines.push(
    '',
    'First-load JS (gzip): the same-origin scripts the page requested during the Lighthouse load, each',
    'gzipped (level 9) from dist/. JS transferred: their bytes on the wire as Lighthouse recorded them',
    '(equal to the raw size when the server does not compress). The repeat visit: home in a browser',
    'that has been there once (its service worker installed), storage kept between the runs; its',
    'files come from the worker, so its JS transferred counts what still crossed the wire.',
    '',
    '## Runs',
    '',
    '| Page | Run | Performance | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [page, list] of Object.entries(results)) {
    list.forEach((r, i) =>
      lines.push(
        `| \`${page}\` | ${i + 1} | ${r.score} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${cls(r.cls)} |`,
      ),
    );
  }
  const warnings = [...new Set(Object.values(results).flatMap((list) => list.flatMap((r) => r.warnings)))];
  if (warnings.length > 0) lines.push('', '## Lighthouse warnings', '', ...warnings.map((w) => `- ${w}`));
  return `${lines.join('\n')}\n`;
}

async function main() {
  // In process and quick: before anything else starts competing for the cores.
  log('platform game list (scripts/bench-game-list.ts)');
  runSync(bin('tsx'), ['scripts/bench-game-list.ts']);

  if (!existsSync(chromePath)) {
    runSync(process.execPath, ['scripts/ensure-chromium.mjs', 'bench']);
  }
  if (forceBuild || !existsSync(join(distDir, 'index.html'))) {
    log('building (vite build)');
    runSync(bin('vite'), ['build', '--outDir', distDir, '--emptyOutDir']);
  }
  mkdirSync(outDir, { recursive: true });
  mkdirSync(join(root, 'docs', 'reports'), { recursive: true });

  log('starting the reference platform with a fresh database');
  const base = await startServer();
  log(`server at ${base}`);

  const results = {};
  let lighthouseVersion = 'unknown';
  let gameList = null;
  let fieldFigures = null;
  try {
    for (const page of pages) {
      await fetch(`${base}${page}`).catch(() => undefined); // warm the server, not the browser
      results[page] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse ${page} run ${run}/${runs}`);
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}.json`;
        const lhr = await lighthouse(`${base}${page}`, join(outDir, name));
        if (lhr.runtimeError)
          throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        lighthouseVersion = lhr.lighthouseVersion ?? lighthouseVersion;
        const result = measure(lhr, base);
        log(
          `  score ${result.score}, FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, ` +
            `CLS ${cls(result.cls)}, JS ${kb(result.gzip)} gzip in ${result.files} files`,
        );
        results[page].push(result);
      }
    }
    const repeatName = '/m/home (repeat visit)';
    results[repeatName] = [];
    for (const lhr of await repeatVisits(`${base}/m/home`, repeatName)) {
      const result = measure(lhr, base);
      log(`  score ${result.score}, FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, CLS ${cls(result.cls)}`);
      results[repeatName].push(result);
    }
    gameList = await benchGameListInteractions({ base, chromePath, log });
    fieldFigures = await vitalsOf(base);
  } finally {
    await stopServer();
  }

  const markdown = `${report(results, lighthouseVersion)}${fieldReport(fieldFigures)}${gameListReport(gameList).join('\n')}\n`;
  writeFileSync(reportPath, markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${reportPath} (raw Lighthouse JSON and the game list's trace in .lighthouse/)`);
}

main().catch(async (error) => {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  await stopServer();
  process.exit(1);
});
