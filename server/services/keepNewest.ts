import { desc, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/** Deletes all but the newest `max` rows of a log table (by its serial `id`): a flood keeps only the newest. */
export async function keepNewest(db: Database, table: PgTable, id: PgColumn, max: number): Promise<void> {
  const [oldestKept] = await db.select({ id }).from(table).orderBy(desc(id)).offset(max - 1).limit(1);
  if (oldestKept) await db.delete(table).where(lt(id, oldestKept.id));
}
