import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (dumpDataDir, uncompressed tar) for startPlatform. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the server project: PGlite's initdb costs seconds per platform, so it runs once
 * here; every platform of the run starts from this dump and seeds itself with its own clock.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const directory = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const client = new PGlite('memory://');
  try {
    await migrate(drizzle(client));
    const file = join(directory, 'migrated.tar');
    // Uncompressed: loading skips a gunzip of some 40 MB per platform.
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await client.close();
  }
  return () => rmSync(directory, { recursive: true, force: true });
}
