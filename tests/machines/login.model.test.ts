import { expect } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, captcha, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';

const signedIn = session({ userName: 'alice' });

defineModelTests({
  name: 'login',
  machine: loginMachine,
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
  },
  invariants: {
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
