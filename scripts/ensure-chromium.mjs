#!/usr/bin/env node
// Make sure Debian's Chromium is installed: the e2e suite and the benchmark drive it instead of a
// downloaded browser (these machines never download browsers).
//
//   node scripts/ensure-chromium.mjs
//
// Installed → exit 0. Missing and running as root → apt-get update && apt-get install -y chromium.
// Missing otherwise → exit 1 with the command to run. CHROMIUM_PATH overrides /usr/bin/chromium.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function installed() {
  try {
    accessSync(chromium, constants.X_OK);
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
  if (result.status !== 0) {
    console.error(
      `ensure-chromium: ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`,
    );
    process.exit(result.status || 1);
  }
}

if (installed()) {
  console.log(`Chromium: ${chromium}`);
  process.exit(0);
}

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium is missing at ${chromium}; installing Debian's chromium package.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!installed()) {
    console.error(`ensure-chromium: apt-get installed chromium but ${chromium} is still missing.`);
    process.exit(1);
  }
  console.log(`Chromium: ${chromium}`);
  process.exit(0);
}

console.error(
  [
    `Chromium is not installed (${chromium} not found).`,
    "The tests use Debian's Chromium, never a downloaded browser. Install it with:",
    '',
    '    sudo apt-get update && sudo apt-get install -y chromium',
    '',
    'or point CHROMIUM_PATH at an existing Chromium binary.',
  ].join('\n'),
);
process.exit(1);
