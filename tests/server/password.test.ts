import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  changePasswordResponseSchema,
  errorCodes,
  freeplayResponseSchema,
  loginResponseSchema,
  memberInfoSchema,
  setPasswordByEmailResponseSchema,
  setPasswordByPhoneResponseSchema,
  smsModuleIds,
  trialUserSchema,
} from '../../contract';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { askResetMail, fromClient, lastSmsCode, mailOutbox, requestSms, wrongCode } from './support/accounts';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, demoPassword, jsonRequest, manualClock, postLogin, readJson, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const minute = 60 * 1000;
const newPassword = 'a brand new passphrase';
const memberMobile = '9171234567';

const forgot = (fields: Record<string, string>, client = '10.3.0.1') => askResetMail(platform.app, fields, client);

async function loginToken(password = demoPassword, username = 'demo_member') {
  return (await expectSuccess(await postLogin(platform.app, { username, password }), loginResponseSchema)).token;
}

async function isLoggedIn(token: string): Promise<boolean> {
  return (await platform.app.request(apiPaths.memberInfo, { headers: bearer(token) })).status === 200;
}

async function mailedCode(): Promise<string> {
  const [mail] = await mailOutbox(platform.app);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  expect(code, 'a 6-digit code in the newest e-mail').toBeDefined();
  return code ?? '';
}

const resetByEmail = (body: Record<string, string>) =>
  platform.app.request(apiPaths.setPasswordByEmail, jsonRequest('POST', body));

describe('POST /wps/member/forgetPassword/email', () => {
  it('answers alike whether or not username and e-mail match, and e-mails a code only on a match', async () => {
    const match = await forgot({ username: ' demo_member ', email: ' Demo.Member@Example.com ' });
    const wrongEmail = await forgot({ username: 'demo_member', email: 'someone@example.com' }, '10.3.0.2');
    const unknown = await forgot({ username: 'nobody_here', email: 'nobody@example.com' }, '10.3.0.3');
    for (const response of [match, wrongEmail, unknown]) {
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ success: true, value: { accepted: true } });
    }
    const mail = await mailOutbox(platform.app);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'demo.member@example.com', subject: 'Your password reset code', sentAt: clock.now() });
    expect(mail[0]?.body).toMatch(/Your password reset code is \d{6}\n/);
    expect(mail[0]?.body).not.toMatch(/https?:|\/m\//);
  });

  it('takes only a valid form-encoded body', async () => {
    const json = await expectFailure(
      await platform.app.request(apiPaths.forgotPasswordEmail, jsonRequest('POST', { username: 'demo_member', email: 'a@b.com' })),
    );
    expect([json.status, json.value?.field]).toEqual([400, 'body']);
    const email = await expectFailure(await forgot({ username: 'demo_member', email: 'not an email' }));
    expect([email.status, email.errorCode, email.value?.field]).toEqual([400, errorCodes.validation, 'email']);
    const username = await expectFailure(await forgot({ email: 'a@b.com' }));
    expect(username.value?.field).toBe('username');
  });

  it('limits requests per username and per client', async () => {
    for (let i = 0; i < 3; i++) await forgot({ username: 'demo_member', email: 'x@example.com' }, `10.3.1.${i}`);
    const perName = await expectFailure(await forgot({ username: 'DEMO_MEMBER', email: 'x@example.com' }, '10.3.1.9'));
    expect([perName.status, perName.errorCode, perName.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 3600]);

    for (let i = 0; i < 10; i++) await forgot({ username: `someone_${i}`, email: 'x@example.com' }, '10.3.2.1');
    const perClient = await expectFailure(await forgot({ username: 'someone_10', email: 'x@example.com' }, '10.3.2.1'));
    expect(perClient.errorCode).toBe(errorCodes.rateLimited);
  });
});

describe('POST /wps/member/password/email/reset', () => {
  it('sets the new password with the e-mailed code, once, and ends every session', async () => {
    const before = await loginToken();
    await forgot({ username: 'demo_member', email: 'demo.member@example.com' });
    const code = await mailedCode();
    const value = await expectSuccess(await resetByEmail({ username: 'demo_member', code, newPassword }), setPasswordByEmailResponseSchema);
    expect(value).toEqual({ reset: true });
    expect(await isLoggedIn(before)).toBe(false);
    await loginToken(newPassword);
    const reused = await expectFailure(await resetByEmail({ username: 'demo_member', code, newPassword: 'yet another one' }));
    expect(reused.errorCode).toBe(errorCodes.verificationInvalid);
  });

  it('refuses a wrong, an unknown-user and an expired code alike as codes, and new == old', async () => {
    await forgot({ username: 'demo_member', email: 'demo.member@example.com' });
    const code = await mailedCode();
    const wrong = await expectFailure(await resetByEmail({ username: 'demo_member', code: wrongCode(code), newPassword }));
    const unknown = await expectFailure(await resetByEmail({ username: 'nobody_here', code, newPassword }));
    expect(wrong).toMatchObject({ status: 400, errorCode: errorCodes.verificationInvalid, value: { field: 'code' } });
    expect({ ...unknown }).toEqual({ ...wrong });

    const same = await expectFailure(await resetByEmail({ username: 'demo_member', code, newPassword: demoPassword }));
    expect(same).toMatchObject({ status: 400, errorCode: errorCodes.passwordSameAsOld });

    clock.advance(15 * minute);
    const expired = await expectFailure(await resetByEmail({ username: 'demo_member', code, newPassword }));
    expect(expired.errorCode).toBe(errorCodes.verificationExpired);
  });
});

describe('PUT /wps/member/password/phone', () => {
  async function resetCode(client = '10.3.3.1') {
    await requestSms(platform.app, { mobileNum: memberMobile, moduleId: smsModuleIds.resetPassword }, fromClient(client), apiPaths.smsResetPassword);
    return lastSmsCode(platform.app, memberMobile, smsModuleIds.resetPassword);
  }
  const setByPhone = (body: Record<string, string>) =>
    platform.app.request(
      apiPaths.setPasswordByPhone,
      jsonRequest('PUT', { mobileNum: memberMobile, countryDialingCode: '63', ...body }),
    );

  it('keeps the code on new == old, then sets the password, ends old sessions and logs the member in', async () => {
    const before = await loginToken();
    const code = await resetCode();
    const same = await expectFailure(await setByPhone({ newPassword: demoPassword, verificationCode: code }));
    expect(same).toMatchObject({ status: 400, errorCode: errorCodes.passwordSameAsOld, value: { field: 'newPassword' } });

    const value = await expectSuccess(await setByPhone({ newPassword, verificationCode: code }), setPasswordByPhoneResponseSchema);
    expect(value).toMatchObject({ userName: 'demo_member', customerType: 0, merchantCode: 'DEMO' });
    expect(await isLoggedIn(before)).toBe(false);
    expect(await isLoggedIn(value.token)).toBe(true);
    await loginToken(newPassword);
  });

  it('answers verification.invalid for a wrong or spent code and validates the body', async () => {
    const code = await resetCode();
    const wrong = await expectFailure(await setByPhone({ newPassword, verificationCode: wrongCode(code) }));
    expect(wrong).toMatchObject({ status: 400, errorCode: errorCodes.verificationInvalid, value: { field: 'verificationCode' } });
    const short = await expectFailure(await setByPhone({ newPassword: 'short', verificationCode: code }));
    expect([short.status, short.value?.field]).toEqual([400, 'newPassword']);
    const otherNumber = await expectFailure(await setByPhone({ newPassword, verificationCode: code, mobileNum: '9990001234' }));
    expect(otherNumber.errorCode).toBe(errorCodes.verificationInvalid);
  });

  it('is off with the phone-verification white-label setting', async () => {
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { whitelabel: { PSWCHANGEVERIFY3: false } }));
    const failure = await expectFailure(await setByPhone({ newPassword, verificationCode: '123456' }));
    expect([failure.status, failure.errorCode]).toEqual([403, errorCodes.featureDisabled]);
  });
});

describe('PUT /wps/member/password (change password)', () => {
  const change = (token: string | undefined, body: Record<string, string>) =>
    platform.app.request(apiPaths.changePassword, jsonRequest('PUT', body, token ? bearer(token) : {}));

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const here = await loginToken();
    const elsewhere = await loginToken();
    const value = await expectSuccess(
      await change(here, { oldPassword: demoPassword, newPassword, confirmNewPassword: newPassword }),
      changePasswordResponseSchema,
    );
    expect(value).toEqual({ changed: true });
    expect(await isLoggedIn(here)).toBe(true);
    expect(await isLoggedIn(elsewhere)).toBe(false);
    await loginToken(newPassword);
  });

  it('refuses new == old, a wrong old password, a mismatched confirmation and no session', async () => {
    const token = await loginToken();
    const same = await expectFailure(await change(token, { oldPassword: demoPassword, newPassword: demoPassword, confirmNewPassword: demoPassword }));
    expect(same).toMatchObject({ status: 400, errorCode: errorCodes.passwordSameAsOld });
    const wrong = await expectFailure(await change(token, { oldPassword: 'not-my-password', newPassword, confirmNewPassword: newPassword }));
    expect(wrong).toMatchObject({ status: 400, errorCode: errorCodes.passwordIncorrect, value: { field: 'oldPassword' } });
    const mismatch = await expectFailure(
      await change(token, { oldPassword: demoPassword, newPassword, confirmNewPassword: `${newPassword}?` }),
    );
    expect([mismatch.status, mismatch.value?.field, mismatch.message]).toEqual([
      400,
      'confirmNewPassword',
      'Invalid confirmNewPassword: password.mismatch',
    ]);
    const anonymous = await expectFailure(await change(undefined, { oldPassword: demoPassword, newPassword, confirmNewPassword: newPassword }));
    expect([anonymous.status, anonymous.errorCode]).toEqual([401, errorCodes.unauthorized]);
  });

  it('refuses a blocked (type 4) member, who may log in and look but change nothing', async () => {
    const token = await loginToken(demoPassword, 'demo_blocked');
    expect(await isLoggedIn(token)).toBe(true);
    const refused = await expectFailure(await change(token, { oldPassword: demoPassword, newPassword, confirmNewPassword: newPassword }));
    expect(refused).toMatchObject({
      status: 403,
      errorCode: errorCodes.featureDisabled,
      message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    });
    // The old password still logs in: nothing changed.
    await loginToken(demoPassword, 'demo_blocked');
  });

  it('limits wrong old passwords and refuses trial sessions', async () => {
    const token = await loginToken();
    for (let i = 0; i < 5; i++) await change(token, { oldPassword: `wrong-${i}`, newPassword, confirmNewPassword: newPassword });
    const limited = await expectFailure(await change(token, { oldPassword: demoPassword, newPassword, confirmNewPassword: newPassword }));
    expect([limited.status, limited.errorCode, limited.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 15 * 60]);

    const trial = await expectSuccess(await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' })), freeplayResponseSchema);
    const refused = await expectFailure(await change(trial.token, { oldPassword: 'anything', newPassword, confirmNewPassword: newPassword }));
    expect([refused.status, refused.errorCode]).toEqual([403, errorCodes.trialNotAllowed]);
  });
});

describe('GET /wps/member/trialuser', () => {
  it('answers the trial account of a trial session and refuses members and guests', async () => {
    const trial = await expectSuccess(await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' })), freeplayResponseSchema);
    const user = await expectSuccess(await platform.app.request(apiPaths.trialUser, { headers: bearer(trial.token) }), trialUserSchema);
    expect(user).toEqual({ account: trial.userName, balance: 2000, merchantCode: 'TRIAL', type: 40 });

    const member = await expectFailure(await platform.app.request(apiPaths.trialUser, { headers: bearer(await loginToken()) }));
    expect([member.status, member.errorCode]).toEqual([403, errorCodes.notTrial]);
    const guest = await expectFailure(await platform.app.request(apiPaths.trialUser));
    expect([guest.status, guest.errorCode]).toEqual([401, errorCodes.unauthorized]);
    // The member's session is untouched by the refusal.
    await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(trial.token) }), memberInfoSchema);
  });
});
