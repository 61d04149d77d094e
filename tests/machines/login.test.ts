import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { captchaMachine } from '../../machines/captcha.machine';
import { languageDebounceMachine } from '../../machines/languageDebounce.machine';
import { specTimings } from '../../machines/constants';
import {
  freePlayRefused,
  loginMachine,
  signInCancelled,
  type LoginAttempt,
  type LoginField,
  type LoginInput,
  type RememberedCredentials,
} from '../../machines/login.machine';
import { smsCountdownMachine, type SmsSendResult, type SmsTarget } from '../../machines/smsCountdown.machine';
import type { CaptchaResponse, SessionInfo, SocialProvider } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError, captcha, session } from '../support/fixtures';
import { fakeLanguageChanges } from '../support/language-changes';
import { rejectionOf } from '../support/placeholder-actors';

const nothingRemembered: RememberedCredentials = { username: null, sms: null };
const defaultInput: LoginInput = { smsLoginEnabled: true, socialProviders: ['google'] };

function startLogin(input: LoginInput = defaultInput) {
  const loadRemembered = controlledPromise<RememberedCredentials>('loadRemembered');
  const login = controlledPromise<SessionInfo, LoginAttempt>('login');
  const freePlay = controlledPromise<SessionInfo>('freePlay');
  const socialLogin = controlledPromise<SessionInfo, { provider: SocialProvider }>('socialLogin');
  const loadCaptcha = controlledPromise<CaptchaResponse>('loadCaptcha');
  const sendCode = controlledPromise<SmsSendResult, SmsTarget>('sendCode');
  const language = fakeLanguageChanges();
  const effects: Array<{ type: string; params: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => {
    effects.push({ type, params });
  };
  const actor = createActor(
    loginMachine.provide({
      actors: {
        loadRemembered: loadRemembered.logic,
        login: login.logic,
        freePlay: freePlay.logic,
        socialLogin: socialLogin.logic,
        captcha: captchaMachine.provide({ actors: { loadCaptcha: loadCaptcha.logic } }),
        smsCountdown: smsCountdownMachine.provide({ actors: { sendCode: sendCode.logic } }),
        languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges: language.logic } }),
      },
      actions: {
        establishSession: record('establishSession'),
        rememberCredentials: record('rememberCredentials'),
        holdPassword: record('holdPassword'),
      },
    }),
    { input },
  ).start();
  const type = (field: LoginField, value: string) => actor.send({ type: 'field.change', field, value });
  const captchaChild = () => {
    const child = actor.getSnapshot().children.captcha;
    if (!child) throw new Error('the captcha child is not running');
    return child;
  };
  const smsChild = () => {
    const child = actor.getSnapshot().children.smsCountdown;
    if (!child) throw new Error('the smsCountdown child is not running');
    return child;
  };
  return { actor, loadRemembered, login, freePlay, socialLogin, loadCaptcha, sendCode, language, effects, type, captchaChild, smsChild };
}

type Login = ReturnType<typeof startLogin>;

async function ready(input?: LoginInput, remembered: RememberedCredentials = nothingRemembered): Promise<Login> {
  const form = startLogin(input);
  form.loadRemembered.resolve(remembered);
  await settle();
  return form;
}

/** Fills the form, submits, and lets the platform demand a captcha, which loads. */
async function captchaShown(form: Login, key = 'captcha-1') {
  form.type('username', 'alice');
  form.type('password', 'secret');
  form.actor.send({ type: 'user.submit' });
  form.login.reject(apiError('captcha.required', true));
  await settle();
  form.loadCaptcha.resolve(captcha(key));
  await settle();
}

const context = (form: Login) => form.actor.getSnapshot().context;
const effectNames = (form: Login) => form.effects.map(({ type }) => type);

describe('login machine', () => {
  describe('remembered credentials (accounts §3, §4)', () => {
    it('loads them first, then prefills both methods', async () => {
      const form = startLogin();
      expect(form.actor.getSnapshot().matches({ active: { form: 'loadingRemembered' } })).toBe(true);
      form.loadRemembered.resolve({
        username: { username: 'alice', password: 'secret' },
        sms: { mobileNum: '9171234567', countryDialingCode: '63' },
      });
      await settle();
      expect(form.actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
      expect(context(form).values).toEqual({
        username: 'alice',
        password: 'secret',
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '',
      });
    });

    it('never overwrites what the user typed before they loaded', async () => {
      const form = startLogin();
      form.type('username', 'bob');
      form.loadRemembered.resolve({ username: { username: 'alice', password: 'secret' }, sms: null });
      await settle();
      expect(context(form).values.username).toBe('bob');
      expect(context(form).values.password).toBe('secret');
    });

    it('starts empty when nothing can be read', async () => {
      const form = startLogin();
      form.loadRemembered.reject(new Error('no IndexedDB'));
      await settle();
      expect(form.actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
      expect(context(form).values.username).toBe('');
    });

    it('remember-password is on by default for each method, and set per method', async () => {
      const form = await ready();
      expect(context(form).remember).toEqual({ username: true, sms: true });
      form.actor.send({ type: 'user.setRemember', remember: false });
      expect(context(form).remember).toEqual({ username: false, sms: true });
    });
  });

  describe('username and password', () => {
    it('flags empty fields with the shared rules and calls nothing', async () => {
      const form = await ready();
      form.type('username', '   ');
      form.actor.send({ type: 'user.submit' });
      expect(context(form).fieldErrors).toEqual({ username: 'username.required', password: 'password.required' });
      expect(form.login.calls).toHaveLength(0);
    });

    it('asks the view to focus the first invalid field', async () => {
      const form = await ready();
      const focused: string[] = [];
      form.actor.on('form.focus', ({ field }) => focused.push(field));
      form.type('username', 'alice');
      form.actor.send({ type: 'user.submit' });
      expect(focused).toEqual(['password']);
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.actor.send({ type: 'user.requestCode' });
      expect(focused).toEqual(['password', 'mobileNum']);
    });

    it('applies the login username rule', async () => {
      const form = await ready();
      form.type('username', 'al');
      form.type('password', 'x');
      form.actor.send({ type: 'user.submit' });
      expect(context(form).fieldErrors).toEqual({ username: 'username.tooShort' });
    });

    it('typing into a field clears its error only', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.submit' });
      form.type('username', 'alice');
      expect(context(form).fieldErrors).toEqual({ username: undefined, password: 'password.required' });
    });

    it('logs in with the trimmed username, remembers, establishes the session and holds the password', async () => {
      const form = await ready();
      form.type('username', ' alice ');
      form.type('password', ' secret ');
      form.actor.send({ type: 'user.submit' });
      expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(form.login.pending()?.input).toEqual({
        method: 'username',
        username: 'alice',
        password: ' secret ',
        captcha: '',
        captchaKey: null,
      });
      const signedIn = session({ userName: 'alice' });
      form.login.resolve(signedIn);
      await settle();
      const snapshot = form.actor.getSnapshot();
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ session: signedIn });
      expect(form.effects).toEqual([
        { type: 'rememberCredentials', params: { method: 'username', credentials: { username: 'alice', password: ' secret ' } } },
        { type: 'establishSession', params: { session: signedIn } },
        { type: 'holdPassword', params: { userName: 'alice', password: ' secret ' } },
      ]);
    });

    it('forgets the method\'s credentials when remember is off', async () => {
      const form = await ready(defaultInput, { username: { username: 'alice', password: 'old' }, sms: null });
      form.type('password', 'secret');
      form.actor.send({ type: 'user.setRemember', remember: false });
      form.actor.send({ type: 'user.submit' });
      form.login.resolve(session());
      await settle();
      expect(form.effects[0]).toEqual({ type: 'rememberCredentials', params: { method: 'username', credentials: null } });
    });

    it('forgets the number when remember is off on the SMS tab, and remember stays per method', async () => {
      const form = await ready(defaultInput, { username: null, sms: { mobileNum: '9171234567', countryDialingCode: '63' } });
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.actor.send({ type: 'user.setRemember', remember: false });
      expect(context(form).remember).toEqual({ username: true, sms: false });
      form.type('verificationCode', '123456');
      form.actor.send({ type: 'user.submit' });
      form.login.resolve(session());
      await settle();
      expect(form.effects[0]).toEqual({ type: 'rememberCredentials', params: { method: 'sms', credentials: null } });
    });

    it('shows the platform\'s failure and keeps what was typed', async () => {
      const form = await ready();
      form.type('username', 'alice');
      form.type('password', 'wrong');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('login.failed'));
      await settle();
      expect(form.actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
      expect(context(form).failure?.code).toBe('login.failed');
      expect(context(form).values.password).toBe('wrong');
      expect(form.captchaChild().getSnapshot().value).toBe('hidden');
      expect(form.effects).toEqual([]);
    });
  });

  describe('captcha (accounts §4)', () => {
    it('is revealed when the failure carries the captcha flag, then required', async () => {
      const form = await ready();
      await captchaShown(form);
      expect(form.captchaChild().getSnapshot().value).toBe('shown');
      expect(context(form).captcha).toEqual({ captchaKey: 'captcha-1', answer: '' });
      form.actor.send({ type: 'user.submit' });
      expect(context(form).fieldErrors).toEqual({ captcha: 'captcha.required' });
      expect(form.login.calls).toHaveLength(1);
    });

    it('sends the answer typed in the captcha box with its key', async () => {
      const form = await ready();
      await captchaShown(form);
      form.captchaChild().send({ type: 'user.typeAnswer', value: ' 4821 ' });
      expect(context(form).fieldErrors.captcha).toBeUndefined();
      form.actor.send({ type: 'user.submit' });
      expect(form.login.pending()?.input).toMatchObject({ captcha: '4821', captchaKey: 'captcha-1' });
    });

    it('loads a fresh captcha after any failure once demanded, since each answers once', async () => {
      const form = await ready();
      await captchaShown(form);
      form.captchaChild().send({ type: 'user.typeAnswer', value: '1111' });
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('login.failed'));
      await settle();
      expect(form.captchaChild().getSnapshot().value).toBe('loading');
      // The spent image's key goes with it: no key until the fresh one is in.
      expect(context(form).captcha).toEqual({ captchaKey: null, answer: '' });
      form.loadCaptcha.resolve(captcha('captcha-2'));
      await settle();
      expect(context(form).captcha?.captchaKey).toBe('captcha-2');
    });

    it('a switch of method refreshes a captcha that shows', async () => {
      const form = await ready();
      await captchaShown(form);
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      expect(form.captchaChild().getSnapshot().value).toBe('loading');
      expect(form.loadCaptcha.calls).toHaveLength(2);
    });

    it('a switch of method leaves a hidden captcha hidden', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      expect(form.captchaChild().getSnapshot().value).toBe('hidden');
    });
  });

  describe('mobile and SMS code', () => {
    it('has no SMS tab without MOBILEVERCODELOGIN3', async () => {
      const form = await ready({ smsLoginEnabled: false, socialProviders: [] });
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      expect(context(form).method).toBe('username');
    });

    it('switching tabs reloads that method\'s remembered credentials and clears errors', async () => {
      const form = await ready(defaultInput, { username: null, sms: { mobileNum: '9171234567', countryDialingCode: '63' } });
      form.type('mobileNum', '123');
      form.actor.send({ type: 'user.submit' });
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      expect(context(form).method).toBe('sms');
      expect(context(form).values.mobileNum).toBe('9171234567');
      expect(context(form).fieldErrors).toEqual({});
    });

    it('validates mobile number, dialing code and SMS code', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.type('mobileNum', '12ab');
      form.actor.send({ type: 'user.submit' });
      expect(context(form).fieldErrors).toEqual({
        mobileNum: 'mobileNum.format',
        countryDialingCode: 'countryDialingCode.required',
        verificationCode: 'verificationCode.required',
      });
    });

    it("requires every SMS field and focuses the first missing one in the form's order", async () => {
      const form = await ready();
      const focused: string[] = [];
      form.actor.on('form.focus', ({ field }) => focused.push(field));
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.actor.send({ type: 'user.submit' });
      expect(context(form).fieldErrors).toEqual({
        mobileNum: 'mobileNum.required',
        countryDialingCode: 'countryDialingCode.required',
        verificationCode: 'verificationCode.required',
      });
      form.type('mobileNum', '9171234567');
      form.actor.send({ type: 'user.submit' });
      form.type('countryDialingCode', '63');
      form.actor.send({ type: 'user.submit' });
      expect(focused).toEqual(['mobileNum', 'countryDialingCode', 'verificationCode']);
    });

    it('refuses to ask for a code for an invalid number and says why on the field', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.actor.send({ type: 'user.requestCode' });
      expect(context(form).fieldErrors.mobileNum).toBe('mobileNum.required');
      expect(form.sendCode.calls).toHaveLength(0);
    });

    it('asks the countdown for a code for a valid number', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.type('countryDialingCode', '63');
      form.type('mobileNum', '9171234567');
      form.actor.send({ type: 'user.requestCode' });
      expect(form.sendCode.pending()?.input).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
      expect(form.smsChild().getSnapshot().hasTag('sending')).toBe(true);
    });

    it('logs in by SMS and remembers the number, never a code', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.type('countryDialingCode', ' 63 ');
      form.type('mobileNum', ' 9171234567 ');
      form.type('verificationCode', ' 123456 ');
      form.actor.send({ type: 'user.submit' });
      expect(form.login.pending()?.input).toEqual({
        method: 'sms',
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '123456',
        receipt: null,
      });
      form.login.resolve(session());
      await settle();
      expect(form.effects[0]).toEqual({
        type: 'rememberCredentials',
        params: { method: 'sms', credentials: { mobileNum: '9171234567', countryDialingCode: '63' } },
      });
      expect(form.effects).toContainEqual({ type: 'holdPassword', params: { userName: 'alice', password: '' } });
    });

    it('sends the receipt of the code the countdown reported (the phone-service mode)', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.type('countryDialingCode', '63');
      form.type('mobileNum', '9171234567');
      form.actor.send({ type: 'user.requestCode' });
      form.sendCode.resolve({ expiredMinutes: null, receipt: 'verification-1' });
      await settle();
      expect(context(form).smsReceipt).toBe('verification-1');
      // The service route counts down 60 s (accounts §4, §9).
      expect(form.smsChild().getSnapshot().context.secondsLeft).toBe(60);
      form.type('verificationCode', '123456');
      form.actor.send({ type: 'user.submit' });
      expect(form.login.pending()?.input).toMatchObject({ method: 'sms', receipt: 'verification-1' });
    });

    it('a failed SMS login never asks for a captcha', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.type('countryDialingCode', '63');
      form.type('mobileNum', '9171234567');
      form.type('verificationCode', '000000');
      form.actor.send({ type: 'user.submit' });
      form.login.reject(apiError('verification.invalid', true));
      await settle();
      expect(form.captchaChild().getSnapshot().value).toBe('hidden');
      expect(context(form).failure?.code).toBe('verification.invalid');
    });
  });

  describe('free play (accounts §2)', () => {
    it('opens a trial session', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.freePlay' });
      expect(form.actor.getSnapshot().hasTag('startingFreePlay')).toBe(true);
      const trial = session({ userName: 'trial_1', trial: true });
      form.freePlay.resolve(trial);
      await settle();
      expect(form.actor.getSnapshot().output).toEqual({ session: trial });
      expect(effectNames(form)).toEqual(['establishSession']);
    });

    it('stays with a message when the platform answers a trial value of 0', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.freePlay' });
      form.freePlay.reject(freePlayRefused);
      await settle();
      expect(form.actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
      // The message the view shows, and no captcha demanded by it.
      expect(context(form).failure).toStrictEqual({ code: 'freeplay.refused', message: 'Free play is not available', captchaRequired: false });
      expect(form.effects).toEqual([]);
    });
  });

  describe('social sign-in (accounts §2)', () => {
    it('ignores a provider that is not offered, and any provider on the SMS tab', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.socialLogin', provider: 'facebook' });
      form.actor.send({ type: 'user.selectMethod', method: 'sms' });
      form.actor.send({ type: 'user.socialLogin', provider: 'google' });
      expect(form.socialLogin.calls).toHaveLength(0);
    });

    it('signs in with an offered provider', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.socialLogin', provider: 'google' });
      expect(form.socialLogin.pending()?.input).toEqual({ provider: 'google' });
      form.socialLogin.resolve(session());
      await settle();
      expect(form.actor.getSnapshot().status).toBe('done');
      expect(effectNames(form)).toEqual(['establishSession']);
    });

    it('says nothing when the user closes the provider\'s window', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.socialLogin', provider: 'google' });
      expect(signInCancelled).toStrictEqual({ code: 'social.cancelled', message: 'Sign-in cancelled', captchaRequired: false });
      form.socialLogin.reject(signInCancelled);
      await settle();
      expect(form.actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
      expect(context(form).failure).toBeNull();
    });

    it('shows why the platform refused the identity', async () => {
      const form = await ready();
      form.actor.send({ type: 'user.socialLogin', provider: 'google' });
      form.socialLogin.reject(apiError('social.notLinked'));
      await settle();
      expect(context(form).failure?.code).toBe('social.notLinked');
    });
  });

  describe('after a language change (accounts §1: re-validate 200 ms later)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const changeLanguage = (form: Login, code = 'ty') => form.language.change(code);

    it('waits the named 200 ms delay, then validates the fields showing an error again', async () => {
      vi.useRealTimers();
      const form = await ready();
      vi.useFakeTimers();
      form.type('password', 'secret');
      form.actor.send({ type: 'user.submit' });
      form.type('password', '');
      changeLanguage(form);
      const debounce = () => form.actor.getSnapshot().children.languageDebounce?.getSnapshot();
      vi.advanceTimersByTime(specTimings.languageDebounceMs - 1);
      expect(debounce()?.matches({ listening: 'debouncing' })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(debounce()?.matches({ listening: 'idle' })).toBe(true);
      // Only the field that showed an error is validated again; the emptied password is not flagged.
      expect(context(form).fieldErrors).toEqual({ username: 'username.required' });
    });

    it('keeps everything that was typed', async () => {
      vi.useRealTimers();
      const form = await ready();
      await captchaShown(form);
      vi.useFakeTimers();
      form.type('username', '  alice ');
      form.actor.send({ type: 'user.submit' });
      changeLanguage(form);
      vi.advanceTimersByTime(specTimings.languageDebounceMs);
      expect(context(form).values.username).toBe('  alice ');
      expect(context(form).fieldErrors).toEqual({ captcha: 'captcha.required' });
    });

    it('restarts the wait on every change', async () => {
      vi.useRealTimers();
      const form = await ready();
      vi.useFakeTimers();
      form.type('username', 'alice');
      form.actor.send({ type: 'user.submit' });
      form.type('username', '');
      // The username shows no message now; a re-validation would show the password's only.
      expect(context(form).fieldErrors).toEqual({ password: 'password.required' });
      form.type('password', 'secret');
      changeLanguage(form, 'ty');
      vi.advanceTimersByTime(150);
      changeLanguage(form, 'pt');
      vi.advanceTimersByTime(150);
      expect(form.actor.getSnapshot().children.languageDebounce?.getSnapshot().matches({ listening: 'debouncing' })).toBe(true);
      vi.advanceTimersByTime(50);
      expect(form.actor.getSnapshot().children.languageDebounce?.getSnapshot().matches({ listening: 'idle' })).toBe(true);
    });

    it('stops listening to language changes when the screen is left', async () => {
      vi.useRealTimers();
      const form = await ready();
      expect(form.language.listeners()).toBe(1);
      form.actor.stop();
      expect(form.language.listeners()).toBe(0);
    });
  });

  it('fails loudly when the login screen provides no platform calls', async () => {
    for (const src of ['loadRemembered', 'login', 'freePlay', 'socialLogin']) {
      await expect(rejectionOf(loginMachine, src)).resolves.toEqual(new Error(`${src} is provided by the login screen`));
    }
  });
});
