import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorCodes,
  freeplayResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  memberInfoSchema,
  renewResponseSchema,
  walletSchema,
} from '../../contract';
import { sessions } from '../../server/db/schema';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, demoPassword, jsonRequest, manualClock, postLogin, usePlatform } from './support/platform';

const idleSeconds = 30 * 60;
const maxSeconds = 12 * 60 * 60;
const clock = manualClock();
const platform = usePlatform(
  { clock: clock.now, sessionIdleSeconds: idleSeconds, sessionMaxSeconds: maxSeconds },
  { resetEachTest: true },
);

async function login(username = 'demo_member') {
  const value = await expectSuccess(await postLogin(platform.app, { username, password: demoPassword }), loginResponseSchema);
  return value.token;
}

const minute = 60 * 1000;

describe('member info and wallet', () => {
  it('answers demo_member with its seeded data', async () => {
    const token = await login();
    const info = await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(token) }), memberInfoSchema);
    expect(info).toMatchObject({ account: 'demo_member', nickname: 'Lucky Star', type: 0, vipLevel: 'VIP3', toUpline: 'demo_agent' });
    expect(Math.floor((clock.now() - info.regDate) / (24 * 60 * minute))).toBe(30);

    const wallet = await expectSuccess(await platform.app.request(apiPaths.walletBalance, { headers: bearer(token) }), walletSchema);
    expect(wallet.sumBalance).toBe(1288.5);
  });

  it('answers 401 session.unauthorized without a token or with an unknown one', async () => {
    const none = await expectFailure(await platform.app.request(apiPaths.memberInfo));
    expect(none.status).toBe(401);
    expect(none.errorCode).toBe(errorCodes.unauthorized);
    const unknown = await expectFailure(await platform.app.request(apiPaths.walletBalance, { headers: bearer('x'.repeat(43)) }));
    expect(unknown.status).toBe(401);
    expect(unknown.errorCode).toBe(errorCodes.unauthorized);
  });

  it('does not take a token from the URL', async () => {
    const token = await login();
    const failure = await expectFailure(await platform.app.request(`${apiPaths.memberInfo}?token=${token}`));
    expect(failure.status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('logs out: the token stops working', async () => {
    const token = await login();
    const value = await expectSuccess(await platform.app.request(apiPaths.logout, { method: 'DELETE', headers: bearer(token) }), logoutResponseSchema);
    expect(value.loggedOut).toBe(true);
    const after = await expectFailure(await platform.app.request(apiPaths.memberInfo, { headers: bearer(token) }));
    expect(after.status).toBe(401);
    const again = await expectFailure(await platform.app.request(apiPaths.logout, { method: 'DELETE', headers: bearer(token) }));
    expect(again.status).toBe(401);
  });

  it('expires after the idle time, and every call slides the idle time', async () => {
    const token = await login();
    clock.advance(idleSeconds * 1000 - minute);
    await expectSuccess(await platform.app.request(apiPaths.walletBalance, { headers: bearer(token) }), walletSchema);
    clock.advance(idleSeconds * 1000 - minute);
    await expectSuccess(await platform.app.request(apiPaths.walletBalance, { headers: bearer(token) }), walletSchema);
    clock.advance(idleSeconds * 1000);
    const expired = await expectFailure(await platform.app.request(apiPaths.memberInfo, { headers: bearer(token) }));
    expect(expired.status).toBe(401);
    expect(expired.errorCode).toBe(errorCodes.sessionExpired);
    expect(expired.message).toBe('The account has been logged out, please log in again');
  });

  it('renews the idle expiry', async () => {
    const token = await login();
    clock.advance(20 * minute);
    const renewed = await expectSuccess(await platform.app.request(apiPaths.renew, { method: 'POST', headers: bearer(token) }), renewResponseSchema);
    expect(renewed.token).toBe(token);
    expect(renewed.idleExpiresAt).toBe(clock.now() + idleSeconds * 1000);
    clock.advance(20 * minute);
    await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(token) }), memberInfoSchema);
  });

  it('expires at the absolute limit however busy the session is', async () => {
    const token = await login();
    const steps = Math.ceil((maxSeconds * 1000) / (20 * minute));
    for (let i = 0; i < steps - 1; i++) {
      clock.advance(20 * minute);
      await expectSuccess(await platform.app.request(apiPaths.renew, { method: 'POST', headers: bearer(token) }), renewResponseSchema);
    }
    clock.advance(20 * minute);
    const expired = await expectFailure(await platform.app.request(apiPaths.renew, { method: 'POST', headers: bearer(token) }));
    expect(expired.errorCode).toBe(errorCodes.sessionExpired);
  });

  it('stores only a hash of the token', async () => {
    const token = await login();
    const rows = await platform.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('opens a trial session for a new trial member on the trial merchant', async () => {
    const trial = await expectSuccess(
      await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' })),
      freeplayResponseSchema,
    );
    expect(trial).toMatchObject({ customerType: 40, merchantCode: 'TRIAL', trial: 1 });
    expect(trial.userName).toMatch(/^trial_[0-9a-f]{6}$/);

    const info = await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(trial.token) }), memberInfoSchema);
    expect(info).toMatchObject({ account: trial.userName, type: 40 });
    const wallet = await expectSuccess(await platform.app.request(apiPaths.walletBalance, { headers: bearer(trial.token) }), walletSchema);
    expect(wallet.sumBalance).toBe(2000);

    const [row] = await platform.db.select().from(sessions);
    expect(row).toMatchObject({ trial: true, merchantCode: 'TRIAL' });
  });

  it('gives each visitor a separate trial member', async () => {
    const request = () => platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' }));
    const a = await expectSuccess(await request(), freeplayResponseSchema);
    const b = await expectSuccess(await request(), freeplayResponseSchema);
    expect(a.userName).not.toBe(b.userName);
  });

  it('trial members cannot log in by name on the site', async () => {
    const trial = await expectSuccess(
      await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' })),
      freeplayResponseSchema,
    );
    const failure = await expectFailure(await postLogin(platform.app, { username: trial.userName, password: 'anything1' }));
    expect(failure.errorCode).toBe(errorCodes.loginFailed);
  });
});
