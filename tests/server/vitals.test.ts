import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, type Vital } from '../../contract';
import { vitalReports } from '../../server/db/schema';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { vitalsSummarySchema } from '../../server/schemas/vitals';
import { recordVitals, storedVitalsMax } from '../../server/services/vitals';
import { expectFailure, expectSuccess } from './support/envelope';
import { usePlatform } from './support/platform';

const platform = usePlatform({}, { resetEachTest: true });

const vital = (overrides: Partial<Vital> = {}): Vital => ({
  name: 'LCP',
  value: 1200,
  rating: 'good',
  page: '/m/home',
  navigationType: 'navigate',
  ...overrides,
});

function beacon(body: unknown, { contentType = 'application/json', from = '203.0.113.5', site }: { contentType?: string; from?: string; site?: string } = {}) {
  return platform.app.request(apiPaths.vitals, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': from, ...(site ? { 'Sec-Fetch-Site': site } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function summary() {
  return expectSuccess(await platform.app.request(devControlPaths.vitals), vitalsSummarySchema);
}

describe('real-user figures (POST /wps/system/vitals)', () => {
  it('keeps what pages send and sums them up per page and figure at p75', async () => {
    const lcps = [800, 1000, 1200, 3000].map((value) => vital({ value }));
    expect((await beacon({ vitals: lcps })).status).toBe(204);
    expect((await beacon({ vitals: [vital({ name: 'CLS', value: 0.02 })] }, { contentType: 'application/json;charset=UTF-8' })).status).toBe(204);
    expect((await beacon({ vitals: [vital({ name: 'INP', value: 40, page: '/m/gameList' })] }, { site: 'same-origin' })).status).toBe(204);
    expect(await summary()).toEqual([
      { page: '/m/gameList', name: 'INP', count: 1, p75: 40 },
      { page: '/m/home', name: 'CLS', count: 1, p75: 0.02 },
      // percentile_cont over 800, 1000, 1200, 3000: between the third and the fourth.
      { page: '/m/home', name: 'LCP', count: 4, p75: 1650 },
    ]);
  });

  it('refuses what is not a report of figures, naming the field, and stores nothing', async () => {
    const cases: [unknown, string, string][] = [
      ['{"vitals":', 'application/json', 'body'],
      [{ vitals: [] }, 'application/json', 'vitals'],
      [{ vitals: [vital({ value: -1 })] }, 'application/json', 'vitals.0.value'],
      [{ vitals: [{ ...vital(), name: 'FID' }] }, 'application/json', 'vitals.0.name'],
      [{ vitals: [vital({ page: '/m/home?token=abc' })] }, 'application/json', 'vitals.0.page'],
      [{ vitals: [vital({ page: `/${'x'.repeat(300)}` })] }, 'application/json', 'vitals.0.page'],
      [{ vitals: Array.from({ length: 21 }, () => vital()) }, 'application/json', 'vitals'],
      [{ vitals: [vital()] }, 'application/x-www-form-urlencoded', 'body'],
      [{ vitals: [vital()] }, 'text/plain', 'body'],
    ];
    for (const [body, contentType, field] of cases) {
      const failure = await expectFailure(await beacon(body, { contentType }));
      expect(failure.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(failure.value?.field, JSON.stringify(body).slice(0, 60)).toBe(field);
    }
    expect(await summary()).toEqual([]);
  });

  it('takes no beacon from another site', async () => {
    expect((await expectFailure(await beacon({ vitals: [vital()] }, { site: 'cross-site' }))).status).toBe(403);
    expect(await summary()).toEqual([]);
  });

  it('takes 60 beacons a minute from one client, then asks it to wait', async () => {
    for (let index = 0; index < 60; index += 1) expect((await beacon({ vitals: [vital()] })).status).toBe(204);
    expect((await expectFailure(await beacon({ vitals: [vital()] }))).status).toBe(429);
    expect((await beacon({ vitals: [vital()] }, { from: '203.0.113.6' })).status).toBe(204);
  });

  it(`keeps only the newest ${storedVitalsMax}`, async () => {
    await recordVitals(platform.db, Array.from({ length: storedVitalsMax }, () => vital()), new Date());
    await recordVitals(platform.db, [vital({ name: 'TTFB', value: 90 })], new Date());
    const [row] = await platform.db.select({ rows: count() }).from(vitalReports);
    expect(row?.rows).toBe(storedVitalsMax);
    expect((await summary()).find((entry) => entry.name === 'TTFB')).toEqual({ page: '/m/home', name: 'TTFB', count: 1, p75: 90 });
  });
});
