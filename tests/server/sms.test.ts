import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, loginResponseSchema, smsModuleIds, smsSentSchema } from '../../contract';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { smsCodes } from '../../server/db/schema';
import { fromClient, lastSmsCode, login, requestSms, smsOutbox } from './support/accounts';
import { expectFailure, expectSuccess } from './support/envelope';
import { jsonRequest, manualClock, readJson, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const minute = 60 * 1000;
const memberMobile = '9171234567';
const { register: REG3, login: COMM3, resetPassword: VERIFICATION3 } = smsModuleIds;

const send = (mobileNum: string, moduleId: string, client = '10.0.0.1', path?: string) =>
  requestSms(platform.app, { mobileNum, moduleId }, fromClient(client), path);

async function sent(response: Response) {
  return expectSuccess(response, smsSentSchema);
}

async function limited(response: Response) {
  const failure = await expectFailure(response);
  expect(failure.status).toBe(429);
  expect(failure.errorCode).toBe(errorCodes.rateLimited);
  expect(response.headers.get('retry-after')).toBe(String(failure.value?.retryAfterSeconds));
  return failure.value?.retryAfterSeconds;
}

const smsLogin = (mobileNum: string, verificationCode: string, client = '10.0.9.9') =>
  login(platform.app, { type: 'sms', mobileNum, countryDialingCode: '63', verificationCode }, fromClient(client));

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a 6-digit registration code to any number, valid 5 minutes, stored only hashed', async () => {
    expect(await sent(await send('9990001111', REG3))).toEqual({ expiredMinutes: 5 });
    const [sms] = await smsOutbox(platform.app);
    expect(sms).toMatchObject({ mobile: '9990001111', moduleId: REG3, sentAt: clock.now() });
    expect(sms?.code).toMatch(/^\d{6}$/);
    const rows = await platform.db.select().from(smsCodes);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.now() + 5 * minute);
    expect(JSON.stringify(rows)).not.toContain(sms?.code);
  });

  it('answers a login code for a number without an account exactly like one with, but sends nothing', async () => {
    const known = await send(memberMobile, COMM3, '10.0.0.1');
    const unknown = await send('9990009999', COMM3, '10.0.0.2');
    expect(unknown.status).toBe(known.status);
    expect(await readJson(unknown)).toEqual(await readJson(known));
    expect((await smsOutbox(platform.app)).map((sms) => sms.mobile)).toEqual([memberMobile]);
  });

  it('allows one code per countdown per number and purpose, whoever asks', async () => {
    await sent(await send('9990002222', REG3, '10.0.0.1'));
    clock.advance(minute);
    expect(await limited(await send('9990002222', REG3, '10.0.0.2'))).toBe(4 * 60);
    // Another purpose has its own countdown.
    await sent(await send('9990002222', COMM3, '10.0.0.3'));
    clock.advance(4 * minute);
    await sent(await send('9990002222', REG3, '10.0.0.4'));
  });

  it('allows one code per countdown per client and purpose, whatever the number', async () => {
    await sent(await send('9990003333', REG3, '10.0.0.7'));
    expect(await limited(await send('9990004444', REG3, '10.0.0.7'))).toBe(5 * 60);
    await sent(await send('9990004444', COMM3, '10.0.0.7'));
  });

  it('sends at most 5 codes an hour to a number', async () => {
    for (let i = 0; i < 5; i++) {
      await sent(await send('9990005555', REG3, `10.0.1.${i}`));
      clock.advance(5 * minute);
    }
    // Five codes sent from 0 to 20 minutes; now at 25 minutes, the first leaves the hour at 60.
    expect(await limited(await send('9990005555', REG3, '10.0.1.9'))).toBe(35 * 60);
    clock.advance(35 * minute);
    await sent(await send('9990005555', REG3, '10.0.1.9'));
  });

  it('sends at most 5 codes an hour to one client', async () => {
    for (let i = 0; i < 5; i++) {
      await sent(await send(`999000600${i}`, REG3, '10.0.2.1'));
      clock.advance(5 * minute);
    }
    expect(await limited(await send('9990006009', REG3, '10.0.2.1'))).toBe(35 * 60);
    await sent(await send('9990006009', REG3, '10.0.2.2'));
  });

  it('refuses a bad number, a missing dialing code and a module it does not serve with 400', async () => {
    const letters = await expectFailure(await send('91712abc', REG3));
    expect([letters.status, letters.errorCode, letters.value?.field]).toEqual([400, errorCodes.validation, 'mobileNum']);
    const tooLong = await expectFailure(await send('1'.repeat(21), REG3));
    expect(tooLong.value?.field).toBe('mobileNum');
    const noCode = await expectFailure(
      await platform.app.request(apiPaths.smsNoLogin, jsonRequest('POST', { mobileNum: memberMobile, moduleId: REG3 })),
    );
    expect(noCode.value?.field).toBe('countryDialingCode');
    const reset = await expectFailure(await send(memberMobile, VERIFICATION3));
    expect(reset.value?.field).toBe('moduleId');
    expect(await smsOutbox(platform.app)).toEqual([]);
  });
});

describe('POST /wps/verification/sms/resetPassword', () => {
  it('answers an unknown number like a known one and sends it nothing', async () => {
    const known = await send(memberMobile, VERIFICATION3, '10.0.3.1', apiPaths.smsResetPassword);
    const unknown = await send('9990007777', VERIFICATION3, '10.0.3.2', apiPaths.smsResetPassword);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await readJson(unknown)).toEqual(await readJson(known));
    const outbox = await smsOutbox(platform.app);
    expect(outbox.map((sms) => [sms.mobile, sms.moduleId])).toEqual([[memberMobile, VERIFICATION3]]);
    // The unknown number is rate-limited the same way too.
    expect(await limited(await send('9990007777', VERIFICATION3, '10.0.3.3', apiPaths.smsResetPassword))).toBe(5 * 60);
  });

  it('is off with the phone-verification white-label setting', async () => {
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { whitelabel: { PSWCHANGEVERIFY3: false } }));
    const failure = await expectFailure(await send(memberMobile, VERIFICATION3, '10.0.3.1', apiPaths.smsResetPassword));
    expect([failure.status, failure.errorCode]).toEqual([403, errorCodes.featureDisabled]);
  });
});

describe('login by SMS code', () => {
  it('logs the member with that number in, once per code, also with the trunk zero typed', async () => {
    await sent(await send(memberMobile, COMM3));
    const code = await lastSmsCode(platform.app, memberMobile);
    const value = await expectSuccess(await smsLogin(`0${memberMobile}`, code), loginResponseSchema);
    expect(value).toMatchObject({ userName: 'demo_member', customerType: 0, merchantCode: 'DEMO' });
    const again = await expectFailure(await smsLogin(memberMobile, code));
    expect([again.status, again.errorCode, again.value?.field]).toEqual([400, errorCodes.verificationInvalid, 'verificationCode']);
  });

  it('refuses an expired code', async () => {
    await sent(await send(memberMobile, COMM3));
    const code = await lastSmsCode(platform.app, memberMobile);
    clock.advance(5 * minute + 1000);
    const failure = await expectFailure(await smsLogin(memberMobile, code));
    expect(failure.errorCode).toBe(errorCodes.verificationExpired);
  });

  it('does not take a code sent for another purpose', async () => {
    await sent(await send(memberMobile, REG3));
    const failure = await expectFailure(await smsLogin(memberMobile, await lastSmsCode(platform.app, memberMobile)));
    expect(failure.errorCode).toBe(errorCodes.verificationInvalid);
  });

  it('takes only the newest code: a new one supersedes the last (wrong tries: lockouts.test.ts)', async () => {
    await sent(await send(memberMobile, COMM3));
    const first = await lastSmsCode(platform.app, memberMobile);
    clock.advance(5 * minute);
    await sent(await send(memberMobile, COMM3));
    const second = await lastSmsCode(platform.app, memberMobile);
    expect((await expectFailure(await smsLogin(memberMobile, first))).errorCode).toBe(errorCodes.verificationInvalid);
    await expectSuccess(await smsLogin(memberMobile, second), loginResponseSchema);
  });

  it('is off without MOBILEVERCODELOGIN3', async () => {
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { whitelabel: { MOBILEVERCODELOGIN3: false } }));
    const failure = await expectFailure(await smsLogin(memberMobile, '123456'));
    expect([failure.status, failure.errorCode]).toEqual([403, errorCodes.featureDisabled]);
  });

  it('validates the SMS login body', async () => {
    const failure = await expectFailure(await smsLogin(memberMobile, '12345678901'));
    expect([failure.status, failure.value?.field]).toEqual([400, 'verificationCode']);
  });
});
