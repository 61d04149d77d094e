import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes } from '../../contract';
import { fromClient, mailOutbox } from './support/accounts';
import { expectFailure } from './support/envelope';
import { usePlatform } from './support/platform';

const platform = usePlatform({}, { resetEachTest: true });

/** The forgot-password form, posted the way a page on another site could post it. */
function forgot(headers: Record<string, string>, username = 'demo_member') {
  return platform.app.request(`http://m.example.com${apiPaths.forgotPasswordEmail}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromClient('10.4.0.1'), ...headers },
    body: new URLSearchParams({ username, email: 'demo.member@example.com' }).toString(),
  });
}

describe('state-changing requests from other sites', () => {
  it('are refused, and nothing is mailed', async () => {
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://other.example.com' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'https://m.example.com.evil.example' },
    ];
    for (const headers of refused) {
      const failure = await expectFailure(await forgot(headers));
      expect([failure.status, failure.errorCode], JSON.stringify(headers)).toEqual([403, errorCodes.forbidden]);
    }
    expect(await mailOutbox(platform.app)).toEqual([]);
  });

  it('pass from the app itself, and from clients that are no browser', async () => {
    // One username each: forgot password takes three requests an hour per username.
    const accepted: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://m.example.com' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'http://m.example.com' },
      { Origin: 'https://m.example.com', 'X-Forwarded-Host': 'm.example.com' },
      {},
    ];
    for (const [index, headers] of accepted.entries()) {
      expect((await forgot(headers, `player_${index}`)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leave reading alone: a cross-site GET is answered as any other', async () => {
    const response = await platform.app.request(apiPaths.startup, { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
  });
});
