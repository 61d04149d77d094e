import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  encryptionHeader,
  encryptionScheme,
  errorCodes,
  joseContentType,
  loginResponseSchema,
} from '../../contract';
import { sessions } from '../../server/db/schema';
import { newCaptcha as newCaptchaFrom } from './support/accounts';
import { expectFailure, expectSuccess } from './support/envelope';
import { demoPassword, encryptFor, postLogin, publicKey, usePlatform } from './support/platform';

const platform = usePlatform({}, { resetEachTest: true });

const newCaptcha = () => newCaptchaFrom(platform.app);

describe('POST /wps/session/login', () => {
  it('logs demo_member in and reports the first login only once', async () => {
    const first = await expectSuccess(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword }),
      loginResponseSchema,
    );
    expect(first).toMatchObject({ userName: 'demo_member', customerType: 0, merchantCode: 'DEMO', firstTimeLogin: true });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await expectSuccess(
      await postLogin(platform.app, { username: 'DEMO_MEMBER', password: demoPassword }),
      loginResponseSchema,
    );
    expect(second.firstTimeLogin).toBe(false);
    expect(second.userName).toBe('demo_member');
    expect(second.token).not.toBe(first.token);
  });

  it('logs the agent and the blocked member in with their types', async () => {
    const agent = await expectSuccess(
      await postLogin(platform.app, { username: 'demo_agent', password: demoPassword }),
      loginResponseSchema,
    );
    expect(agent.customerType).toBe(1);
    const blocked = await expectSuccess(
      await postLogin(platform.app, { username: 'demo_blocked', password: demoPassword }),
      loginResponseSchema,
    );
    expect(blocked.customerType).toBe(4);
  });

  it('records the OTHERS device of a home-screen app on the session', async () => {
    await expectSuccess(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword, device: 'OTHERS' }),
      loginResponseSchema,
    );
    const rows = await platform.db.select({ device: sessions.device }).from(sessions);
    expect(rows).toEqual([{ device: 'OTHERS' }]);
  });

  it('answers a wrong password and an unknown user alike, with HTTP 400', async () => {
    const wrong = await expectFailure(await postLogin(platform.app, { username: 'demo_member', password: 'nope-nope' }));
    const unknown = await expectFailure(await postLogin(platform.app, { username: 'nobody_here', password: 'nope-nope' }));
    expect(wrong.status).toBe(400);
    expect(wrong.errorCode).toBe(errorCodes.loginFailed);
    expect({ ...unknown }).toEqual({ ...wrong });
    expect(wrong.value?.captcha).toBeUndefined();
  });

  it('rejects a body that is not encrypted', async () => {
    const plain = await expectFailure(
      await platform.app.request(apiPaths.login, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'username', username: 'demo_member', password: demoPassword, device: 'H5' }),
      }),
    );
    expect(plain.status).toBe(400);
    expect(plain.errorCode).toBe(errorCodes.decryptFailed);

    const garbage = await expectFailure(
      await platform.app.request(apiPaths.login, {
        method: 'POST',
        headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType },
        body: 'not.a.jwe.at.all',
      }),
    );
    expect(garbage.status).toBe(400);
    expect(garbage.errorCode).toBe(errorCodes.decryptFailed);
  });

  it('validates the decrypted body and names the failing field', async () => {
    const jwe = await encryptFor(await publicKey(platform.app), {
      type: 'username',
      username: 'ab',
      password: 'x',
      device: 'H5',
    });
    const failure = await expectFailure(
      await platform.app.request(apiPaths.login, {
        method: 'POST',
        headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType },
        body: jwe,
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.errorCode).toBe(errorCodes.validation);
    expect(failure.value?.field).toBe('username');
  });
});

describe('captcha after failed logins', () => {
  const wrong = { username: 'demo_member', password: 'wrong-password' };

  it('asks for a captcha from the second failure on and lifts it after a success', async () => {
    const first = await expectFailure(await postLogin(platform.app, wrong));
    expect(first.errorCode).toBe(errorCodes.loginFailed);
    expect(first.value?.captcha).toBeUndefined();

    const second = await expectFailure(await postLogin(platform.app, wrong));
    expect(second.errorCode).toBe(errorCodes.loginFailed);
    expect(second.value?.captcha).toBe(true);

    const withoutCaptcha = await expectFailure(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword }),
    );
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.errorCode).toBe(errorCodes.captchaRequired);
    expect(withoutCaptcha.value?.captcha).toBe(true);

    const wrongPasswordWithCaptcha = await expectFailure(
      await postLogin(platform.app, { ...wrong, ...(await newCaptcha()) }),
    );
    expect(wrongPasswordWithCaptcha.errorCode).toBe(errorCodes.loginFailed);
    expect(wrongPasswordWithCaptcha.value?.captcha).toBe(true);

    const success = await expectSuccess(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword, ...(await newCaptcha()) }),
      loginResponseSchema,
    );
    expect(success.userName).toBe('demo_member');

    const afterSuccess = await expectFailure(await postLogin(platform.app, wrong));
    expect(afterSuccess.errorCode).toBe(errorCodes.loginFailed);
    expect(afterSuccess.value?.captcha).toBeUndefined();
  });

  it('counts a wrong captcha as a failure and never accepts a captcha twice', async () => {
    await postLogin(platform.app, wrong);
    await postLogin(platform.app, wrong);
    const captcha = await newCaptcha();
    const wrongAnswer = captcha.captcha === '0000' ? '1111' : '0000';

    const badCaptcha = await expectFailure(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword, captchaKey: captcha.captchaKey, captcha: wrongAnswer }),
    );
    expect(badCaptcha.errorCode).toBe(errorCodes.captchaInvalid);
    expect(badCaptcha.value?.captcha).toBe(true);

    const reused = await expectFailure(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword, ...captcha }),
    );
    expect(reused.errorCode).toBe(errorCodes.captchaInvalid);

    const fresh = await newCaptcha();
    await expectSuccess(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword, ...fresh }),
      loginResponseSchema,
    );
    const replay = await expectFailure(await postLogin(platform.app, { ...wrong, ...fresh }));
    expect(replay.errorCode).toBe(errorCodes.loginFailed);
  });

  it('also guards names that do not exist, so they look like real ones', async () => {
    const ghost = { username: 'ghost_user', password: 'whatever1' };
    await postLogin(platform.app, ghost);
    const second = await expectFailure(await postLogin(platform.app, ghost));
    expect(second.value?.captcha).toBe(true);
    const third = await expectFailure(await postLogin(platform.app, ghost));
    expect(third.errorCode).toBe(errorCodes.captchaRequired);
  });
});
