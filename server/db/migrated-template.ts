import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { gameCatalogue } from './game-catalogue';
import { loadMigrations, migrate } from './migrate';
import { pgliteExtensions } from './open';
import { seedGameCatalogue } from './seed-games';

/** Where the template is kept: a tool cache, gone with `npm ci`, shared by the runs of one checkout. */
export const templateCacheDir = 'node_modules/.cache/pglite-template';

/**
 * A file holding a PGlite data directory with every migration applied and the static game
 * catalogue in it, nothing else (`dumpDataDir`, uncompressed tar: loading then skips a gunzip of
 * some 40 MB), kept in `cacheDir` under a name that changes with the migrations, the catalogue and
 * the PGlite version. With the catalogue already there, seeding a platform skips its 650 games.
 *
 * Throwaway databases start from it (the platform's tests, the e2e servers on `memory://`):
 * PGlite's initdb costs about 5 s of CPU, loading this file under 2 s. The first caller of a run
 * makes it; callers racing to make it each write their own and rename it into place.
 */
export async function migratedTemplateFile(cacheDir: string): Promise<string> {
  const file = join(resolve(cacheDir), `pglite-migrated-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  const [{ PGlite }, { drizzle }, extensions] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    pgliteExtensions(),
  ]);
  const client = new PGlite('memory://', { extensions });
  try {
    const db = drizzle(client);
    await migrate(db);
    await seedGameCatalogue(db);
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/** The template as `openDatabase`'s `loadDataDir`. */
export async function migratedTemplate(cacheDir: string): Promise<Blob> {
  return new Blob([readFileSync(await migratedTemplateFile(cacheDir))]);
}

function templateKey(): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const migration of loadMigrations()) hash.update(`${migration.name}\n${migration.statements.join('\n')}\n`);
  hash.update(JSON.stringify(gameCatalogue()));
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version: a dump is only loadable by the version that wrote it. */
function pgliteVersion(): string {
  // The package's exports do not include package.json; it sits above the resolved entry.
  let directory = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (parsed && typeof parsed === 'object' && 'name' in parsed && parsed.name === '@electric-sql/pglite' && 'version' in parsed) {
        return String(parsed.version);
      }
    }
    const parent = dirname(directory);
    if (parent === directory) throw new Error('@electric-sql/pglite: package.json not found above its entry');
    directory = parent;
  }
}
