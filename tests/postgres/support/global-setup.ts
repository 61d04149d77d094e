import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server whose user may create databases (scripts/ensure-postgres.mjs). */
    postgresUrl: string;
  }
}

/** Global setup of the postgres project: a real server, installed and started when it is missing. */
export default function setup(project: TestProject): void {
  const result = spawnSync(process.execPath, ['scripts/ensure-postgres.mjs'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`no PostgreSQL for the ledger's tests:\n${result.stderr}${result.stdout}`);
  const url = result.stdout.trim().split('\n').at(-1) ?? '';
  project.provide('postgresUrl', url);
}
