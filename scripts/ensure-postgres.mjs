#!/usr/bin/env node
// Make sure a real PostgreSQL server answers, for the ledger's concurrency tests (issue 36): PGlite
// has one connection, so it cannot show what parallel requests do to money.
//
//   node scripts/ensure-postgres.mjs      prints the URL the tests connect with (last line)
//
// DATABASE_URL set → that server (its user must be allowed to create databases).
// Otherwise Debian's `postgresql` package: installed with apt-get when missing (as root), its
// cluster created and started (pg_createcluster, pg_ctlcluster), and a login role `wps_test` with
// CREATEDB. Each test file makes a database of its own and drops it afterwards.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const role = 'wps_test';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function fail(message) {
  console.error(`ensure-postgres: ${message}`);
  process.exit(1);
}

function run(command, args, { quiet = false } = {}) {
  if (!quiet) console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) return { ok: false, out: '', err: result.error.message };
  return { ok: result.status === 0, out: result.stdout, err: result.stderr };
}

function asPostgres(args) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', ...args], { quiet: true }) : run(args[0], args.slice(1), { quiet: true });
}

if (process.env.DATABASE_URL) {
  if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)) fail('DATABASE_URL must start with postgres:// or postgresql://');
  console.log(process.env.DATABASE_URL);
  process.exit(0);
}

if (!run('pg_lsclusters', ['--no-header'], { quiet: true }).ok) {
  if (!isRoot) {
    fail(
      [
        "PostgreSQL is not installed. The ledger's tests need a real server. Install Debian's package:",
        '',
        '    sudo apt-get update && sudo apt-get install -y postgresql',
        '',
        'or set DATABASE_URL to a server whose user may create databases.',
      ].join('\n'),
    );
  }
  console.log("PostgreSQL is missing; installing Debian's postgresql.");
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
  const installed = install();
  if (!installed.ok && !(run('apt-get', ['update']).ok && install().ok)) fail(`apt-get could not install postgresql:\n${installed.err}`);
}

function clusters() {
  const listed = run('pg_lsclusters', ['--no-header'], { quiet: true });
  return listed.out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([version, name, port, status]) => ({ version, name, port, status }));
}

let [cluster] = clusters();
if (!cluster) {
  const [version] = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!version) fail('no PostgreSQL version under /usr/lib/postgresql');
  if (!run('pg_createcluster', [version, 'main']).ok) fail('pg_createcluster failed');
  [cluster] = clusters();
  if (!cluster) fail('pg_createcluster made no cluster');
}
if (!cluster.status.startsWith('online')) {
  const started = run('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
  if (!started.ok) fail(`could not start the cluster ${cluster.version}/${cluster.name}:\n${started.err}`);
}

const exists = asPostgres(['psql', '-p', cluster.port, '-tAc', `SELECT 1 FROM pg_roles WHERE rolname = '${role}'`]);
if (!exists.ok) fail(`psql as postgres failed:\n${exists.err}`);
if (exists.out.trim() !== '1') {
  const created = asPostgres(['psql', '-p', cluster.port, '-c', `CREATE ROLE ${role} LOGIN CREATEDB PASSWORD '${role}'`]);
  if (!created.ok) fail(`could not create the role ${role}:\n${created.err}`);
}
console.log(`PostgreSQL ${cluster.version} on port ${cluster.port}`);
console.log(`postgres://${role}:${role}@127.0.0.1:${cluster.port}/postgres`);
