import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  developmentVerificationPaths,
  devIdTokenSchema,
  devPhoneModuleId,
  devPhoneSendSchema,
  errorCodes,
  loginResponseSchema,
  startupInfoSchema,
} from '../../contract';
import { smsOutboxSchema, devControlPaths } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { login } from './support/accounts';
import { jsonRequest, manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });
const demoNumber = { countryDialingCode: '63', mobileNum: '9171234567' };

async function send(target = demoNumber) {
  return expectSuccess(await platform.app.request(developmentVerificationPaths.phoneSend, jsonRequest('POST', target)), devPhoneSendSchema);
}

async function latestCode(): Promise<string> {
  const outbox = await expectSuccess(await platform.app.request(devControlPaths.sms), smsOutboxSchema);
  const entry = outbox.find((message) => message.moduleId === devPhoneModuleId);
  if (!entry) throw new Error('no code from the development provider in the outbox');
  return entry.code;
}

function verify(verificationId: string, code: string) {
  return platform.app.request(developmentVerificationPaths.phoneVerify, jsonRequest('POST', { verificationId, code }));
}

describe('development phone verification (the phone-service mode)', () => {
  it('is announced in start-up information when the site turns it on', async () => {
    const before = await expectSuccess(await platform.app.request(apiPaths.startup), startupInfoSchema);
    expect(before.verificationService).toEqual({ kind: 'development', config: {}, phoneVerification: false });
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { verification: { phoneViaService: true } }));
    const after = await expectSuccess(await platform.app.request(apiPaths.startup), startupInfoSchema);
    expect(after.verificationService?.phoneVerification).toBe(true);
  });

  it('texts a code to the outbox and trades it once for a phone id token the login accepts', async () => {
    const { verificationId } = await send();
    const code = await latestCode();
    const { idToken } = await expectSuccess(await verify(verificationId, code), devIdTokenSchema);
    const value = await expectSuccess(
      await login(platform.app, { type: 'service', channel: 'sms', idToken, ...demoNumber }),
      loginResponseSchema,
    );
    expect(value.userName).toBe('demo_member');
    const again = await expectFailure(await verify(verificationId, code));
    expect(again.errorCode).toBe(errorCodes.verificationInvalid);
  });

  it('refuses a wrong code, and ends the verification after five', async () => {
    const { verificationId } = await send();
    const code = await latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const failure = await expectFailure(await verify(verificationId, wrong));
      expect(failure.errorCode).toBe(errorCodes.verificationInvalid);
    }
    expect((await expectFailure(await verify(verificationId, code))).errorCode).toBe(errorCodes.verificationInvalid);
  });

  it('lets a code expire after 60 s', async () => {
    const { verificationId } = await send();
    const code = await latestCode();
    clock.advance(61_000);
    expect((await expectFailure(await verify(verificationId, code))).errorCode).toBe(errorCodes.verificationExpired);
  });
});
