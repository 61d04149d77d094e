import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes } from '../../contract';
import { captchas, members } from '../../server/db/schema';
import { expectFailure } from './support/envelope';
import { jsonRequest, manualClock, usePlatform } from './support/platform';

// The clock stands still: a wait counted from the first request is the whole window, however long
// the requests took (a busy machine saw 3599 s for the hour).
const platform = usePlatform({ clock: manualClock().now }, { resetEachTest: true });

const from = (client: string) => ({ 'X-Forwarded-For': client });

async function rows(table: typeof captchas | typeof members): Promise<number> {
  const [row] = await platform.db.select({ rows: count() }).from(table);
  return row?.rows ?? 0;
}

describe('what one client can make', () => {
  it('30 captchas a minute, then a 429 that writes nothing; another client is not affected', async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await platform.app.request(apiPaths.captcha, { headers: from('198.51.100.1') })).status).toBe(200);
    }
    const limited = await expectFailure(await platform.app.request(apiPaths.captcha, { headers: from('198.51.100.1') }));
    expect([limited.status, limited.errorCode, limited.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 60]);
    expect(await rows(captchas)).toBe(30);
    expect((await platform.app.request(apiPaths.captcha, { headers: from('198.51.100.2') })).status).toBe(200);
  });

  it('10 free-play sessions an hour, each a trial member; the 11th makes none', async () => {
    const before = await rows(members);
    const freeplay = (client: string) => platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' }, from(client)));
    for (let index = 0; index < 10; index += 1) expect((await freeplay('198.51.100.3')).status).toBe(200);
    const limited = await expectFailure(await freeplay('198.51.100.3'));
    expect([limited.status, limited.errorCode, limited.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 3600]);
    expect(await rows(members)).toBe(before + 10);
    expect((await freeplay('198.51.100.4')).status).toBe(200);
  });
});
