import { sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, loginResponseSchema, setPasswordByEmailResponseSchema, smsModuleIds } from '../../contract';
import { passwordResetCodes, smsCodes } from '../../server/db/schema';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { guessDelaySeconds } from '../../server/services/guess-throttle';
import { askResetMail, fromClient, lastSmsCode, login, mailOutbox, newCaptcha, requestSms, wrongCode } from './support/accounts';
import { expectFailure, expectSuccess } from './support/envelope';
import { demoPassword, jsonRequest, manualClock, usePlatform } from './support/platform';

/*
 * Issue 10 §2: lockouts only the owner can cause. Failures count per issued code and per client
 * (growing waits), never per account, except that many clients together pause password login to a
 * name, with its own message. Every client here is its own address unless a test says otherwise.
 */

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const owner = { username: 'demo_member', email: 'demo.member@example.com', mobileNum: '9171234567', countryDialingCode: '63' };
const newPassword = 'a brand new passphrase';
const { login: COMM3, resetPassword: VERIFICATION3 } = smsModuleIds;

let nextClient = 0;
/** A client address no other test or loop used. */
const freshClient = () => `10.77.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

const passwordLogin = (client: string, fields: { username?: string; password: string; captchaKey?: string; captcha?: string }) =>
  login(platform.app, { type: 'username', username: owner.username, ...fields }, fromClient(client));

async function passwordLoginWithCaptcha(client: string, password: string, username = owner.username) {
  return passwordLogin(client, { username, password, ...(await newCaptcha(platform.app, fromClient(client))) });
}

const smsLogin = (client: string, verificationCode: string) =>
  login(platform.app, { type: 'sms', mobileNum: owner.mobileNum, countryDialingCode: '63', verificationCode }, fromClient(client));

const sendCode = (client: string, moduleId: string = COMM3) =>
  requestSms(
    platform.app,
    { mobileNum: owner.mobileNum, moduleId },
    fromClient(client),
    moduleId === VERIFICATION3 ? apiPaths.smsResetPassword : apiPaths.smsNoLogin,
  );

const setPasswordByPhone = (client: string, verificationCode: string) =>
  platform.app.request(
    apiPaths.setPasswordByPhone,
    jsonRequest('PUT', { mobileNum: owner.mobileNum, countryDialingCode: '63', newPassword, verificationCode }, fromClient(client)),
  );

const forgot = (client: string) => askResetMail(platform.app, { username: owner.username, email: owner.email }, client);

const setPasswordByEmail = (client: string, code: string, username = owner.username) =>
  platform.app.request(apiPaths.setPasswordByEmail, jsonRequest('POST', { username, code, newPassword }, fromClient(client)));

async function mailedCode(): Promise<string> {
  const [mail] = await mailOutbox(platform.app);
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'no code mailed';
}

async function errorCodeOf(response: Response) {
  return (await expectFailure(response)).errorCode;
}

describe('the guess throttle: per client, growing waits, never per account', () => {
  it('waits nothing for 5 failures, then 2 s after the 6th, doubling to at most 5 minutes', () => {
    expect(Array.from({ length: 16 }, (_, failures) => guessDelaySeconds(failures))).toEqual([
      0, 0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300,
    ]);
  });

  it('counts a client’s wrong passwords and codes for any account together; other clients guess on', async () => {
    const attacker = freshClient();
    for (const username of ['name_one', 'name_two', 'name_three', 'name_four']) {
      expect(await errorCodeOf(await passwordLogin(attacker, { username, password: 'wrong-password' }))).toBe(errorCodes.loginFailed);
    }
    expect(await errorCodeOf(await setPasswordByPhone(attacker, '123456'))).toBe(errorCodes.verificationInvalid);
    const throttled = await expectFailure(await passwordLogin(attacker, { username: 'name_five', password: 'wrong-password' }));
    expect([throttled.status, throttled.errorCode, throttled.value?.retryAfterSeconds]).toEqual([429, errorCodes.rateLimited, 2]);
    expect(await errorCodeOf(await setPasswordByPhone(attacker, '123456'))).toBe(errorCodes.rateLimited);

    // The owner, elsewhere, is not slowed down at all.
    await expectSuccess(await passwordLogin(freshClient(), { password: demoPassword }), loginResponseSchema);

    clock.advance(2 * second);
    expect(await errorCodeOf(await setPasswordByPhone(attacker, '123456'))).toBe(errorCodes.verificationInvalid);
    expect((await expectFailure(await setPasswordByPhone(attacker, '123456'))).value?.retryAfterSeconds).toBe(4);
    // A success of its own does not lift a client's throttle: the next failure waits 8 s.
    clock.advance(4 * second);
    await expectSuccess(await passwordLogin(attacker, { password: demoPassword }), loginResponseSchema);
    expect(await errorCodeOf(await setPasswordByPhone(attacker, '123456'))).toBe(errorCodes.verificationInvalid);
    expect((await expectFailure(await setPasswordByPhone(attacker, '123456'))).value?.retryAfterSeconds).toBe(8);

    // Failures an hour old no longer count.
    clock.advance(hour);
    for (let i = 0; i < 5; i++) expect(await errorCodeOf(await setPasswordByPhone(attacker, '123456'))).toBe(errorCodes.verificationInvalid);
  });
});

describe('codes: wrong tries count against the code they were tried on', () => {
  it('made-up codes for a number with no code lock nothing: the owner’s next codes work (the probe’s first lockout)', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await errorCodeOf(await setPasswordByPhone(freshClient(), '123456'))).toBe(errorCodes.verificationInvalid);
      expect(await errorCodeOf(await smsLogin(freshClient(), '123456'))).toBe(errorCodes.verificationInvalid);
    }
    await sendCode(freshClient());
    await expectSuccess(await smsLogin(freshClient(), await lastSmsCode(platform.app, owner.mobileNum, COMM3)), loginResponseSchema);
    await sendCode(freshClient(), VERIFICATION3);
    await expectSuccess(
      await setPasswordByPhone(freshClient(), await lastSmsCode(platform.app, owner.mobileNum, VERIFICATION3)),
      loginResponseSchema,
    );
  });

  it('a code survives 4 wrong tries; the 5th voids it, right or wrong, and says to get a new one', async () => {
    await sendCode(freshClient());
    const survivor = await lastSmsCode(platform.app, owner.mobileNum);
    for (let i = 0; i < 4; i++) expect(await errorCodeOf(await smsLogin(freshClient(), wrongCode(survivor)))).toBe(errorCodes.verificationInvalid);
    await expectSuccess(await smsLogin(freshClient(), survivor), loginResponseSchema);

    clock.advance(5 * minute);
    await sendCode(freshClient());
    const voided = await lastSmsCode(platform.app, owner.mobileNum);
    for (let i = 0; i < 4; i++) await smsLogin(freshClient(), wrongCode(voided));
    const fifth = await expectFailure(await smsLogin(freshClient(), wrongCode(voided)));
    expect([fifth.status, fifth.errorCode, fifth.value?.field]).toEqual([400, errorCodes.verificationTooManyTries, 'verificationCode']);
    expect(await errorCodeOf(await smsLogin(freshClient(), voided))).toBe(errorCodes.verificationTooManyTries);

    // The owner asks again once the countdown is over, and that code works.
    clock.advance(5 * minute);
    await sendCode(freshClient());
    await expectSuccess(await smsLogin(freshClient(), await lastSmsCode(platform.app, owner.mobileNum)), loginResponseSchema);
  });

  it('e-mailed codes: made-up ones lock nothing, a code survives 4 wrong tries and the 5th voids it', async () => {
    for (let i = 0; i < 5; i++) expect(await errorCodeOf(await setPasswordByEmail(freshClient(), '123456'))).toBe(errorCodes.verificationInvalid);
    expect(await errorCodeOf(await setPasswordByEmail(freshClient(), '123456', 'nobody_at_all'))).toBe(errorCodes.verificationInvalid);

    await forgot(freshClient());
    const voided = await mailedCode();
    for (let i = 0; i < 4; i++) await setPasswordByEmail(freshClient(), wrongCode(voided));
    const fifth = await expectFailure(await setPasswordByEmail(freshClient(), wrongCode(voided)));
    expect([fifth.errorCode, fifth.value?.field]).toEqual([errorCodes.verificationTooManyTries, 'code']);
    expect(await errorCodeOf(await setPasswordByEmail(freshClient(), voided))).toBe(errorCodes.verificationTooManyTries);

    await forgot(freshClient());
    const survivor = await mailedCode();
    for (let i = 0; i < 4; i++) await setPasswordByEmail(freshClient(), wrongCode(survivor));
    await expectSuccess(await setPasswordByEmail(freshClient(), survivor), setPasswordByEmailResponseSchema);
  });
});

describe('password login: paused only when many clients fail it, and then the owner is told', () => {
  it('20 failures from 24 addresses no longer keep the owner out (the probe’s third lockout)', async () => {
    for (let i = 0; i < 20; i++) await passwordLoginWithCaptcha(freshClient(), 'wrong-password');
    expect(await errorCodeOf(await passwordLogin(freshClient(), { password: demoPassword }))).toBe(errorCodes.captchaRequired);
    await expectSuccess(await passwordLoginWithCaptcha(freshClient(), demoPassword), loginResponseSchema);
  });

  it('after 99 wrong passwords the owner still gets in; the 100th pauses password login, mails the owner, and a reset ends it', async () => {
    for (let i = 0; i < 99; i++) {
      expect(await errorCodeOf(await passwordLoginWithCaptcha(freshClient(), 'wrong-password'))).toBe(errorCodes.loginFailed);
    }
    await expectSuccess(await passwordLoginWithCaptcha(freshClient(), demoPassword), loginResponseSchema);
    expect(await mailOutbox(platform.app)).toEqual([]);

    clock.advance(minute);
    await passwordLoginWithCaptcha(freshClient(), 'wrong-password');
    const paused = await expectFailure(await passwordLoginWithCaptcha(freshClient(), demoPassword));
    expect([paused.status, paused.errorCode, paused.value?.retryAfterSeconds]).toEqual([429, errorCodes.accountProtected, 59 * 60]);
    const mails = await mailOutbox(platform.app);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[owner.email, 'Password login to your account is paused']]);

    // Codes still work while it lasts, and a new password ends it.
    await sendCode(freshClient());
    await expectSuccess(await smsLogin(freshClient(), await lastSmsCode(platform.app, owner.mobileNum)), loginResponseSchema);
    await forgot(freshClient());
    await expectSuccess(await setPasswordByEmail(freshClient(), await mailedCode()), setPasswordByEmailResponseSchema);
    await expectSuccess(await passwordLogin(freshClient(), { password: newPassword }), loginResponseSchema);
  });
});

/** What a guess met: answered, a 429 for this client, or a 429 every client now knows (a paused name). */
type GuessOutcome = { waitSeconds: number | null; forEveryone?: boolean };

/**
 * Guesses as fast as the platform lets `clients` guess, for one hour of the manual clock. A wait
 * for everyone (the name paused) holds back every client, as attackers working together would.
 */
async function guessForAnHour(clients: readonly string[], guess: (client: string) => Promise<GuessOutcome>): Promise<void> {
  const end = clock.now() + hour;
  const readyAt = new Map(clients.map((client) => [client, clock.now()]));
  for (;;) {
    const [client, at] = [...readyAt].reduce((soonest, entry) => (entry[1] < soonest[1] ? entry : soonest));
    if (at >= end) return;
    clock.advance(at - clock.now());
    const { waitSeconds, forEveryone } = await guess(client);
    const next = waitSeconds === null ? at : at + waitSeconds * second;
    for (const waiting of forEveryone ? clients : [client]) readyAt.set(waiting, Math.max(next, readyAt.get(waiting) ?? next));
  }
}

async function waitOf(response: Response): Promise<number | null> {
  return (await outcomeOf(response)).waitSeconds;
}

async function outcomeOf(response: Response): Promise<GuessOutcome> {
  if (response.status !== 429) return { waitSeconds: null };
  const failure = await expectFailure(response);
  return { waitSeconds: failure.value?.retryAfterSeconds ?? null, forEveryone: failure.errorCode === errorCodes.accountProtected };
}

/** Wrong passwords, with a solved captcha each, that reached the password check. */
async function passwordGuessesPerHour(clients: readonly string[], username = owner.username): Promise<number> {
  let guesses = 0;
  await guessForAnHour(clients, async (client) => {
    const response = await passwordLoginWithCaptcha(client, 'wrong-password', username);
    const outcome = await outcomeOf(response);
    if (outcome.waitSeconds === null) {
      expect(await errorCodeOf(response)).toBe(errorCodes.loginFailed);
      guesses += 1;
    }
    return outcome;
  });
  return guesses;
}

/** Wrong SMS codes tried against live codes, asking for a new code whenever the last one is spent. */
async function smsGuessesPerHour(clients: readonly string[]): Promise<number> {
  let live = { triesLeft: 0, expiresAt: 0 };
  await guessForAnHour(clients, async (client) => {
    if (live.triesLeft === 0 || live.expiresAt <= clock.now()) {
      const wait = await waitOf(await sendCode(client));
      if (wait !== null) return { waitSeconds: wait };
      live = { triesLeft: 5, expiresAt: clock.now() + 5 * minute };
    }
    const wait = await waitOf(await smsLogin(client, wrongCode(await lastSmsCode(platform.app, owner.mobileNum))));
    if (wait === null) live.triesLeft -= 1;
    return { waitSeconds: wait };
  });
  const [tried] = await platform.db.select({ tries: sum(smsCodes.failedTries) }).from(smsCodes);
  return Number(tried?.tries ?? 0);
}

/** Wrong e-mailed codes tried against live codes, asking for a new e-mail whenever the last one is spent. */
async function emailGuessesPerHour(clients: readonly string[]): Promise<number> {
  let triesLeft = 0;
  await guessForAnHour(clients, async (client) => {
    if (triesLeft === 0) {
      const wait = await waitOf(await forgot(client));
      if (wait !== null) return { waitSeconds: wait };
      triesLeft = 5;
    }
    const wait = await waitOf(await setPasswordByEmail(client, wrongCode(await mailedCode())));
    if (wait === null) triesLeft -= 1;
    return { waitSeconds: wait };
  });
  const [tried] = await platform.db.select({ tries: sum(passwordResetCodes.failedTries) }).from(passwordResetCodes);
  return Number(tried?.tries ?? 0);
}

const clients = (count: number) => Array.from({ length: count }, freshClient);

describe('guesses per hour against one account (ASVS 6.3.1), measured', () => {
  it('password: 23 from one client, 100 from 100 clients (each with a solved captcha), a name nobody has alike', async () => {
    expect(await passwordGuessesPerHour(clients(1))).toBe(23);
    await platform.app.request(devControlPaths.reset, { method: 'POST' });
    // Against a name nobody has, which must look the same: paused for the hour, and nobody mailed.
    expect(await passwordGuessesPerHour(clients(100), 'nobody_at_all')).toBe(100);
    const paused = await expectFailure(await passwordLoginWithCaptcha(freshClient(), 'wrong-password', 'nobody_at_all'));
    expect([paused.status, paused.errorCode]).toEqual([429, errorCodes.accountProtected]);
    expect(await mailOutbox(platform.app)).toEqual([]);
  });

  it('SMS login code (1 in 10^6 each): 14 from one client, 25 from 100 clients', async () => {
    expect(await smsGuessesPerHour(clients(1))).toBe(14);
    await platform.app.request(devControlPaths.reset, { method: 'POST' });
    expect(await smsGuessesPerHour(clients(100))).toBe(25);
  });

  it('e-mailed reset code (1 in 10^6 each): 15 from one client, 15 from 100 clients', async () => {
    expect(await emailGuessesPerHour(clients(1))).toBe(15);
    await platform.app.request(devControlPaths.reset, { method: 'POST' });
    expect(await emailGuessesPerHour(clients(100))).toBe(15);
  });
});
