#!/usr/bin/env node
// `npm run bench`: the platform's game list (scripts/bench-game-list.ts: p50/p99 of a page, in
// process; docs/reports/platform-game-list.md), then Lighthouse (mobile, default simulated
// throttling) against the built app served by the reference platform with a fresh database, first
// visits of each page and repeat visits of home (its service worker installed); writes the medians
// to docs/reports/performance.md.
//
//   node scripts/bench.mjs [--runs=3] [--build] [--keep-traces] [--pages=/m/home,/m/login]
//   node scripts/bench.mjs --compare=<A>,<B> [--runs=5] [--keep-traces] [--pages=…]   (npm run bench:compare -- <A>,<B>)
//
// --build rebuilds even when dist/ exists (DIST_DIR: another folder than dist/, which the server
// then serves). Then the game list's interactions at 4x CPU (scripts/bench/gameListInteractions.mjs).
// Each Lighthouse run's trace gives the renderer main thread's CPU figures (scripts/bench/traceCpu.mjs)
// and is removed unless --keep-traces. --compare: two builds side by side, nothing else
// (scripts/bench/compare.mjs; docs/reports/performance-compare.md).
// Not part of CI: numbers depend on the machine.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchCompare, compareBuilds, compareReport } from './bench/compare.mjs';
import { cls, cpuColumnsNote, header, kb, machineLines, medianOf, ms, row, runCells, runColumns, runLine, runsNote, utcNow } from './bench/format.mjs';
import { benchGameListInteractions, gameListReport } from './bench/gameListInteractions.mjs';
import { chromeFlags, lighthouse } from './bench/lighthouse.mjs';
import { measure } from './bench/measure.mjs';
import { freePort, startPlatform, stopAllServers } from './bench/platformServer.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const invokedFrom = process.cwd();
process.chdir(root);

/** `--name=value`, or `--name` and the next argument that is not an option (`npm run bench:compare -- A,B`). */
function option(name) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args.slice(at + 1).find((a) => !a.startsWith('--')) ?? '';
  return args.findLast((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const compare = option('compare');
if (compare === '') {
  console.error('[bench] --compare takes two builds: --compare=<A>,<B>');
  process.exit(1);
}
const runs = Number(option('runs') ?? (compare ? 5 : 3));
const forceBuild = process.argv.includes('--build');
const keepTraces = process.argv.includes('--keep-traces');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = option('pages')?.split(',') ?? ['/m/home', '/m/login', '/m/register', '/m/gameList'];
const outDir = join(root, '.lighthouse');
const reportPath = join(root, 'docs', 'reports', 'performance.md');
const compareReportPath = join(root, 'docs', 'reports', 'performance-compare.md');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

function log(message) {
  console.log(`[bench] ${message}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAllServers().finally(() => process.exit(130));
  });
}

function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  return result;
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
      list.push(await lighthouse(url, join(outDir, `repeat-visit-${run}.json`), { chromePath, extraArgs: shared, keepTrace: keepTraces, log }));
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
  const lines = [
    '# Performance',
    '',
    `Measured ${utcNow()} with \`npm run bench\` (scripts/bench.mjs): Lighthouse ${lighthouseVersion}, mobile form factor,`,
    'default simulated throttling (slow 4G, 4x CPU slowdown), performance category only, against the',
    `production build served by the reference platform with a fresh database. ${runs} runs per page; the`,
    'table shows the median of each value.',
    '',
    ...machineLines(chromePath),
    'A small shared machine: compare numbers from the same machine only (`npm run bench:compare`).',
    '',
    ...header([
      'Page',
      'Performance',
      'FCP',
      'LCP',
      'TBT',
      'CPU-time blocking',
      'CLS',
      'Main-thread CPU (5 s)',
      'First-load JS (gzip)',
      'JS transferred',
      'JS files',
    ]),
  ];
  for (const [page, list] of Object.entries(results)) {
    const m = (key) => medianOf(list, key);
    lines.push(
      row([
        `\`${page}\``,
        m('score'),
        ms(m('fcp')),
        ms(m('lcp')),
        ms(m('tbt')),
        ms(m('cpuBlocking')),
        cls(m('cls')),
        ms(m('cpu5s')),
        kb(m('gzip')),
        kb(m('transferred')),
        m('files'),
      ]),
    );
  }
  lines.push(
    '',
    'First-load JS (gzip): the same-origin scripts the page requested during the Lighthouse load, each',
    'gzipped (level 9) from dist/. JS transferred: their bytes on the wire as Lighthouse recorded them',
    '(equal to the raw size when the server does not compress). The repeat visit: home in a browser',
    'that has been there once (its service worker installed), storage kept between the runs; its',
    'files come from the worker, so its JS transferred counts what still crossed the wire.',
    ...cpuColumnsNote,
    '',
    '## Runs',
    '',
    ...header(['Page', 'Run', ...runColumns]),
  );
  for (const [page, list] of Object.entries(results)) {
    list.forEach((r, i) => lines.push(row([`\`${page}\``, i + 1, ...runCells(r)])));
  }
  lines.push('', ...runsNote);
  const warnings = [...new Set(Object.values(results).flatMap((list) => list.flatMap((r) => r.warnings)))];
  if (warnings.length > 0) lines.push('', '## Lighthouse warnings', '', ...warnings.map((w) => `- ${w}`));
  return `${lines.join('\n')}\n`;
}

function ensureChromium() {
  if (!existsSync(chromePath)) runSync(process.execPath, ['scripts/ensure-chromium.mjs', 'bench']);
}

/** `--compare=<A>,<B>`: the two builds side by side, Lighthouse only. */
async function mainCompare() {
  const builds = compareBuilds(compare, { root, from: invokedFrom });
  ensureChromium();
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const { results, lighthouseVersion, repeated } = await benchCompare({
    builds,
    pages,
    runs,
    chromePath,
    tsx: bin('tsx'),
    outDir,
    keepTraces,
    log,
  });
  const minutes = (Date.now() - started) / 60_000;
  const markdown = compareReport({ builds, results, runs, lighthouseVersion, chromePath, minutes, repeated });
  writeFileSync(compareReportPath, markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${compareReportPath} in ${minutes.toFixed(1)} min (raw Lighthouse JSON in .lighthouse/compare-*.json)`);
}

async function main() {
  // In process and quick: before anything else starts competing for the cores.
  log('platform game list (scripts/bench-game-list.ts)');
  runSync(bin('tsx'), ['scripts/bench-game-list.ts']);

  ensureChromium();
  if (forceBuild || !existsSync(join(distDir, 'index.html'))) {
    log('building (vite build)');
    runSync(bin('vite'), ['build', '--outDir', distDir, '--emptyOutDir']);
  }
  mkdirSync(outDir, { recursive: true });
  mkdirSync(join(root, 'docs', 'reports'), { recursive: true });

  log('starting the reference platform with a fresh database');
  const server = await startPlatform({ cwd: root, tsx: bin('tsx'), distDir });
  const { base } = server;
  log(`server at ${base}`);

  const results = {};
  let lighthouseVersion = 'unknown';
  let gameList = null;
  let fieldFigures = null;
  const measured = (run) => {
    // A run the server ended during is not a measurement (a shared machine: seen once).
    if (server.exit()) throw new Error(server.exit());
    const result = measure(run, { base, distDir, log });
    log(`  ${runLine(result)}`);
    return result;
  };
  try {
    for (const page of pages) {
      await fetch(`${base}${page}`).catch(() => undefined); // warm the server, not the browser
      results[page] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse ${page} run ${run}/${runs}`);
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}.json`;
        const lighthouseRun = await lighthouse(`${base}${page}`, join(outDir, name), { chromePath, keepTrace: keepTraces, log });
        lighthouseVersion = lighthouseRun.lhr.lighthouseVersion ?? lighthouseVersion;
        results[page].push(measured(lighthouseRun));
      }
    }
    const repeatName = '/m/home (repeat visit)';
    results[repeatName] = (await repeatVisits(`${base}/m/home`, repeatName)).map(measured);
    gameList = await benchGameListInteractions({ base, chromePath, log });
    fieldFigures = await vitalsOf(base);
  } finally {
    await server.stop();
  }

  const markdown = `${report(results, lighthouseVersion)}${fieldReport(fieldFigures)}${gameListReport(gameList).join('\n')}\n`;
  writeFileSync(reportPath, markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${reportPath} (raw Lighthouse JSON and the game list's trace in .lighthouse/)`);
}

(compare ? mainCompare() : main()).catch(async (error) => {
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  await stopAllServers();
  process.exit(1);
});
