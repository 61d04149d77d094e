import { count } from 'drizzle-orm';
import type { Database } from './database';
import { gameCatalogue } from './game-catalogue';
import { siteGameCategories, games, vendorGameTypes, vendors } from './schema';

/** Rows per insert: well under PostgreSQL's 65535 parameters with 19 columns a game. */
const gamesPerInsert = 500;

/**
 * The static game catalogue, inserted when it is missing. A reset runs this before every e2e test
 * and many server tests, and the catalogue never changes at run time: when the database already
 * holds as many vendors and games as the catalogue, it costs one small query.
 */
export async function seedGameCatalogue(db: Database): Promise<void> {
  const catalogue = gameCatalogue();
  const [held] = await db
    .select({ vendors: db.$count(vendors), games: count() })
    .from(games);
  if (held && held.vendors === catalogue.vendors.length && held.games === catalogue.games.length) return;
  await db.insert(siteGameCategories).values(catalogue.categories).onConflictDoNothing();
  await db.insert(vendors).values(catalogue.vendors).onConflictDoNothing();
  await db.insert(vendorGameTypes).values(catalogue.vendorGameTypes).onConflictDoNothing();
  for (let start = 0; start < catalogue.games.length; start += gamesPerInsert) {
    await db
      .insert(games)
      .values(catalogue.games.slice(start, start + gamesPerInsert))
      .onConflictDoNothing();
  }
}
