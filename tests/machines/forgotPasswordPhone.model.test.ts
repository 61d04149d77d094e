import { expect } from 'vitest';
import { forgotPasswordPhoneMachine, phoneResetErrors } from '../../machines/forgotPasswordPhone.machine';
import { specTimings } from '../../machines/constants';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked } from '../support/model/effects';
import type { ExecutedAction } from '../support/model/spec';

const signedIn = session({ userName: 'demo_member', token: 'fresh' });
const same = 'modify.new.old.same';

/** The named actions, in the order the machine ran them (built-ins such as xstate.emit left out). */
const names = (executed: readonly ExecutedAction[]) =>
  executed.map(({ type }) => type).filter((type) => !type.startsWith('xstate.'));

/** The loading message is up exactly while a call runs. */
function expectLoading(children: Record<string, unknown>, up: boolean) {
  expect(children.waitMessage !== undefined).toBe(up);
}

// One sample value per field: the context is then exact for the path generator, and small. The
// countdown child is a fake here (its own model test covers it): its failure is a sample.
defineModelTests({
  name: 'forgotPasswordPhone',
  machine: forgotPasswordPhoneMachine,
  events: {
    // Padded, as a pasted code can be: the call gets it trimmed.
    'choose +63': { type: 'field.change', field: 'countryDialingCode', value: ' 63 ' },
    'type number': { type: 'field.change', field: 'mobileNum', value: '9171234567' },
    'type SMS code': { type: 'field.change', field: 'verificationCode', value: '654321' },
    'type new password': { type: 'field.change', field: 'newPassword', value: 'NewPass@2026' },
    'type confirmation': { type: 'field.change', field: 'confirmPassword', value: 'NewPass@2026' },
    'get code': { type: 'user.requestCode' },
    'SMS sent': { type: 'sms.sent', target: { mobileNum: '9171234567', countryDialingCode: '63' }, receipt: null },
    submit: { type: 'user.submit' },
    'signed in': doneEvent('resetByPhone', signedIn),
    'same as old': errorEvent('resetByPhone', apiError(same)),
    'code expired': errorEvent('resetByPhone', apiError('verification.expired')),
    'countdown broke': errorEvent('smsCountdown', new Error('bug')),
    'message broke': errorEvent('waitMessage', new Error('toasts bug')),
  },
  // The failure guards nothing and every assignment replaces it: states that differ only in it
  // behave alike, so the paths need not tell them apart (the invariants still read it).
  distinguish: ({ context }) => ({ values: context.values, fieldErrors: context.fieldErrors }),
  // Asking for a code and hearing it was sent change only the countdown child and the focus.
  // A loading message that fails changes nothing but that it is gone: the call goes on.
  viaEvents: ['user.requestCode', 'sms.sent', 'xstate.error.actor.waitMessage'],
  invariants: {
    active: (snapshot) => {
      expect(snapshot.children.smsCountdown).toBeDefined();
      expect(snapshot.context.session).toBeNull();
    },
    'active.editing': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual([]);
      const { context } = snapshot;
      // A field's message is what the rules say about it now (typing clears or re-checks it).
      const rules: Record<string, string | undefined> = phoneResetErrors(context.values);
      for (const [field, error] of Object.entries(context.fieldErrors)) expect(rules[field], field).toBe(error);
      // accounts §8: same-as-old clears only the passwords, any other failure only the code (no
      // sample types a field empty, so what a failure kept is still there).
      if (context.failure?.code === same) expect(context.values.verificationCode).not.toBe('');
      else if (context.failure !== null && context.failure.code !== 'unknown') {
        expect(context.values.newPassword).not.toBe('');
        expect(context.values.confirmPassword).not.toBe('');
      }
      expectLoading(snapshot.children, false);
    },
    'active.submitting': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['busy']);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(phoneResetErrors(snapshot.context.values)).toEqual({});
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(snapshot.context.failure).toBeNull();
      expectLoading(snapshot.children, true);
      // The call runs beside the countdown and the loading message (until it breaks), with the toast limit.
      expect(Object.keys(snapshot.children).filter((id) => id !== 'waitMessage').sort()).toEqual(['resetByPhone', 'smsCountdown']);
      expect(invoked(executed, 'waitMessage').at(-1)).toEqual({ limitMs: specTimings.loadingToastLimitMs });
      // What is sent is what was typed, trimmed.
      expect(invoked(executed, 'resetByPhone').at(-1)).toEqual({
        mobileNum: snapshot.context.values.mobileNum.trim(),
        countryDialingCode: snapshot.context.values.countryDialingCode.trim(),
        verificationCode: snapshot.context.values.verificationCode.trim(),
        newPassword: snapshot.context.values.newPassword,
      });
    },
    signedIn: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['signedIn']);
      // accounts §4: the member is signed in with the new password, which is held for change password.
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('signedIn')).toBe(true);
      expect(snapshot.context.session).toEqual(signedIn);
      expect(executed).toContainEqual({
        type: 'holdPassword',
        params: { userName: signedIn.userName, password: snapshot.context.values.newPassword },
      });
      expect(executed).toContainEqual({ type: 'establishSession', params: { session: signedIn } });
      expect(names(executed).slice(-2)).toEqual(['holdPassword', 'establishSession']);
      expectLoading(snapshot.children, false);
    },
  },
});
