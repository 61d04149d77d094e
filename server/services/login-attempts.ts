import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginAttempts } from '../db/schema';

/** Keyed by the lower-cased name as typed, whether or not the account exists. */
function key(username: string) {
  return username.trim().toLowerCase();
}

export async function consecutiveFailures(db: Database, merchantCode: string, username: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.consecutiveFailures })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.merchantCode, merchantCode), eq(loginAttempts.username, key(username))));
  return row?.failures ?? 0;
}

/** Atomic increment; returns the new count. */
export async function recordFailure(db: Database, merchantCode: string, username: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchantCode, username: key(username), consecutiveFailures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginAttempts.merchantCode, loginAttempts.username],
      set: { consecutiveFailures: sql`${loginAttempts.consecutiveFailures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginAttempts.consecutiveFailures });
  return row?.failures ?? 1;
}

export async function clearFailures(db: Database, merchantCode: string, username: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.merchantCode, merchantCode), eq(loginAttempts.username, key(username))));
}
