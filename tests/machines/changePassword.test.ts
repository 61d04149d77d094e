import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine, type ChangePasswordField } from '../../machines/changePassword.machine';
import { specTimings } from '../../machines/constants';
import { errorCodes, type ChangePasswordRequest } from '../../contract';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError } from '../support/fixtures';
import { recordedLoadingMessage } from '../support/loading-message';
import { rejectionOf } from '../support/placeholder-actors';

const oldPassword = 'Demo@2026';
const newPassword = 'plain words here';

function startChange({ held = null }: { held?: string | null } = {}) {
  const change = controlledPromise<void, ChangePasswordRequest>('changePassword');
  const effects: Array<{ type: string; params?: unknown }> = [];
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: change.logic,
        savingMessage: recordedLoadingMessage({
          show: (params) => effects.push({ type: 'showLoading', params }),
          hide: () => effects.push({ type: 'hideLoading' }),
        }),
      },
      actions: {
        announceSaved: (_, params) => effects.push({ type: 'announceSaved', params }),
        holdNewPassword: (_, params) => effects.push({ type: 'holdNewPassword', params }),
        updateRememberedLogin: (_, params) => effects.push({ type: 'updateRememberedLogin', params }),
      },
    }),
    { input: { userName: 'demo_member', heldPassword: held } },
  );
  const focused: string[] = [];
  actor.on('form.focus', ({ field }) => focused.push(field));
  actor.start();
  const type = (field: ChangePasswordField, value: string) => actor.send({ type: 'field.change', field, value });
  const fill = (values: Partial<Record<ChangePasswordField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      if (field === 'oldPassword' || field === 'newPassword' || field === 'confirmNewPassword') type(field, value);
    }
  };
  const submit = () => actor.send({ type: 'user.submit' });
  const errors = () => actor.getSnapshot().context.fieldErrors;
  return { actor, change, effects, focused, type, fill, submit, errors };
}

describe('change-password machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts editing, with the username and empty fields', () => {
    const { actor } = startChange();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.userName).toBe('demo_member');
    expect(snapshot.context.values).toEqual({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('an empty submit shows what each shown field needs and calls nothing', () => {
    const { change, effects, submit, errors } = startChange();
    submit();
    expect(errors()).toEqual({
      oldPassword: 'password.required',
      newPassword: 'password.required',
      confirmNewPassword: 'confirmNewPassword.required',
    });
    expect(change.calls).toHaveLength(0);
    expect(effects).toEqual([]);
  });

  it('with a held password the old password is not asked for', () => {
    const { submit, errors } = startChange({ held: oldPassword });
    submit();
    expect(errors().oldPassword).toBeUndefined();
    expect(errors().newPassword).toBe('password.required');
  });

  it('a new password under 8 characters is refused as too short', () => {
    const { fill, submit, errors, change } = startChange();
    fill({ oldPassword, newPassword: 'short12', confirmNewPassword: 'short12' });
    submit();
    expect(errors()).toEqual({ newPassword: 'password.tooShort' });
    expect(change.calls).toHaveLength(0);
  });

  it('a new password over 128 characters is refused as too long, its confirmation too (shared rule)', () => {
    const { fill, submit, errors, change } = startChange();
    const value = 'x'.repeat(129);
    fill({ oldPassword, newPassword: value, confirmNewPassword: value });
    submit();
    expect(errors()).toEqual({ newPassword: 'password.tooLong', confirmNewPassword: 'password.tooLong' });
    expect(change.calls).toHaveLength(0);
  });

  it('has no composition rules: eight lower-case letters and 128 characters are both fine', async () => {
    for (const value of ['abcdefgh', 'y'.repeat(128)]) {
      const { fill, submit, errors, actor } = startChange();
      fill({ oldPassword, newPassword: value, confirmNewPassword: value });
      submit();
      expect(errors()).toEqual({});
      expect(actor.getSnapshot().value).toBe('submitting');
    }
  });

  it('a confirmation that differs is refused with the mismatch key', () => {
    const { fill, submit, errors } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: `${newPassword}!` });
    submit();
    expect(errors()).toEqual({ confirmNewPassword: 'password.mismatch' });
  });

  it('typing into a field clears its error only', () => {
    const { type, submit, errors } = startChange();
    submit();
    type('newPassword', 'n');
    expect(errors().newPassword).toBeUndefined();
    expect(errors().oldPassword).toBe('password.required');
    expect(errors().confirmNewPassword).toBe('confirmNewPassword.required');
  });

  it('changing the new password re-checks a confirmation that shows an error', () => {
    const { fill, type, submit, errors } = startChange();
    fill({ oldPassword, newPassword: 'first password', confirmNewPassword: newPassword });
    submit();
    expect(errors().confirmNewPassword).toBe('password.mismatch');
    type('newPassword', newPassword);
    expect(errors().confirmNewPassword).toBeUndefined();
  });

  it('changing the new password keeps a confirmation error that still holds, and adds none', () => {
    const { fill, type, submit, errors } = startChange();
    fill({ oldPassword, newPassword });
    submit();
    expect(errors().confirmNewPassword).toBe('confirmNewPassword.required');
    type('newPassword', 'another password');
    expect(errors().confirmNewPassword).toBe('confirmNewPassword.required');

    const other = startChange();
    other.fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    other.type('newPassword', 'another password');
    expect(other.errors().confirmNewPassword).toBeUndefined();
  });

  it('a new password equal to the typed old one opens the popup and makes no call', () => {
    const { actor, fill, submit, change, effects } = startChange();
    fill({ oldPassword, newPassword: oldPassword, confirmNewPassword: oldPassword });
    submit();
    expect(actor.getSnapshot().value).toBe('samePassword');
    expect(actor.getSnapshot().hasTag('samePassword')).toBe(true);
    expect(change.calls).toHaveLength(0);
    expect(effects).toEqual([]);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({
      oldPassword,
      newPassword: oldPassword,
      confirmNewPassword: oldPassword,
    });
  });

  it('a new password equal to the held one opens the popup and makes no call', () => {
    const { actor, fill, submit, change } = startChange({ held: oldPassword });
    fill({ newPassword: oldPassword, confirmNewPassword: oldPassword });
    submit();
    expect(actor.getSnapshot().value).toBe('samePassword');
    expect(change.calls).toHaveLength(0);
  });

  it('the popup replaces an earlier failure: only one message shows', async () => {
    const { actor, fill, submit, change } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject({ ...apiError(errorCodes.rateLimited), retryAfterSeconds: 600 });
    await settle();
    expect(actor.getSnapshot().context.failure?.code).toBe(errorCodes.rateLimited);
    fill({ newPassword: oldPassword, confirmNewPassword: oldPassword });
    submit();
    expect(actor.getSnapshot().value).toBe('samePassword');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.failureField).toBeNull();
  });

  it('ignores typing and submits while the popup is open', () => {
    const { actor, fill, submit, type, change } = startChange({ held: oldPassword });
    fill({ newPassword: oldPassword, confirmNewPassword: oldPassword });
    submit();
    type('newPassword', newPassword);
    submit();
    expect(actor.getSnapshot().value).toBe('samePassword');
    expect(actor.getSnapshot().context.values.newPassword).toBe(oldPassword);
    expect(change.calls).toHaveLength(0);
  });

  it('sends the typed old password with the new one, under a 10 s loading message', () => {
    const { actor, fill, submit, change, effects } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects).toEqual([{ type: 'showLoading', params: { limitMs: 10_000 } }]);
    expect(change.calls.map((call) => call.input)).toEqual([
      { oldPassword, newPassword, confirmNewPassword: newPassword },
    ]);
  });

  it('sends the held password as the old one, whatever was typed before it was held', () => {
    const { fill, submit, change } = startChange({ held: 'held password' });
    fill({ oldPassword: 'ignored', newPassword, confirmNewPassword: newPassword });
    submit();
    expect(change.calls[0]?.input).toEqual({ oldPassword: 'held password', newPassword, confirmNewPassword: newPassword });
  });

  it('ignores a second submit while the change runs: one call', () => {
    const { fill, submit, change } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    submit();
    expect(change.calls).toHaveLength(1);
  });

  it('on success: hides loading, says "Change saved" for 1 s, holds and remembers the new password, ends 1 s later', async () => {
    vi.useFakeTimers();
    const { actor, fill, submit, change, effects } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    change.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    // "Change saved" replaces the loading message, which then hides (only itself).
    expect(effects).toEqual([
      { type: 'showLoading', params: { limitMs: 10_000 } },
      { type: 'announceSaved', params: { durationMs: 1000 } },
      { type: 'holdNewPassword', params: { userName: 'demo_member', password: newPassword } },
      { type: 'updateRememberedLogin', params: { userName: 'demo_member', password: newPassword } },
      { type: 'hideLoading' },
    ]);
    await vi.advanceTimersByTimeAsync(specTimings.changePasswordRedirectMs - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
  });

  it('the spec timings are 10 s, 1 s and 1 s', () => {
    expect(specTimings.changePasswordLoadingMs).toBe(10_000);
    expect(specTimings.changePasswordSavedMs).toBe(1000);
    expect(specTimings.changePasswordRedirectMs).toBe(1000);
  });

  it('on failure: only hides the loading message, keeps what was typed and holds the failure', async () => {
    const { actor, fill, submit, change, effects } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    const failure = { ...apiError(errorCodes.rateLimited), retryAfterSeconds: 600 };
    change.reject(failure);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(effects.map(({ type }) => type)).toEqual(['showLoading', 'hideLoading']);
    expect(snapshot.context.values).toEqual({ oldPassword, newPassword, confirmNewPassword: newPassword });
    expect(snapshot.context.failure).toMatchObject({ code: errorCodes.rateLimited, retryAfterSeconds: 600 });
    expect(snapshot.context.failureField).toBeNull();
    expect(snapshot.context.fieldErrors).toEqual({});
  });

  it('an unknown error becomes an unknown failure', async () => {
    const { actor, fill, submit, change } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject(new Error('boom'));
    await settle();
    expect(actor.getSnapshot().context.failure?.code).toBe('unknown');
  });

  it('a wrong old password is put on the old-password field; typing there clears it', async () => {
    const { actor, fill, submit, change, type } = startChange();
    fill({ oldPassword: 'wrong', newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject(apiError(errorCodes.passwordIncorrect));
    await settle();
    expect(actor.getSnapshot().context.failureField).toBe('oldPassword');
    type('newPassword', `${newPassword}2`);
    expect(actor.getSnapshot().context.failureField).toBe('oldPassword');
    type('oldPassword', oldPassword);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.failureField).toBeNull();
  });

  it('asks the view to focus the first invalid field, and the field a failure is about', async () => {
    const { fill, submit, change, focused } = startChange();
    fill({ oldPassword: 'wrong', newPassword });
    submit();
    expect(focused).toEqual(['confirmNewPassword']);
    fill({ confirmNewPassword: newPassword });
    submit();
    change.reject(apiError(errorCodes.passwordIncorrect));
    await settle();
    expect(focused).toEqual(['confirmNewPassword', 'oldPassword']);
  });

  it('a held password is not checked by the old-password rule: the field is not shown (an SMS login holds "")', () => {
    const { actor, fill, submit, change, errors } = startChange({ held: '' });
    fill({ newPassword, confirmNewPassword: newPassword });
    submit();
    expect(errors()).toEqual({});
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(change.pending()?.input).toEqual({ oldPassword: '', newPassword, confirmNewPassword: newPassword });
  });

  it('with a held password, a failure about a shown field still puts the cursor there', async () => {
    const { actor, fill, submit, change, focused } = startChange({ held: oldPassword });
    fill({ newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject({ ...apiError('password.weak'), field: 'newPassword' });
    await settle();
    expect(actor.getSnapshot().context.failureField).toBe('newPassword');
    expect(focused).toEqual(['newPassword']);
  });

  it('a wrong held password has no field to go to: the failure stays on the form', async () => {
    const { actor, fill, submit, change } = startChange({ held: 'stale' });
    fill({ newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject({ ...apiError(errorCodes.passwordIncorrect), field: 'oldPassword' });
    await settle();
    expect(actor.getSnapshot().context.failure?.code).toBe(errorCodes.passwordIncorrect);
    expect(actor.getSnapshot().context.failureField).toBeNull();
  });

  it('a failure naming a shown field goes to that field', async () => {
    const { actor, fill, submit, change } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject({ ...apiError(errorCodes.passwordSameAsOld), field: 'newPassword' });
    await settle();
    expect(actor.getSnapshot().context.failureField).toBe('newPassword');
  });

  it('a new submit clears the last failure', async () => {
    const { actor, fill, submit, change } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject(apiError(errorCodes.rateLimited));
    await settle();
    submit();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(change.calls).toHaveLength(2);
  });

  it('an invalid submit after a failure clears the failure and shows the field errors', async () => {
    const { actor, fill, type, submit, change } = startChange();
    fill({ oldPassword, newPassword, confirmNewPassword: newPassword });
    submit();
    change.reject(apiError(errorCodes.rateLimited));
    await settle();
    type('confirmNewPassword', '');
    submit();
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmNewPassword: 'confirmNewPassword.required' });
  });

  it('fails loudly when the screen provides no change-password call', async () => {
    await expect(rejectionOf(changePasswordMachine, 'changePassword')).resolves.toEqual(
      new Error('changePassword is provided by the change-password screen'),
    );
  });
});
