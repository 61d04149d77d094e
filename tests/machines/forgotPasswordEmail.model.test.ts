import { expect } from 'vitest';
import {
  emailRequestErrors,
  emailResetErrors,
  forgotPasswordEmailMachine,
} from '../../machines/forgotPasswordEmail.machine';
import { specTimings } from '../../machines/constants';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked } from '../support/model/effects';
import type { ExecutedAction } from '../support/model/spec';

const same = 'modify.new.old.same';
/** The named actions, in the order the machine ran them (built-ins such as xstate.raise left out). */
const names = (executed: readonly ExecutedAction[]) =>
  executed.map(({ type }) => type).filter((type) => !type.startsWith('xstate.'));

/** The loading message is up exactly while a call runs. */
function expectLoading(children: Record<string, unknown>, up: boolean) {
  expect(children.waitMessage !== undefined).toBe(up);
}

/** A call runs beside the loading message (until the message breaks), which has the toast limit. */
function expectCall(snapshot: { children: Record<string, unknown> }, executed: readonly ExecutedAction[], call: string) {
  expect(Object.keys(snapshot.children).filter((id) => id !== 'waitMessage')).toEqual([call]);
  expect(invoked(executed, 'waitMessage').at(-1)).toEqual({ limitMs: specTimings.loadingToastLimitMs });
}

/** Every message a field shows is what the rules say about its value now. */
function expectErrorsFollowRules(shown: Record<string, string | undefined>, rules: Record<string, string | undefined>) {
  for (const [field, error] of Object.entries(shown)) expect(rules[field], field).toBe(error);
}

// One sample value per field: the context is then exact for the path generator, and small.
defineModelTests({
  name: 'forgotPasswordEmail',
  // Paths take the 1 s success message as an explicit step (its xstate.after event).
  machine: forgotPasswordEmailMachine.provide({ delays: { forgotSuccess: 3_600_000 } }),
  events: {
    'type username': { type: 'field.change', field: 'username', value: ' demo_member ' },
    'type e-mail': { type: 'field.change', field: 'email', value: 'demo.member@example.com' },
    'type code': { type: 'field.change', field: 'code', value: '123456' },
    'type new password': { type: 'field.change', field: 'newPassword', value: 'NewPass@2026' },
    'type confirmation': { type: 'field.change', field: 'confirmPassword', value: 'NewPass@2026' },
    submit: { type: 'user.submit' },
    'request a new code': { type: 'user.requestNewCode' },
    'request accepted': doneEvent('requestReset', undefined),
    'request rate limited': errorEvent('requestReset', { ...apiError('request.rateLimited'), retryAfterSeconds: 600 }),
    'password reset': doneEvent('resetByCode', undefined),
    'same as old': errorEvent('resetByCode', apiError(same)),
    'wrong code': errorEvent('resetByCode', apiError('verification.invalid')),
    'message broke': errorEvent('waitMessage', new Error('toasts bug')),
  },
  // A loading message that fails changes nothing but that it is gone: the call goes on.
  viaEvents: ['xstate.error.actor.waitMessage'],
  invariants: {
    request: ({ context }) => {
      // Only the request's fields take input here; a new code is asked with the code field empty.
      expect(context.values.code).toBe('');
    },
    'request.editing': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual([]);
      const { context } = snapshot;
      expectErrorsFollowRules(context.fieldErrors, emailRequestErrors(context.values));
      expectLoading(snapshot.children, false);
    },
    'request.requesting': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['busy']);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(emailRequestErrors(snapshot.context.values)).toEqual({});
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(snapshot.context.failure).toBeNull();
      expectLoading(snapshot.children, true);
      expectCall(snapshot, executed, snapshot.matches('request') ? 'requestReset' : 'resetByCode');
    },
    'request.requested': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['busy', 'codeRequested']);
      // accounts §4: loading, then the success message (the same for any username and e-mail).
      expect(snapshot.hasTag('codeRequested')).toBe(true);
      expect(names(executed).at(-1)).toBe('announceCodeSent');
      expectLoading(snapshot.children, false);
    },
    reset: (snapshot, executed) => {
      expect(snapshot.hasTag('codeStep')).toBe(true);
      expect(emailRequestErrors(snapshot.context.values)).toEqual({});
      expect(names(executed)).toContain('announceCodeSent');
    },
    'reset.editing': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['codeStep']);
      const { context } = snapshot;
      expectErrorsFollowRules(context.fieldErrors, emailResetErrors(context.values));
      // accounts §8: same-as-old clears only the passwords, any other failure only the code (no
      // sample types a field empty, so what a failure kept is still there).
      if (context.failure?.code === same) expect(context.values.code).not.toBe('');
      else if (context.failure !== null) {
        expect(context.values.newPassword).not.toBe('');
        expect(context.values.confirmPassword).not.toBe('');
      }
      expectLoading(snapshot.children, false);
    },
    'reset.resetting': (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['busy', 'codeStep']);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(emailResetErrors(snapshot.context.values)).toEqual({});
      expect(snapshot.context.failure).toBeNull();
      expectLoading(snapshot.children, true);
      expectCall(snapshot, executed, snapshot.matches('request') ? 'requestReset' : 'resetByCode');
    },
    passwordReset: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['passwordReset']);
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('passwordReset')).toBe(true);
      expect(names(executed).at(-1)).toBe('announcePasswordReset');
      expectLoading(snapshot.children, false);
    },
  },
});
