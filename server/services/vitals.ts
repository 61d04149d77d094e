import { sql } from 'drizzle-orm';
import type { Vital } from '../../contract';
import type { Database } from '../db/database';
import { vitalReports } from '../db/schema';
import { keepNewest } from './keepNewest';

/** Enough for a p75 per page and figure; a flood keeps only the newest. */
export const storedVitalsMax = 5_000;

export async function recordVitals(db: Database, vitals: readonly Vital[], now: Date): Promise<void> {
  await db.insert(vitalReports).values(vitals.map((vital) => ({ ...vital, receivedAt: now })));
  await keepNewest(db, vitalReports, vitalReports.id, storedVitalsMax);
}

/** Per page and figure: how many were sent and their 75th percentile (how field figures are read). */
export async function vitalsSummary(db: Database) {
  return db
    .select({
      page: vitalReports.page,
      name: vitalReports.name,
      count: sql<number>`count(*)::int`,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${vitalReports.value})`,
    })
    .from(vitalReports)
    .groupBy(vitalReports.page, vitalReports.name)
    .orderBy(vitalReports.page, vitalReports.name);
}
