import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { apiPaths, loginResponseSchema } from '../../contract';
import type { OpenedDatabase } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { ledgerEntries } from '../../server/db/schema';
import { walletsOffLedger } from '../../server/services/ledger';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { useBuiltFrontEnd } from '../server/support/built-front-end';
import { expectSuccess } from '../server/support/envelope';
import { balanceCentsOf, memberIdOf } from '../server/support/wallets';
import { createTestDatabase } from './support/database';

const distDir = useBuiltFrontEnd();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm start`'s server on the database, on a free port; resolves once it listens. */
async function serve(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: '', DATABASE_URL: databaseUrl, PLATFORM_URL: '', NODE_ENV: '', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => void child.kill('SIGKILL'));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 60_000;
  for (;;) {
    const port = /Listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) return { child, url: `http://127.0.0.1:${port}` };
    if (child.exitCode !== null || Date.now() > until) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('loses no committed transfer and leaves no half of one when the server is killed (-9) mid-stream', { timeout: 120_000 }, async () => {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  const { child, url } = await serve(database.url);
  const session = await fetch(`${url}${devControlPaths.session}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account: 'demo_agent' }) });
  const { token } = await expectSuccess(session, loginResponseSchema);

  // Eight requests in flight at a time, one cent each, until the process dies under them.
  let confirmed = 0;
  let stopped = false;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const lane = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${url}${apiPaths.transferDownline}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ account: 'team_alpha', amount: 0.01 }),
        });
        if (response.status === 200) confirmed += 1;
        if (confirmed >= 60) {
          child.kill('SIGKILL');
          stopped = true;
        }
      } catch {
        stopped = true;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  await exited;
  expect(child.signalCode).toBe('SIGKILL');

  let opened: OpenedDatabase | undefined = await openDatabase({ databaseUrl: database.url });
  cleanups.push(async () => void (await opened?.close()));
  const { db } = opened;
  const [agent, alpha] = [await memberIdOf(db, 'demo_agent'), await memberIdOf(db, 'team_alpha')];
  const transfers = await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'transfer'));
  const debits = transfers.filter((entry) => entry.memberId === agent);
  const credits = transfers.filter((entry) => entry.memberId === alpha);
  // Every confirmed transfer is there; some the process committed may have lost their answer.
  expect(debits.length).toBeGreaterThanOrEqual(confirmed);
  // No half transfer: each debit has its credit, under the same reference.
  expect(credits.map((entry) => entry.orderRef).sort()).toEqual(debits.map((entry) => entry.orderRef).sort());
  expect(await walletsOffLedger(db)).toEqual([]);
  expect((await balanceCentsOf(db, agent)) + (await balanceCentsOf(db, alpha))).toBe(2_564_075 + 15_000);
  await opened.close();
  opened = undefined;
});
