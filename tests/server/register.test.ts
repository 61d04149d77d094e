import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  affiliateCheckSchema,
  apiPaths,
  countryListSchema,
  errorCodes,
  loginResponseSchema,
  memberInfoSchema,
  registerResponseSchema,
  registerSettingsResponseSchema,
  smsModuleIds,
  usernameAvailabilitySchema,
  walletSchema,
} from '../../contract';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { siteSettingsSchema } from '../../server/schemas/site-settings';
import { affiliateCodes, memberProfiles, members } from '../../server/db/schema';
import { demoAccounts, demoSiteSettings } from '../../server/db/seed-data';
import {
  devIdToken,
  fromClient,
  lastSmsCode,
  login,
  newCaptcha,
  register,
  registrationBase,
  requestSms,
  wrongCode,
} from './support/accounts';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, jsonRequest, manualClock, postLogin, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const password = 'correct horse battery';
const patchSite = (body: unknown) => platform.app.request(devControlPaths.site, jsonRequest('PATCH', body));

async function byUsername(fields: Record<string, unknown>, { captcha = true } = {}) {
  const answer = captcha ? await newCaptcha(platform.app) : {};
  return register(platform.app, 'username', {
    ...registrationBase,
    username: 'new_player',
    password,
    confirmPassword: password,
    ...answer,
    ...fields,
  });
}

async function fieldFailure(response: Response, field: string) {
  const failure = await expectFailure(response);
  expect(failure.status).toBe(400);
  expect(failure.value?.field).toBe(field);
  return failure;
}

async function registrationCode(mobileNum: string, client = '10.2.0.1') {
  await requestSms(platform.app, { mobileNum, moduleId: smsModuleIds.register }, fromClient(client));
  return lastSmsCode(platform.app, mobileNum, smsModuleIds.register);
}

describe('PUT /wps/member/register (username)', () => {
  it('creates a type-0 member with an empty wallet and logs them in', async () => {
    const value = await expectSuccess(
      await byUsername({ email: ' new@player.example.com ', nickname: 'Newbie', registerMethod: 'PWA', domain: 'demobet.example' }),
      registerResponseSchema,
    );
    expect(value).toMatchObject({ userName: 'new_player', customerType: 0, firstTimeLogin: true, merchantCode: 'DEMO' });
    const info = await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(value.token) }), memberInfoSchema);
    expect(info).toMatchObject({ account: 'new_player', type: 0, nickname: 'Newbie', toUpline: null, regDate: clock.now() });
    const wallet = await expectSuccess(await platform.app.request(apiPaths.walletBalance, { headers: bearer(value.token) }), walletSchema);
    expect(wallet.sumBalance).toBe(0);

    const [row] = await platform.db.select().from(members).where(eq(members.account, 'new_player'));
    expect(row?.email).toBe('new@player.example.com');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const [profile] = await platform.db.select().from(memberProfiles).where(eq(memberProfiles.memberId, row?.id ?? 0));
    expect(profile).toMatchObject({ registerMethod: 'PWA', registerUrl: 'm.demobet.example', domain: 'demobet.example' });

    const again = await expectSuccess(await postLogin(platform.app, { username: 'new_player', password }), loginResponseSchema);
    expect(again.firstTimeLogin).toBe(false);
  });

  it('accepts only an encrypted body', async () => {
    const failure = await expectFailure(
      await platform.app.request(apiPaths.register, jsonRequest('PUT', { ...registrationBase, username: 'new_player', password })),
    );
    expect([failure.status, failure.errorCode]).toEqual([400, errorCodes.decryptFailed]);
  });

  it('needs a captcha, refuses a wrong one and takes each only once', async () => {
    const missing = await fieldFailure(await byUsername({}, { captcha: false }), 'captcha');
    expect(missing.errorCode).toBe(errorCodes.registerFieldRequired);

    const captcha = await newCaptcha(platform.app);
    const wrong = await fieldFailure(await byUsername({ ...captcha, captcha: wrongCode(captcha.captcha).slice(0, 4) }), 'captcha');
    expect(wrong.errorCode).toBe(errorCodes.captchaInvalid);
    const reused = await fieldFailure(await byUsername(captcha), 'captcha');
    expect(reused.errorCode).toBe(errorCodes.captchaInvalid);
  });

  it('follows the site rules: required must be there, disabled is ignored, optional may be empty', async () => {
    await patchSite({ register: { fields: { email: { required: true } } } });
    const emailMissing = await fieldFailure(await byUsername({ email: '  ' }, { captcha: false }), 'email');
    expect(emailMissing.errorCode).toBe(errorCodes.registerFieldRequired);
    await patchSite({ register: { fields: { email: { required: false } } } });

    // wechat is disabled: even nonsense is ignored. nickname and recommenderId are optional: empty passes.
    await expectSuccess(
      await byUsername({ wechat: '<not a wechat id>'.repeat(50), nickname: '', recommenderId: '   ', email: '' }),
      registerResponseSchema,
    );
    const [profile] = await platform.db.select().from(memberProfiles);
    expect(profile).toMatchObject({ wechat: null, recommenderId: null });
  });

  it('names the field whose format is wrong, with the shared rules', async () => {
    const noCaptcha = { captcha: false };
    const email = await fieldFailure(await byUsername({ email: 'not-an-email' }, noCaptcha), 'email');
    expect([email.errorCode, email.message]).toEqual([errorCodes.validation, 'Invalid email: email.format']);
    expect((await fieldFailure(await byUsername({ username: 'ab' }, noCaptcha), 'username')).message).toContain('username.tooShort');
    const short = await fieldFailure(await byUsername({ password: 'short', confirmPassword: 'short' }, noCaptcha), 'password');
    expect(short.message).toContain('password.tooShort');
    const mismatch = await fieldFailure(await byUsername({ confirmPassword: `${password}!` }, noCaptcha), 'confirmPassword');
    expect(mismatch.message).toContain('password.mismatch');
    const withoutCode = await fieldFailure(await byUsername({ mobileNum: '9180000001', countryDialingCode: '63' }, noCaptcha), 'verificationCode');
    expect(withoutCode.errorCode).toBe(errorCodes.registerFieldRequired);
    const badType = await expectFailure(
      await register(platform.app, 'username', { ...registrationBase, type: 1, username: 'new_player', password }),
    );
    expect(badType.value?.field).toBe('type');
  });

  it('says the username is taken, whatever its case', async () => {
    const failure = await expectFailure(await byUsername({ username: 'DEMO_MEMBER' }));
    expect(failure).toMatchObject({
      status: 409,
      errorCode: errorCodes.usernameTaken,
      message: 'Sorry, the username already exists',
      value: { field: 'username' },
    });
  });

  it('checks the affiliate code when the site checks codes, and links the agent', async () => {
    const invalid = await fieldFailure(await byUsername({ affiliateCode: 'NOPE99' }), 'affiliateCode');
    expect(invalid.errorCode).toBe(errorCodes.affiliateInvalid);

    const linked = await expectSuccess(await byUsername({ affiliateCode: 'agent01' }), registerResponseSchema);
    const info = await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(linked.token) }), memberInfoSchema);
    expect(info.toUpline).toBe('demo_agent');

    await patchSite({ register: { affiliateCodeCheck: false } });
    await expectSuccess(await byUsername({ username: 'second_player', affiliateCode: 'NOPE99' }), registerResponseSchema);
  });

  it('is refused when username registration is off', async () => {
    await patchSite({ register: { usernameRegistration: false } });
    const failure = await expectFailure(await byUsername({}));
    expect([failure.status, failure.errorCode]).toEqual([403, errorCodes.featureDisabled]);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const byMobile = (fields: Record<string, unknown>) =>
    register(platform.app, 'mobile', { ...registrationBase, countryDialingCode: '63', password, confirmPassword: password, ...fields });

  it('registers a number proven by its REG3 code, then the member logs in by SMS', async () => {
    const code = await registrationCode('9180001111');
    const value = await expectSuccess(await byMobile({ mobileNum: '9180001111', verificationCode: code }), registerResponseSchema);
    expect(value).toMatchObject({ userName: 'm9180001111', customerType: 0, firstTimeLogin: true });

    await requestSms(platform.app, { mobileNum: '9180001111', moduleId: smsModuleIds.login }, fromClient('10.2.0.2'));
    const loginCode = await lastSmsCode(platform.app, '9180001111', smsModuleIds.login);
    const loggedIn = await expectSuccess(
      await login(platform.app, { type: 'sms', mobileNum: '9180001111', countryDialingCode: '63', verificationCode: loginCode }),
      loginResponseSchema,
    );
    expect(loggedIn).toMatchObject({ userName: 'm9180001111', firstTimeLogin: false });
  });

  it('needs the number and a right code before anything else; a username is optional', async () => {
    expect((await fieldFailure(await byMobile({ verificationCode: '123456' }), 'mobileNum')).errorCode).toBe(errorCodes.registerFieldRequired);
    expect((await fieldFailure(await byMobile({ mobileNum: '9180002222' }), 'verificationCode')).errorCode).toBe(
      errorCodes.registerFieldRequired,
    );
    const code = await registrationCode('9180002222');
    // Without the right code, a taken username is not revealed.
    const wrong = await fieldFailure(
      await byMobile({ mobileNum: '9180002222', verificationCode: wrongCode(code), username: 'demo_member' }),
      'verificationCode',
    );
    expect(wrong.errorCode).toBe(errorCodes.verificationInvalid);
    const taken = await expectFailure(await byMobile({ mobileNum: '9180002222', verificationCode: code, username: 'demo_member' }));
    expect(taken).toMatchObject({ status: 409, errorCode: errorCodes.usernameTaken, value: { field: 'username' } });
    // The code was not spent by the refusal.
    const chosen = await expectSuccess(
      await byMobile({ mobileNum: '9180002222', verificationCode: code, username: 'phone_player' }),
      registerResponseSchema,
    );
    expect(chosen.userName).toBe('phone_player');
  });

  it('fails without saying why for a number that already has an account', async () => {
    const code = await registrationCode('9171234567');
    const failure = await expectFailure(await byMobile({ mobileNum: '9171234567', verificationCode: code }));
    expect(failure).toMatchObject({ status: 400, errorCode: errorCodes.registerFailed });
    expect(failure.value).toBeUndefined();
    expect(await platform.db.select().from(members)).toHaveLength(demoAccounts.length);
  });

  it('takes an id token of the phone verification service instead of an SMS code', async () => {
    const other = await expectFailure(
      await byMobile({ mobileNum: '9180003333', channel: 'sms', idToken: await devIdToken(platform.app, 'phone', '+639180004444') }),
    );
    expect(other.errorCode).toBe(errorCodes.verificationTokenInvalid);
    const value = await expectSuccess(
      await byMobile({ mobileNum: '9180003333', channel: 'sms', idToken: await devIdToken(platform.app, 'phone', '+639180003333') }),
      registerResponseSchema,
    );
    expect(value.userName).toBe('m9180003333');
  });

  it('is refused when mobile registration is off', async () => {
    await patchSite({ register: { mobileRegistration: false } });
    const failure = await expectFailure(await byMobile({ mobileNum: '9180005555', verificationCode: '123456' }));
    expect([failure.status, failure.errorCode]).toEqual([403, errorCodes.featureDisabled]);
  });
});

describe('registration look-ups', () => {
  it('GET /wps/system/setting/register answers the per-field rules and method flags', async () => {
    const settings = await expectSuccess(await platform.app.request(apiPaths.registerSettings), registerSettingsResponseSchema);
    expect(settings).toEqual(siteSettingsSchema.parse(demoSiteSettings).register);
    await patchSite({ register: { mobileRegistration: false, fields: { wechat: { enabled: true, required: true } } } });
    const patched = await expectSuccess(await platform.app.request(apiPaths.registerSettings), registerSettingsResponseSchema);
    expect(patched.mobileRegistration).toBe(false);
    expect(patched.fields.wechat).toMatchObject({ enabled: true, required: true });
  });

  it('GET /wps/system/country lists dialing codes, the default country first', async () => {
    const countries = await expectSuccess(await platform.app.request(apiPaths.countries), countryListSchema);
    expect(countries[0]).toEqual({ id: 1, name: 'Philippines', dialingCode: '63', iso2: 'PH' });
    expect(countries).toHaveLength(15);
    expect(countries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ iso2: 'BR', dialingCode: '55' }),
        expect.objectContaining({ iso2: 'US', dialingCode: '1' }),
      ]),
    );
    expect(new Set(countries.map((c) => c.id)).size).toBe(15);
  });

  it('GET /wps/check/username answers availability, case-insensitively, and limits each client', async () => {
    const check = (username: string, client = '10.2.1.1') =>
      platform.app.request(`${apiPaths.checkUsername}?username=${encodeURIComponent(username)}`, { headers: fromClient(client) });
    expect(await expectSuccess(await check('Demo_Member'), usernameAvailabilitySchema)).toEqual({ available: false });
    expect(await expectSuccess(await check('free_name'), usernameAvailabilitySchema)).toEqual({ available: true });
    expect((await fieldFailure(await check('a!'), 'username')).errorCode).toBe(errorCodes.validation);
    // The invalid name was refused before it counted: 2 counted so far, 30 a minute allowed.
    for (let i = 0; i < 28; i++) await check('free_name');
    const limited = await expectFailure(await check('free_name'));
    expect([limited.status, limited.errorCode, limited.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 60]);
    await expectSuccess(await check('free_name', '10.2.1.2'), usernameAvailabilitySchema);
  });

  it('GET /wps/affiliate/check answers a success flag, honouring a domain binding', async () => {
    const check = (query: string) => platform.app.request(`${apiPaths.affiliateCheck}?${query}`, { headers: fromClient('10.2.2.1') });
    expect(await expectSuccess(await check('code=AGENT01&domain=demobet.example'), affiliateCheckSchema)).toEqual({ success: true });
    expect(await expectSuccess(await check('code=agent01'), affiliateCheckSchema)).toEqual({ success: true });
    expect(await expectSuccess(await check('code=NOPE99'), affiliateCheckSchema)).toEqual({ success: false });
    expect(await expectSuccess(await check('code='), affiliateCheckSchema)).toEqual({ success: false });

    const [agent] = await platform.db.select().from(members).where(eq(members.account, 'demo_agent'));
    await platform.db.insert(affiliateCodes).values({ code: 'SHOP7', merchantCode: 'DEMO', memberId: agent?.id ?? 0, domain: 'shop.example' });
    expect(await expectSuccess(await check('code=SHOP7&domain=SHOP.example'), affiliateCheckSchema)).toEqual({ success: true });
    expect(await expectSuccess(await check('code=SHOP7&domain=demobet.example'), affiliateCheckSchema)).toEqual({ success: false });
    expect((await fieldFailure(await check(`code=${'X'.repeat(65)}`), 'code')).errorCode).toBe(errorCodes.validation);
  });
});
