import { expect } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, captcha, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';

const signedIn = session({ userName: 'alice' });

defineModelTests({
  name: 'login',
  // The paths take the 200 ms language debounce as an explicit step (its xstate.after event); a
  // real timer must not fire on its own while a slow path replays.
  machine: loginMachine.provide({ delays: { languageDebounce: 3_600_000 } }),
  // Raised by the machine itself after a failure that demands a captcha; no view sends it.
  internalEvents: ['captcha.requested'],
  events: {
    'type username': { type: 'field.change', field: 'username', value: ' alice ' },
    'type password': { type: 'field.change', field: 'password', value: 'secret' },
    'type captcha': { type: 'field.change', field: 'captcha', value: ' 1234 ' },
    submit: { type: 'user.submit' },
    'login ok': doneEvent('login', signedIn),
    'login refused': errorEvent('login', apiError('BAD_CREDENTIALS')),
    'captcha demanded': errorEvent('login', apiError('CAPTCHA_REQUIRED', true)),
    'captcha loaded': doneEvent('loadCaptcha', captcha()),
    'captcha unavailable': errorEvent('loadCaptcha', new Error('offline')),
    'refresh captcha': { type: 'user.refreshCaptcha' },
    'language changed': { type: 'language.changed', code: 'ty' },
  },
  invariants: {
    // Whatever error a field shows is what validation says now: a language change re-validates
    // without touching what was typed.
    'active.form.editing': ({ context }) => {
      const { values, fieldErrors } = context;
      if (fieldErrors.username !== undefined) expect(values.username.trim()).toBe('');
      if (fieldErrors.password !== undefined) expect(values.password).toBe('');
      if (fieldErrors.captcha !== undefined) {
        expect(context.captchaDemanded).toBe(true);
        expect(values.captcha.trim()).toBe('');
      }
    },
    'active.form.submitting': ({ context }) => {
      expect(context.fieldErrors).toEqual({});
      expect(context.failure).toBeNull();
      expect(context.values.username.trim()).not.toBe('');
      expect(context.values.password).not.toBe('');
    },
    'active.captcha.hidden': ({ context }) => {
      expect(context.captcha).toBeNull();
      expect(context.fieldErrors.captcha).toBeUndefined();
    },
    'active.captcha.shown': ({ context }) => {
      expect(context.captcha).not.toBeNull();
    },
    authenticated: ({ context, output }, executed) => {
      expect(context.session).toEqual(signedIn);
      expect(output).toEqual({ session: signedIn });
      expect(executed).toContainEqual({ type: 'establishSession', params: { session: signedIn } });
    },
  },
});
