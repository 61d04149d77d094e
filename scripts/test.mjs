#!/usr/bin/env node
// `npm test`: the whole gate, in order, failing fast.
//
//   1. typecheck            tsc --noEmit -p tsconfig.json, then tsconfig.worker.json (the service worker)
//   2. unit tests           vitest run (machines, server, postgres, screens, tools)
//   3. Chromium             scripts/ensure-chromium.mjs e2e (Debian's chromium-headless-shell)
//   4. build                vite build (bundle sizes printed), then the server's render (vite.server.config.ts)
//   5. e2e                  playwright test (Pixel 7; @device tests on an iPhone too; @narrow at 320 px)
//
// The summary lists the 10 slowest spec files of both runners, so a regression shows.
//
// Options: --skip-e2e (steps 1, 2 and 4 only). The exit code is the failing step's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
process.chdir(root);

const skipE2e = process.argv.includes('--skip-e2e');
const reportDir = join(root, '.data', 'test-reports');
const vitestJson = join(reportDir, 'vitest.json');
const playwrightJson = join(reportDir, 'playwright.json');
mkdirSync(reportDir, { recursive: true });
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const bold = (s) => (color ? `\x1b[1m${s}\x1b[22m` : s);
const red = (s) => (color ? `\x1b[31m${s}\x1b[39m` : s);
const green = (s) => (color ? `\x1b[32m${s}\x1b[39m` : s);
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

const steps = [
  { name: 'Typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'Typecheck (service worker)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.worker.json'] },
  {
    name: 'Unit tests (Vitest)',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  },
  { name: 'Chromium', command: process.execPath, args: ['scripts/ensure-chromium.mjs', 'e2e'], e2e: true },
  { name: 'Build (vite build)', command: bin('vite'), args: ['build'] },
  { name: "Build (the server's render)", command: bin('vite'), args: ['build', '--config', 'vite.server.config.ts'] },
  {
    name: 'e2e (Playwright)',
    command: bin('playwright'),
    args: ['test'],
    env: { E2E_JSON_REPORT: playwrightJson },
    e2e: true,
  },
].filter((step) => !(skipE2e && step.e2e));

let child = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    else process.exit(130);
  });
}

function run(step) {
  return new Promise((resolveRun) => {
    child = spawn(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.on('error', (error) => {
      console.error(red(`could not start ${step.command}: ${error.message}`));
      resolveRun(1);
    });
    child.on('exit', (code, signal) => resolveRun(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** passed / failed / skipped counts from the runners' JSON reports (null when a runner didn't report). */
function counts() {
  const result = { passed: 0, failed: 0, skipped: 0, sources: [] };
  const vitest = readJson(vitestJson);
  if (vitest && typeof vitest.numPassedTests === 'number') {
    result.passed += vitest.numPassedTests;
    result.failed += vitest.numFailedTests ?? 0;
    result.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
    result.sources.push('vitest');
  }
  const playwright = readJson(playwrightJson);
  if (playwright?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats;
    result.passed += expected + flaky;
    result.failed += unexpected;
    result.skipped += skipped;
    result.sources.push('playwright');
  }
  return result.sources.length > 0 ? result : null;
}

/** Test time per spec file from both runners' JSON reports, slowest first. */
function slowestFiles(limit = 10) {
  const files = [];
  const vitest = readJson(vitestJson);
  for (const file of vitest?.testResults ?? []) {
    if (typeof file.startTime === 'number' && typeof file.endTime === 'number') {
      files.push({ name: file.name.replace(`${root}/`, ''), ms: file.endTime - file.startTime });
    }
  }
  const playwright = readJson(playwrightJson);
  const e2e = new Map();
  const visit = (suite, file) => {
    const name = suite.file ? `e2e/${suite.file}` : file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) e2e.set(name, (e2e.get(name) ?? 0) + (result.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) visit(child, name);
  };
  for (const suite of playwright?.suites ?? []) visit(suite, suite.file);
  for (const [name, ms] of e2e) files.push({ name, ms });
  return files.sort((a, b) => b.ms - a.ms).slice(0, limit);
}

/** Axe scans the e2e tests made, and the states they found already scanned (their annotations). */
function axeScans() {
  const playwright = readJson(playwrightJson);
  if (!playwright) return null;
  const totals = { scans: 0, skipped: 0 };
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // Runtime annotations are the result's (Playwright ≥ 1.52); older reports keep them on the test.
        const notes = (test.results ?? []).some((result) => Array.isArray(result.annotations))
          ? (test.results ?? []).map((result) => result.annotations ?? [])
          : [test.annotations ?? []];
        for (const list of notes) {
          for (const note of list) {
            if (note.type !== 'axe') continue;
            totals.scans += Number(/^(\d+) scan/.exec(note.description ?? '')?.[1] ?? 0);
            totals.skipped += Number(/(\d+) state\(s\) scanned earlier/.exec(note.description ?? '')?.[1] ?? 0);
          }
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of playwright.suites ?? []) visit(suite);
  return totals;
}

/** The failed tests of both runners, with the first line of their error, so the tail of a CI log names them. */
function failedTests(limit = 20) {
  const failed = [];
  const firstLine = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200);
  const vitest = readJson(vitestJson);
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const where = file.name.replace(`${root}/`, '');
      failed.push({ name: `${where} › ${test.fullName}`, error: firstLine(test.failureMessages?.[0]) });
    }
  }
  const playwright = readJson(playwrightJson);
  // The top suite's title is the file's name, which the line already gives.
  const visit = (suite, titles) => {
    const path = titles === null ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = (test.results ?? []).map((result) => result.error?.message).find(Boolean);
        const title = [...path, spec.title].join(' › ');
        failed.push({ name: `e2e/${spec.file}:${spec.line} [${test.projectName}] ${title}`, error: firstLine(error) });
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of playwright?.suites ?? []) visit(suite, null);
  return failed.slice(0, limit);
}

function summary(failedStep, failedCode) {
  const total = seconds(performance.now() - started);
  const slowest = slowestFiles();
  if (slowest.length > 0) {
    console.log(`\n${bold('━━━ Slowest spec files')} (test time, summed over their tests)`);
    for (const file of slowest) console.log(`  ${seconds(file.ms).padStart(7)}  ${file.name}`);
  }
  const scans = axeScans();
  if (scans) console.log(`\naxe: ${scans.scans} scan(s); ${scans.skipped} settled state(s) skipped as scanned earlier in the run`);
  console.log(`\n${bold('━━━ Summary')}`);
  for (const t of timings)
    console.log(`  ${t.ok ? green('✓') : red('✘')} ${t.name.padEnd(22)} ${seconds(t.ms)}`);
  const c = counts();
  if (c) {
    if (c.skipped > 0) console.log(`  (${c.skipped} skipped)`);
    console.log(`\n${c.passed} passed, ${c.failed} failed`);
  }
  const failed = failedTests();
  if (failed.length > 0) {
    console.log(`\n${bold('━━━ Failed tests')}`);
    for (const test of failed) console.log(`  ${red('✘')} ${test.name}\n      ${test.error}`);
  }
  if (failedStep) console.log(red(`\nFAILED at "${failedStep}" (exit ${failedCode}) after ${total}`));
  else console.log(green(`\nAll steps passed in ${total}`));
}

const started = performance.now();
const timings = [];
for (const [index, step] of steps.entries()) {
  const shown = [
    step.command.replace(`${root}/node_modules/.bin/`, '').replace(process.execPath, 'node'),
    ...step.args,
  ]
    .filter((arg) => !arg.startsWith('--outputFile') && !arg.startsWith('--reporter'))
    .join(' ');
  console.log(`\n${bold(`━━━ [${index + 1}/${steps.length}] ${step.name}`)}  ${shown}\n`);
  const t0 = performance.now();
  const code = await run(step);
  timings.push({ name: step.name, ms: performance.now() - t0, ok: code === 0 });
  if (code !== 0) {
    summary(step.name, code);
    process.exit(code);
  }
}
summary(null, 0);
