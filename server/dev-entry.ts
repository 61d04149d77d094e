import { createApiHandler, type ApiHandler } from './api-handler';
import type { OpenedDatabase } from './db/database';
import { openDatabase } from './db/open';
import { devControlsFromEnv } from './lib/dev-controls';
import { createPlatform } from './platform';

/**
 * Loaded by the Vite plugin through Vite's module runner, so it is re-evaluated after server edits.
 * The database must not be: PGlite allows one open instance per data directory, so it lives on
 * globalThis across reloads, with a close function the plugin calls when the Vite server stops.
 */
const databaseKey = Symbol.for('reference-platform.database');
const closeDatabaseKey = Symbol.for('reference-platform.closeDatabase');

function sharedDatabase(): Promise<OpenedDatabase> {
  const cached: unknown = Reflect.get(globalThis, databaseKey);
  if (cached instanceof Promise) return cached;
  const opened = openDatabase();
  Reflect.set(globalThis, databaseKey, opened);
  Reflect.set(globalThis, closeDatabaseKey, async () => {
    Reflect.deleteProperty(globalThis, databaseKey);
    Reflect.deleteProperty(globalThis, closeDatabaseKey);
    await (await opened).close();
  });
  opened.catch(() => Reflect.deleteProperty(globalThis, databaseKey));
  return opened;
}

export function createDevApiHandler(): Promise<ApiHandler> {
  return createApiHandler({
    platformUrl: process.env.PLATFORM_URL || undefined,
    devControls: devControlsFromEnv(),
    createReference: async (devControls) => createPlatform({ database: await sharedDatabase(), devControls }),
  });
}
