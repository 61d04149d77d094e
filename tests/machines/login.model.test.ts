import { expect } from 'vitest';
import { freePlayRefused, loginMachine, signInCancelled } from '../../machines/login.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked } from '../support/model/effects';

const signedIn = session({ userName: 'alice' });
const trial = session({ userName: 'trial_1', trial: true });

// The captcha, SMS countdown and language debounce children run as fakes here (their own models
// test them); what the login owns is how it reacts to what they report and what it asks of them.
defineModelTests({
  name: 'login',
  machine: loginMachine,
  input: { smsLoginEnabled: true, socialProviders: ['google'] },
  events: {
    'remembered loaded': doneEvent('loadRemembered', {
      username: { username: 'alice', password: 'secret' },
      sms: { mobileNum: '9171234567', countryDialingCode: '63' },
    }),
    'remembered unreadable': errorEvent('loadRemembered', new Error('no IndexedDB')),
    'type code': { type: 'field.change', field: 'verificationCode', value: '123456' },
    'sms tab': { type: 'user.selectMethod', method: 'sms' },
    'remember off': { type: 'user.setRemember', remember: false },
    submit: { type: 'user.submit' },
    'get code': { type: 'user.requestCode' },
    'free play': { type: 'user.freePlay' },
    google: { type: 'user.socialLogin', provider: 'google' },
    'code sent': { type: 'sms.sent', target: { mobileNum: '9171234567', countryDialingCode: '63' }, receipt: 'v1' },
    'captcha changed': { type: 'captcha.changed', captchaKey: 'k1', answer: '4821' },
    'login ok': doneEvent('login', signedIn),
    'login refused': errorEvent('login', apiError('login.failed')),
    'captcha demanded': errorEvent('login', apiError('captcha.required', true)),
    'free play ok': doneEvent('freePlay', trial),
    'free play refused': errorEvent('freePlay', freePlayRefused),
    'google ok': doneEvent('socialLogin', signedIn),
    'google closed': errorEvent('socialLogin', signInCancelled),
    'google refused': errorEvent('socialLogin', apiError('social.notLinked')),
    'language settled': { type: 'language.settled', code: 'ty' },
    'captcha broke': errorEvent('captcha', new Error('captcha bug')),
    'countdown broke': errorEvent('smsCountdown', new Error('countdown bug')),
    'debounce broke': errorEvent('languageDebounce', new Error('debounce bug')),
  },
  // What tells states apart: the method, whether a captcha is demanded, the failure shown and which
  // fields show errors; not every character typed (replay compares this projection).
  distinguish: (snapshot) => ({
    method: snapshot.context.method,
    captcha: snapshot.context.captcha !== null,
    failure: snapshot.context.failure?.code ?? null,
    receipt: snapshot.context.smsReceipt !== null,
    // Typing is taken also while what is remembered loads.
    typedWhileLoading: snapshot.matches({ active: { form: 'loadingRemembered' } }) && snapshot.context.values.verificationCode !== '',
    errors: Object.entries(snapshot.context.fieldErrors)
      .filter(([, error]) => error !== undefined)
      .map(([field]) => field)
      .sort(),
  }),
  // Asking for a code changes nothing here but the countdown child's state; remember only matters
  // once a login succeeds.
  viaEvents: ['user.requestCode', 'user.setRemember'],
  invariants: {
    'active.form.loadingRemembered': ({ context, children, tags }) => {
      expect([...tags].sort()).toEqual([]);
      // Loading what is remembered happens at the start, or again after a child broke (a bug):
      // then the form says something went wrong and every child runs afresh.
      if (context.failure !== null) expect(context.failure.code).toBe('unknown');
      expect(Object.keys(children).sort()).toEqual(['captcha', 'languageDebounce', 'loadRemembered', 'smsCountdown']);
    },
    'active.form.editing': ({ context, tags }) => {
      expect([...tags].sort()).toEqual([]);
      // Every error shown is one validation gives now: a language change re-validates without
      // touching what was typed, and the captcha is only asked for once demanded.
      if (context.fieldErrors.captcha !== undefined) expect(context.captcha).not.toBeNull();
      if (context.method === 'sms') expect(context.fieldErrors.username).toBeUndefined();
    },
    'active.form.submitting': ({ context, tags }, executed) => {
      expect([...tags].sort()).toEqual(['busy']);
      expect(context.fieldErrors).toEqual({});
      expect(context.failure).toBeNull();
      expect(executed.map(({ type }) => type)).not.toContain('establishSession');
      // What is sent: the method's fields trimmed (never the password), with the captcha or the receipt.
      const { values } = context;
      expect(invoked(executed, 'login').at(-1)).toEqual(
        context.method === 'sms'
          ? {
              method: 'sms',
              mobileNum: values.mobileNum.trim(),
              countryDialingCode: values.countryDialingCode.trim(),
              verificationCode: values.verificationCode.trim(),
              receipt: context.smsReceipt,
            }
          : // The captcha can change while the call runs (a fresh image is asked for): its answer is the unit tests'.
            expect.objectContaining({ method: 'username', username: values.username.trim(), password: values.password }),
      );
    },
    'active.form.startingFreePlay': (snapshot) => {
      expect([...snapshot.tags].sort()).toEqual(['busy', 'startingFreePlay']);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'active.form.signingInWithProvider': ({ context, tags }, executed) => {
      expect([...tags].sort()).toEqual(['busy', 'signingInWithProvider']);
      expect(context.method).toBe('username');
      expect(context.pendingProvider).toBe('google');
      expect(invoked(executed, 'socialLogin').at(-1)).toEqual({ provider: 'google' });
    },
    authenticated: ({ context, output, tags }, executed) => {
      expect([...tags].sort()).toEqual(['authenticated']);
      expect(output).toEqual({ session: context.session });
      expect(executed).toContainEqual({ type: 'establishSession', params: { session: context.session } });
      const types = executed.map(({ type }) => type);
      // Credentials are remembered (or forgotten) and the password held only after a form login.
      const formLogin = context.session === signedIn && types.includes('rememberCredentials');
      if (formLogin) expect(types.indexOf('establishSession')).toBeLessThan(types.indexOf('holdPassword'));
      if (context.session === trial) expect(types).not.toContain('rememberCredentials');
    },
  },
});
