import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes } from '../../contract';
import { rateLimits, type RateLimit } from '../../server/constants';
import { captchas, members, rateEvents } from '../../server/db/schema';
import { platformWideSubject } from '../../server/middleware/request-limits';
import { fromClient } from './support/accounts';
import { expectFailure } from './support/envelope';
import { jsonRequest, manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const second = 1000;

async function rows(table: typeof captchas | typeof members): Promise<number> {
  const [row] = await platform.db.select({ rows: count() }).from(table);
  return row?.rows ?? 0;
}

async function events(limit: RateLimit, subject: string): Promise<number> {
  const [row] = await platform.db
    .select({ rows: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, limit.bucket), eq(rateEvents.subject, subject)));
  return row?.rows ?? 0;
}

/**
 * What `count` earlier requests of other clients, `agoMs` before now, left in the platform-wide log:
 * cheaper than making hundreds of captcha images or trial members for real.
 */
async function earlierRequests(limit: RateLimit, count: number, agoMs: number): Promise<void> {
  const at = new Date(clock.now() - agoMs);
  await platform.db.insert(rateEvents).values(Array.from({ length: count }, () => ({ bucket: limit.bucket, subject: platformWideSubject, at })));
}

const captcha = (client: string) => platform.app.request(apiPaths.captcha, { headers: fromClient(client) });
const freeplay = (client: string) => platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' }, fromClient(client)));

describe('what all clients together can make', () => {
  it('600 captchas a minute, then a 429 for every client that writes nothing, until the oldest leaves the window', async () => {
    await earlierRequests(rateLimits.captchasGlobal, rateLimits.captchasGlobal.max - 1, 20 * second);
    expect((await captcha('198.51.100.1')).status).toBe(200);

    const refused = await captcha('198.51.100.2');
    const limited = await expectFailure(refused);
    expect([limited.status, limited.errorCode, limited.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 40]);
    expect(refused.headers.get('Retry-After')).toBe('40');
    expect(await rows(captchas)).toBe(1);
    expect(await events(rateLimits.captchasPerClient, '198.51.100.2')).toBe(0);
    expect(await events(rateLimits.captchasGlobal, platformWideSubject)).toBe(600);

    clock.advance(40 * second);
    expect((await captcha('198.51.100.2')).status).toBe(200);
  });

  it('300 free-play sessions an hour, then a 429 that makes no trial member', async () => {
    await earlierRequests(rateLimits.freeplayGlobal, rateLimits.freeplayGlobal.max - 1, 30 * 60 * second);
    expect((await freeplay('198.51.100.3')).status).toBe(200);
    const before = await rows(members);

    const limited = await expectFailure(await freeplay('198.51.100.4'));
    expect([limited.status, limited.errorCode, limited.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 30 * 60]);
    expect(await rows(members)).toBe(before);

    clock.advance(30 * 60 * second);
    expect((await freeplay('198.51.100.4')).status).toBe(200);
  });

  it('a client refused by its own cap does not use up the platform-wide one', async () => {
    for (let index = 0; index < rateLimits.captchasPerClient.max; index += 1) expect((await captcha('198.51.100.5')).status).toBe(200);
    expect((await expectFailure(await captcha('198.51.100.5'))).status).toBe(429);
    expect((await expectFailure(await captcha('198.51.100.5'))).status).toBe(429);
    expect(await events(rateLimits.captchasGlobal, platformWideSubject)).toBe(rateLimits.captchasPerClient.max);
  });
});
