import { expect } from 'vitest';
import { changePasswordFields, changePasswordMachine, type ChangePasswordContext, type ChangePasswordField } from '../../machines/changePassword.machine';
import { errorCodes } from '../../contract';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

const oldPassword = 'Demo@2026';
const newPassword = 'NewPass#2026';

/** The effects the screen provides, in the order the machine ran them. */
const effects = new Set(['announceSaved', 'holdNewPassword', 'updateRememberedLogin']);
const names = (executed: readonly ExecutedAction[]) => executed.map(({ type }) => type).filter((type) => effects.has(type));
const count = (executed: readonly ExecutedAction[], type: string) => names(executed).filter((name) => name === type).length;

/** accounts §5 written out again, independently of the machine: what each field should say now. */
function expectedError(context: ChangePasswordContext, field: ChangePasswordField): string | undefined {
  const { values } = context;
  if (field === 'oldPassword') return values.oldPassword === '' ? 'password.required' : undefined;
  if (field === 'newPassword') {
    if (values.newPassword === '') return 'password.required';
    return values.newPassword.length < 8 ? 'password.tooShort' : undefined;
  }
  if (values.confirmNewPassword === '') return 'confirmNewPassword.required';
  return values.confirmNewPassword === values.newPassword ? undefined : 'password.mismatch';
}

defineModelTests({
  name: 'changePassword',
  // The paths take the 1 s redirect wait as an explicit step (its xstate.after event).
  machine: changePasswordMachine.provide({ delays: { changePasswordRedirect: 3_600_000 } }),
  // After a reload nothing is held, so the form asks for the old password.
  input: { userName: 'demo_member', heldPassword: null },
  events: {
    'type old': { type: 'field.change', field: 'oldPassword', value: oldPassword },
    'type new': { type: 'field.change', field: 'newPassword', value: newPassword },
    'type new = old': { type: 'field.change', field: 'newPassword', value: oldPassword },
    'type short new': { type: 'field.change', field: 'newPassword', value: 'short' },
    'type confirm': { type: 'field.change', field: 'confirmNewPassword', value: newPassword },
    'type confirm = old': { type: 'field.change', field: 'confirmNewPassword', value: oldPassword },
    submit: { type: 'user.submit' },
    'dismiss popup': { type: 'user.dismiss' },
    'change saved': doneEvent('changePassword', undefined),
    'old password incorrect': errorEvent('changePassword', { ...apiError(errorCodes.passwordIncorrect), field: 'oldPassword' }),
    'rate limited': errorEvent('changePassword', { ...apiError(errorCodes.rateLimited), retryAfterSeconds: 600 }),
    'message broke': errorEvent('savingMessage', new Error('toasts bug')),
  },
  // A loading message that fails changes nothing but that it is gone: the change goes on.
  viaEvents: ['xstate.error.actor.savingMessage'],
  // Which fields are filled with what, which show errors and which failure: enough to tell states
  // apart without a path for every combination of values.
  distinguish: ({ context }) => ({
    values: context.values,
    errors: changePasswordFields.filter((field) => context.fieldErrors[field] !== undefined),
    failure: context.failure?.code ?? null,
  }),
  invariants: {
    editing: ({ context, children, tags }, executed) => {
      expect([...tags]).toEqual([]);
      // A field's error is what the rules say about it now; typing clears or re-checks it.
      for (const field of changePasswordFields) {
        const shown = context.fieldErrors[field];
        if (shown !== undefined) expect(shown).toBe(expectedError(context, field));
      }
      // Not loading: no call, no loading message.
      expect(children).toEqual({});
      expect(names(executed)).not.toContain('holdNewPassword');
      if (context.failure !== null) expect(Object.values(context.fieldErrors).filter(Boolean)).toEqual([]);
      if (context.failureField === 'oldPassword') expect(context.failure?.code).toBe(errorCodes.passwordIncorrect);
    },
    samePassword: ({ context, children, tags }, executed) => {
      expect([...tags]).toEqual(['samePassword']);
      expect(context.values.newPassword).toBe(context.values.oldPassword);
      // The popup is the only message: no field error, no earlier failure.
      expect(context.fieldErrors).toEqual({});
      expect(context.failure).toBeNull();
      expect(context.failureField).toBeNull();
      // The popup comes instead of the call: nothing loads while it shows, nothing is saved.
      expect(children).toEqual({});
      expect(names(executed)).toEqual([]);
    },
    submitting: (snapshot, executed) => {
      const { values } = snapshot.context;
      expect([...snapshot.tags]).toEqual(['busy']);
      expect(values.oldPassword).not.toBe('');
      expect(values.newPassword.length).toBeGreaterThanOrEqual(8);
      expect(values.confirmNewPassword).toBe(values.newPassword);
      expect(values.newPassword).not.toBe(values.oldPassword);
      // The platform is asked, under the loading message (unless the message broke).
      expect(snapshot.children.changePassword).toBeDefined();
      const others = Object.keys(snapshot.children).filter((id) => id !== 'changePassword');
      expect(others).toEqual(snapshot.children.savingMessage === undefined ? [] : ['savingMessage']);
      expect(names(executed)).not.toContain('announceSaved');
    },
    saved: ({ context, children, tags }, executed) => {
      // Still busy while "Change saved" shows: the form cannot be sent again.
      expect([...tags].sort()).toEqual(['busy', 'saved']);
      const password = context.values.newPassword;
      expect(children).toEqual({});
      expect(names(executed).slice(-3)).toEqual(['announceSaved', 'holdNewPassword', 'updateRememberedLogin']);
      expect(executed).toContainEqual({ type: 'announceSaved', params: { durationMs: 1000 } });
      expect(executed).toContainEqual({ type: 'holdNewPassword', params: { userName: 'demo_member', password } });
      expect(executed).toContainEqual({ type: 'updateRememberedLogin', params: { userName: 'demo_member', password } });
    },
    done: (snapshot, executed) => {
      expect(snapshot.status).toBe('done');
      expect([...snapshot.tags].sort()).toEqual(['done', 'saved']);
      expect(count(executed, 'holdNewPassword')).toBe(1);
      expect(snapshot.children).toEqual({});
    },
  },
});
