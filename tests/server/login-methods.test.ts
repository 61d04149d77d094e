import { describe, expect, it } from 'vitest';
import {
  developmentVerificationPaths,
  devIdTokenSchema,
  errorCodes,
  loginResponseSchema,
} from '../../contract';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { devIdToken, fromClient, login } from './support/accounts';
import { expectFailure, expectSuccess } from './support/envelope';
import { demoPassword, jsonRequest, manualClock, postLogin, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const minute = 60 * 1000;

const social = (provider: 'facebook' | 'google', idToken: string, client = '10.1.0.1') =>
  login(platform.app, { type: 'social', provider, idToken }, fromClient(client));

describe('social login through the development verification service', () => {
  it('logs in the member linked to the google or facebook subject', async () => {
    const google = await expectSuccess(await social('google', await devIdToken(platform.app, 'google', 'google-demo-member')), loginResponseSchema);
    expect(google).toMatchObject({ userName: 'demo_member', customerType: 0, merchantCode: 'DEMO' });
    const facebook = await expectSuccess(
      await social('facebook', await devIdToken(platform.app, 'facebook', 'facebook-demo-member', 'demo.member@example.com')),
      loginResponseSchema,
    );
    expect(facebook.userName).toBe('demo_member');
  });

  it('answers social.notLinked for a genuine identity no member is linked to', async () => {
    const failure = await expectFailure(await social('google', await devIdToken(platform.app, 'google', 'someone-new')));
    expect([failure.status, failure.errorCode]).toEqual([400, errorCodes.socialNotLinked]);
  });

  it('refuses forged, expired and other-provider tokens', async () => {
    const token = await devIdToken(platform.app, 'google', 'google-demo-member');
    const otherProvider = await expectFailure(await social('facebook', token));
    expect(otherProvider.errorCode).toBe(errorCodes.verificationTokenInvalid);
    const [header, payload] = token.split('.');
    const forged = await expectFailure(await social('google', `${header}.${payload}.${'A'.repeat(43)}`));
    expect(forged.errorCode).toBe(errorCodes.verificationTokenInvalid);
    clock.advance(10 * minute + 1000);
    const expired = await expectFailure(await social('google', token));
    expect(expired.errorCode).toBe(errorCodes.verificationTokenInvalid);
  });

  it('follows the FACEBOOKLOGIN3 and GOOGLELOGIN3 flags', async () => {
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { whitelabel: { GOOGLELOGIN3: false } }));
    const off = await expectFailure(await social('google', await devIdToken(platform.app, 'google', 'google-demo-member')));
    expect([off.status, off.errorCode]).toEqual([403, errorCodes.featureDisabled]);
    await expectSuccess(await social('facebook', await devIdToken(platform.app, 'facebook', 'facebook-demo-member')), loginResponseSchema);
  });

  it('issues dev id tokens only for known providers', async () => {
    const failure = await expectFailure(
      await platform.app.request(developmentVerificationPaths.idToken, jsonRequest('POST', { provider: 'twitter', subject: 'x' })),
    );
    expect([failure.status, failure.value?.field]).toEqual([400, 'provider']);
    const issued = await expectSuccess(
      await platform.app.request(developmentVerificationPaths.idToken, jsonRequest('POST', { provider: 'phone', subject: '+639171234567' })),
      devIdTokenSchema,
    );
    expect(issued.expiresAt).toBe(clock.now() + 10 * minute);
  });
});

describe('login through the phone verification service', () => {
  const service = (idToken: string, mobileNum = '9171234567') =>
    login(platform.app, { type: 'service', channel: 'sms', idToken, mobileNum, countryDialingCode: '63' }, fromClient('10.1.1.1'));

  it('logs in the member whose number the service vouches for', async () => {
    const value = await expectSuccess(await service(await devIdToken(platform.app, 'phone', '+639171234567')), loginResponseSchema);
    expect(value.userName).toBe('demo_member');
  });

  it('refuses a token for another number and a number without a member', async () => {
    const other = await expectFailure(await service(await devIdToken(platform.app, 'phone', '+639177654321')));
    expect(other.errorCode).toBe(errorCodes.verificationTokenInvalid);
    const nobody = await expectFailure(await service(await devIdToken(platform.app, 'phone', '+639990000000'), '9990000000'));
    expect(nobody.errorCode).toBe(errorCodes.socialNotLinked);
  });
});

describe('login rate limits', () => {
  it('allows 10 attempts a minute per client, of any login type', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await expectFailure(await social('google', 'not-a-token', '10.1.2.1'))).errorCode).toBe(errorCodes.verificationTokenInvalid);
    }
    const response = await postLoginFrom('10.1.2.1', { username: 'demo_member', password: demoPassword });
    const failure = await expectFailure(response);
    expect([failure.status, failure.errorCode, failure.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 60]);
    expect(response.headers.get('retry-after')).toBe('60');
    // Another client is not affected; this one is after the minute.
    await expectSuccess(await postLoginFrom('10.1.2.2', { username: 'demo_member', password: demoPassword }), loginResponseSchema);
    clock.advance(minute);
    await expectSuccess(await postLoginFrom('10.1.2.1', { username: 'demo_member', password: demoPassword }), loginResponseSchema);
  });
});

function postLoginFrom(ip: string, fields: Parameters<typeof postLogin>[1]) {
  return login(platform.app, { type: 'username', ...fields }, fromClient(ip));
}
