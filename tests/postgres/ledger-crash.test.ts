import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { apiPaths, loginResponseSchema } from '../../contract';
import type { OpenedDatabase } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { ledgerEntries } from '../../server/db/schema';
import { walletsOffLedger } from '../../server/services/ledger';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { expectSuccess } from '../server/support/envelope';
import { useServerProcesses } from '../server/support/server-process';
import { balanceCentsOf, memberIdOf } from '../server/support/wallets';
import { createTestDatabase } from './support/database';

const { serve } = useServerProcesses();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('loses no committed transfer and leaves no half of one when the server is killed (-9) mid-stream', { timeout: 120_000 }, async () => {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  const { child, url } = await serve({ DATA_DIR: '', DATABASE_URL: database.url }, 60);
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
