#!/usr/bin/env node
// Make sure Debian's Chromium is installed: the e2e suite and the benchmark drive it instead of a
// downloaded browser (these machines never download browsers).
//
//   node scripts/ensure-chromium.mjs [e2e|bench]
//
//   e2e    chromium-headless-shell (E2E_CHROMIUM_PATH, default /usr/bin/chromium-headless-shell):
//          the headless-only build Playwright itself runs headless; its processes spend about a quarter
//          less CPU than the full browser's on the same tests.
//   bench  chromium (CHROMIUM_PATH, default /usr/bin/chromium): Lighthouse wants the full browser.
//   (none) both.
//
// Installed → exit 0. Missing and running as root → apt-get install (after apt-get update when
// the package lists do not know it). Missing otherwise → exit 1 with the command to run.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

const browsers = {
  e2e: { path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell', env: 'E2E_CHROMIUM_PATH' },
  bench: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', env: 'CHROMIUM_PATH' },
};

const purpose = process.argv[2];
if (purpose !== undefined && !(purpose in browsers)) {
  console.error(`ensure-chromium: unknown purpose "${purpose}" (e2e or bench)`);
  process.exit(2);
}
const wanted = purpose === undefined ? Object.values(browsers) : [browsers[purpose]];

function installed(browser) {
  try {
    accessSync(browser.path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) {
    console.error(`ensure-chromium: could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  return result.status === 0;
}

/** What the binary says of itself, so a run's log names the browser it tested. */
function version(browser) {
  const result = spawnSync(browser.path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout.trim() : 'version unknown';
}

function report(browser) {
  console.log(`Chromium: ${browser.path} (${version(browser)})`);
}

const missing = wanted.filter((browser) => !installed(browser));
for (const browser of wanted.filter(installed)) report(browser);
if (missing.length === 0) process.exit(0);

const packages = missing.map((browser) => browser.pkg);
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Missing ${missing.map((browser) => browser.path).join(', ')}; installing Debian's ${packages.join(', ')}.`);
  // Package lists are often there already; updating them costs more than the install.
  const done = run('apt-get', ['install', '-y', ...packages]) || (run('apt-get', ['update']) && run('apt-get', ['install', '-y', ...packages]));
  const still = missing.filter((browser) => !installed(browser));
  if (!done || still.length > 0) {
    console.error(`ensure-chromium: apt-get could not provide ${still.map((browser) => browser.path).join(', ') || packages.join(', ')}.`);
    process.exit(1);
  }
  for (const browser of missing) report(browser);
  process.exit(0);
}

console.error(
  [
    `Chromium is not installed (${missing.map((browser) => browser.path).join(', ')} not found).`,
    "The tests use Debian's Chromium, never a downloaded browser. Install it with:",
    '',
    `    sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    '',
    `or point ${missing.map((browser) => browser.env).join(' / ')} at an existing binary.`,
  ].join('\n'),
);
process.exit(1);
