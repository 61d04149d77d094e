import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cspReports } from '../db/schema';
import type { CspViolation } from '../schemas/csp-report';
import { keepNewest } from './keepNewest';

/** A flood of reports (a broken page on many phones, or someone posting junk) keeps only the newest. */
export const storedCspReportsMax = 1_000;

export async function recordCspViolations(db: Database, violations: CspViolation[], now: Date): Promise<void> {
  if (violations.length === 0) return;
  await db.insert(cspReports).values(violations.map((violation) => ({ ...violation, receivedAt: now })));
  await keepNewest(db, cspReports, cspReports.id, storedCspReportsMax);
}

export async function latestCspViolations(db: Database, limit = 100) {
  return db.select().from(cspReports).orderBy(desc(cspReports.id)).limit(limit);
}
