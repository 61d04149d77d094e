import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** What every part of the platform talks to: PGlite or PostgreSQL, or a transaction on either. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}
