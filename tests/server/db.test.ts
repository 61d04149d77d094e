import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, integer, PgTable, pgSchema, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, startupInfoSchema } from '../../contract';
import type { OpenedDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import * as schema from '../../server/db/schema';
import { members, sites, wallets } from '../../server/db/schema';
import { resetToSeed, seed } from '../../server/db/seed';
import { hashPassword, testPasswordHashing, verifyPassword } from '../../server/lib/password';
import { createPlatform } from '../../server/platform';
import { expectSuccess } from './support/envelope';
import { demoPassword } from './support/platform';

const informationSchema = pgSchema('information_schema');
const dbColumns = informationSchema.table('columns', {
  tableSchema: text('table_schema'),
  tableName: text('table_name'),
  columnName: text('column_name'),
  dataType: text('data_type'),
  isNullable: text('is_nullable'),
  numericPrecision: integer('numeric_precision'),
  numericScale: integer('numeric_scale'),
});
const dbIndexes = pgTable('pg_indexes', { schemaname: text('schemaname'), tablename: text('tablename'), indexname: text('indexname') });

const drizzleTables = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));

/** information_schema spelling of a drizzle SQL type. */
function expectedType(sqlType: string): { dataType: string; precision?: number; scale?: number } {
  if (sqlType === 'serial') return { dataType: 'integer' };
  if (sqlType === 'bigserial') return { dataType: 'bigint' };
  const numeric = /^numeric\((\d+), ?(\d+)\)$/.exec(sqlType);
  if (numeric) return { dataType: 'numeric', precision: Number(numeric[1]), scale: Number(numeric[2]) };
  return { dataType: sqlType };
}

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory://' });
  await migrate(opened.db);
  await seed(opened.db, new Date(), testPasswordHashing);
});
afterAll(() => opened.close());

describe('migrations', () => {
  it('create exactly the tables and columns schema.ts declares', async () => {
    const rows = await opened.db.select().from(dbColumns).where(eq(dbColumns.tableSchema, 'public'));
    const actualTables = new Set(rows.map((row) => row.tableName));
    expect([...actualTables].sort()).toEqual(drizzleTables.map((t) => getTableConfig(t).name).sort());

    for (const table of drizzleTables) {
      const config = getTableConfig(table);
      const actual = rows.filter((row) => row.tableName === config.name);
      expect(actual.map((row) => row.columnName).sort(), config.name).toEqual(config.columns.map((c) => c.name).sort());
      for (const column of config.columns) {
        const row = actual.find((r) => r.columnName === column.name);
        const expected = expectedType(column.getSQLType());
        const where = `${config.name}.${column.name}`;
        expect(row?.dataType, where).toBe(expected.dataType);
        expect(row?.isNullable, where).toBe(column.notNull ? 'NO' : 'YES');
        if (expected.precision !== undefined) {
          expect([row?.numericPrecision, row?.numericScale], where).toEqual([expected.precision, expected.scale]);
        }
      }
    }
  });

  it('create the named indexes schema.ts declares', async () => {
    const indexes = await opened.db.select().from(dbIndexes).where(eq(dbIndexes.schemaname, 'public'));
    for (const table of drizzleTables) {
      const config = getTableConfig(table);
      for (const index of config.indexes) {
        expect(indexes.map((i) => i.indexname)).toContain(index.config.name);
      }
    }
  });

  it('are recorded and not applied twice', async () => {
    expect(await migrate(opened.db)).toEqual([]);
    const applied = await opened.db.select().from(schema.schemaMigrations);
    expect(applied.map((row) => row.name)).toContain('0001_init');
  });
});

describe('seed', () => {
  async function snapshot() {
    const tables = drizzleTables.filter((t) => getTableConfig(t).name !== 'schema_migrations');
    const counts = await Promise.all(
      tables.map(async (t) => [getTableConfig(t).name, (await opened.db.select({ n: count() }).from(t))[0]?.n] as const),
    );
    return {
      counts: Object.fromEntries(counts),
      members: await opened.db.select().from(members).orderBy(members.id),
      wallets: await opened.db.select().from(wallets).orderBy(wallets.memberId),
      sites: await opened.db.select().from(sites).orderBy(sites.code),
    };
  }

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seed(opened.db, new Date(Date.now() + 86_400_000), testPasswordHashing);
    await seed(opened.db, new Date(), testPasswordHashing);
    expect(await snapshot()).toEqual(before);
    expect(before.counts).toMatchObject({ sites: 2, members: 7, wallets: 7, vip_levels: 7, help_articles: 16, agent_contracts: 3, member_messages: 11 });
  });

  it('stores salted scrypt hashes, never the password', async () => {
    const rows = await opened.db.select().from(members);
    const hashes = rows.map((row) => row.passwordHash);
    for (const hash of hashes) {
      expect(hash.startsWith('scrypt$')).toBe(true);
      expect(hash).not.toContain(demoPassword);
    }
    const [first] = hashes;
    expect(await verifyPassword(demoPassword, first ?? '')).toBe(true);
    expect(await verifyPassword('Demo@2027', first ?? '')).toBe(false);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('registers demo_member 30 days before the seed time', async () => {
    const seededAt = new Date(Date.UTC(2026, 2, 1));
    await resetToSeed(opened.db, seededAt, testPasswordHashing);
    const [row] = await opened.db.select().from(members).where(eq(members.account, 'demo_member'));
    expect(row?.regDate.getTime()).toBe(seededAt.getTime() - 30 * 86_400_000);
  });
});

describe('password hashing strength', () => {
  it('is production strength unless a test asks otherwise', async () => {
    expect(await hashPassword('Demo@2026')).toMatch(/^scrypt\$32768\$8\$3\$/);
  });
});

describe('platform key', () => {
  it('survives a restart of the platform on a data directory (seeded with production-strength hashes)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-'));
    try {
      const kidOf = async () => {
        // No passwordHashing option: the platform as it runs, so its seeded hashes are production strength.
        const platform = await createPlatform({ dataDir });
        try {
          const rows = await platform.db.select().from(members);
          expect(rows.length).toBeGreaterThan(0);
          for (const row of rows) expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
          const info = await expectSuccess(await platform.app.request(apiPaths.startup), startupInfoSchema);
          return info.publicKey.kid;
        } finally {
          await platform.close();
        }
      };
      const first = await kidOf();
      expect(await kidOf()).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
