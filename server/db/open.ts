import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OpenedDatabase } from './database';

export interface OpenDatabaseOptions {
  /** PGlite data directory, or `memory://`. Defaults to `DATA_DIR`, then `.data/` under the cwd. */
  dataDir?: string;
  /** `postgres://...`: use a real PostgreSQL server instead of PGlite. Defaults to `DATABASE_URL`. */
  databaseUrl?: string;
  /**
   * A PGlite data directory dumped with `dumpDataDir`, to start from instead of an empty one. The
   * platform's tests start each platform from one migrated dump: PGlite's initdb is the slow part.
   */
  loadDataDir?: Blob;
}

const postgresUrl = /^postgres(ql)?:\/\//;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  // An explicit data dir wins over the environment so tests stay in memory even with DATABASE_URL set.
  const databaseUrl =
    options.databaseUrl ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (databaseUrl) {
    if (!postgresUrl.test(databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return openPostgres(databaseUrl);
  }
  return openPglite(options.dataDir ?? process.env.DATA_DIR ?? '.data', options.loadDataDir);
}

async function openPostgres(url: string): Promise<OpenedDatabase> {
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const client = postgres(url, { max: 10, onnotice: () => {} });
  return {
    db: drizzle(client),
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * The PostgreSQL extensions the migrations create, for every PGlite instance: a database that has
 * them cannot be used without them (its indexes name their functions). pg_trgm: the game search.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<OpenedDatabase> {
  const [{ PGlite }, { drizzle }, extensions] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    pgliteExtensions(),
  ]);
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = new PGlite(location, { loadDataDir, extensions });
  await client.waitReady;
  return {
    db: drizzle(client),
    kind: 'pglite',
    close: () => client.close(),
  };
}
