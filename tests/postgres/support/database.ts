import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { testPasswordHashing } from '../../../server/lib/password';
import { createPlatform, type Platform } from '../../../server/platform';

/** An empty database of its own on the real PostgreSQL server; `drop` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = new URL(inject('postgresUrl'));
  const name = `wps_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl.href, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** A platform in process on a database of its own, migrated and seeded; `drop` closes it and removes the database. */
export async function startPostgresPlatform(): Promise<Platform & { drop: () => Promise<void> }> {
  const database = await createTestDatabase();
  const platform = await createPlatform({ databaseUrl: database.url, passwordHashing: testPasswordHashing, devControls: 'open' });
  return {
    ...platform,
    drop: async () => {
      await platform.close();
      await database.drop();
    },
  };
}
