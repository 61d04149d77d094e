import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { schemaMigrations } from './schema';

export interface Migration {
  name: string;
  statements: string[];
}

const migrationsDir = new URL('./migrations/', import.meta.url);
/** Same marker drizzle-kit writes, so statements run one by one on every driver. */
const breakpoint = '--> statement-breakpoint';
/** Arbitrary constant: serialises concurrent migrators on one PostgreSQL server. */
const migrationLockId = 7_310_001;

export function loadMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      statements: readFileSync(new URL(file, migrationsDir), 'utf8')
        .split(breakpoint)
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/--.*$/gm, '').trim().length > 0),
    }));
}

/** Applies pending migrations in order, in one transaction; returns the names applied. */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`);
    await tx.execute(
      sql.raw(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      ),
    );
    const applied = new Set(
      (await tx.select({ name: schemaMigrations.name }).from(schemaMigrations)).map((row) => row.name),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      for (const statement of migration.statements) {
        await tx.execute(sql.raw(statement));
      }
      await tx.insert(schemaMigrations).values({ name: migration.name });
    }
    return pending.map((migration) => migration.name);
  });
}
