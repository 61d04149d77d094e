import type { TestProject } from 'vitest/node';
import { migratedTemplateFile, templateCacheDir } from '../../../server/db/migrated-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (dumpDataDir, uncompressed tar) for startPlatform. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the server project: PGlite's initdb costs seconds per platform, so every
 * platform of the run starts from one migrated dump and seeds itself with its own clock. The dump
 * stays in the cache for the next run (and for the e2e servers of this one).
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await migratedTemplateFile(templateCacheDir));
}
