import { expect } from 'vitest';
import { freePlayRefused, loginMachine, signInCancelled } from '../../machines/login.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';

const signedIn = session({ userName: 'alice' });
const trial = session({ userName: 'trial_1', trial: true });

// The captcha and SMS countdown children run as fakes here (their own models test them); what the
// login owns is how it reacts to what they report and what it asks of them.
defineModelTests({
  name: 'login',
  // The paths take the 200 ms language debounce as an explicit step (its xstate.after event); a
  // real timer must not fire on its own while a slow path replays.
  machine: loginMachine.provide({ delays: { languageDebounce: 3_600_000 } }),
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
    'language changed': { type: 'language.changed', code: 'ty' },
  },
  // What tells states apart: the method, whether a captcha is demanded, the failure shown and which
  // fields show errors; not every character typed (replay compares this projection).
  distinguish: ({ context }) => ({
    method: context.method,
    captcha: context.captcha !== null,
    failure: context.failure?.code ?? null,
    receipt: context.smsReceipt !== null,
    errors: Object.entries(context.fieldErrors)
      .filter(([, error]) => error !== undefined)
      .map(([field]) => field)
      .sort(),
  }),
  // Asking for a code changes nothing here but the countdown child's state; remember only matters
  // once a login succeeds.
  viaEvents: ['user.requestCode', 'user.setRemember'],
  invariants: {
    'active.form.loadingRemembered': ({ context }) => {
      expect(context.failure).toBeNull();
    },
    'active.form.editing': ({ context }) => {
      // Every error shown is one validation gives now: a language change re-validates without
      // touching what was typed, and the captcha is only asked for once demanded.
      if (context.fieldErrors.captcha !== undefined) expect(context.captcha).not.toBeNull();
      if (context.method === 'sms') expect(context.fieldErrors.username).toBeUndefined();
    },
    'active.form.submitting': ({ context }, executed) => {
      expect(context.fieldErrors).toEqual({});
      expect(context.failure).toBeNull();
      expect(executed.map(({ type }) => type)).not.toContain('establishSession');
    },
    'active.form.startingFreePlay': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'active.form.signingInWithProvider': ({ context }) => {
      expect(context.method).toBe('username');
      expect(context.pendingProvider).toBe('google');
    },
    authenticated: ({ context, output }, executed) => {
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
