import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorCodes, newPasswordSchema, passwordMismatchKey } from '../../contract';
import {
  confirmError,
  definedOnly,
  firstInvalid,
  hasNoErrors,
  newPasswordErrors,
  resetRetry,
  ruleError,
  withField,
  type Dependent,
} from '../../machines/support/form';
import { loadingMessage } from '../../machines/support/loadingMessage';
import { apiError } from '../support/fixtures';

/** A rule that fails with these issues, or passes when there are none to give. */
const rule = (issues: Array<{ message: string }> | null) => ({
  safeParse: () => (issues === null ? { success: true as const } : { success: false as const, error: { issues } }),
});

describe('form kit', () => {
  describe('ruleError', () => {
    it('is the required key for a blank value, when there is one', () => {
      expect(ruleError(rule(null), '', 'name.required')).toBe('name.required');
      expect(ruleError(rule(null), '  ', 'name.required')).toBe('name.required');
      expect(ruleError(rule([{ message: 'name.format' }]), '   ', 'name.required')).toBe('name.required');
    });

    it("is otherwise the rule's first message, a generic one when it gives none, or nothing", () => {
      expect(ruleError(rule([{ message: 'name.tooShort' }, { message: 'name.format' }]), 'a', 'name.required')).toBe('name.tooShort');
      expect(ruleError(rule([{ message: 'name.tooShort' }]), '')).toBe('name.tooShort');
      expect(ruleError(rule([]), 'a')).toBe('value.format');
      expect(ruleError(rule(null), 'alice', 'name.required')).toBeUndefined();
      expect(ruleError(rule(null), '')).toBeUndefined();
    });
  });

  it('confirmError: missing, not the password, or nothing', () => {
    expect(confirmError('Secret#2026', '', 'confirm.required')).toBe('confirm.required');
    expect(confirmError('Secret#2026', 'Secret#2027', 'confirm.required')).toBe(passwordMismatchKey);
    expect(confirmError('Secret#2026', 'Secret#2026', 'confirm.required')).toBeUndefined();
  });

  it('newPasswordErrors: only an empty password is missing (never trimmed), then the shared rule', () => {
    expect(newPasswordErrors('', '')).toStrictEqual({ newPassword: 'password.required', confirmPassword: 'confirmNewPassword.required' });
    const blank = newPasswordSchema.safeParse('        ');
    expect(newPasswordErrors('        ', '        ')).toStrictEqual(
      blank.success ? {} : { newPassword: blank.error.issues[0]?.message },
    );
    expect(newPasswordErrors('Secret#2026', 'Secret#2026')).toStrictEqual({});
    expect(newPasswordErrors('Secret#2026', 'other')).toStrictEqual({ confirmPassword: passwordMismatchKey });
    expect(newPasswordErrors('short', 'short')).toStrictEqual({ newPassword: ruleError(newPasswordSchema, 'short') });
    expect(ruleError(newPasswordSchema, 'short')).toBeDefined();
  });

  it('definedOnly keeps only the fields with a message', () => {
    expect(definedOnly({ a: 'a.required', b: undefined, c: 'c.format' })).toStrictEqual({ a: 'a.required', c: 'c.format' });
    expect(definedOnly({ a: undefined })).toStrictEqual({});
  });

  it('hasNoErrors: no field with a message', () => {
    expect(hasNoErrors({})).toBe(true);
    expect(hasNoErrors({ a: undefined })).toBe(true);
    expect(hasNoErrors({ a: undefined, b: 'b.required' })).toBe(false);
  });

  it("firstInvalid follows the form's order, not the errors'", () => {
    expect(firstInvalid(['a', 'b', 'c'], { c: 'x', b: 'y' })).toBe('b');
    expect(firstInvalid(['a', 'b', 'c'], { a: undefined })).toBeUndefined();
  });

  describe('withField', () => {
    type Field = 'password' | 'confirm' | 'name';
    const values = { password: 'Secret#2026', confirm: 'Secret#2026', name: '' };
    const confirmDependent: Dependent<Field, Field, string> = {
      on: 'password',
      field: 'confirm',
      check: (next) => confirmError(next.password, next.confirm, 'confirm.required'),
    };

    it('stores the value and drops its own message, keeping the others', () => {
      expect(withField({ values, fieldErrors: { name: 'name.required', password: 'password.tooShort' } }, 'password', 'x')).toStrictEqual({
        values: { ...values, password: 'x' },
        fieldErrors: { name: 'name.required' },
      });
    });

    it('keeps no field that shows nothing (a cleared message is gone, not undefined)', () => {
      const form = { values, fieldErrors: { name: undefined, confirm: 'confirm.required' } };
      expect(withField(form, 'password', 'x').fieldErrors).toStrictEqual({ confirm: 'confirm.required' });
    });

    it('re-checks a dependent that shows a message: updated, or gone once it passes', () => {
      const mismatched = { values: { ...values, confirm: 'Secret#2027' }, fieldErrors: { confirm: passwordMismatchKey } };
      expect(withField(mismatched, 'password', 'Secret#2027', [confirmDependent]).fieldErrors).toStrictEqual({});
      const missing = { values: { ...values, confirm: '' }, fieldErrors: { confirm: 'stale' } };
      expect(withField(missing, 'password', 'Other#2026', [confirmDependent]).fieldErrors).toStrictEqual({ confirm: 'confirm.required' });
    });

    it('adds no message to a dependent that shows none, nor for a change of another field', () => {
      const clean = { values: { ...values, confirm: 'Secret#2027' }, fieldErrors: {} };
      expect(withField(clean, 'password', 'Other#2026', [confirmDependent]).fieldErrors).toStrictEqual({});
      const shown = { values: { ...values, confirm: 'Secret#2027' }, fieldErrors: { confirm: 'stale' } };
      expect(withField(shown, 'name', 'alice', [confirmDependent]).fieldErrors).toStrictEqual({ confirm: 'stale' });
    });
  });

  it('resetRetry: same-as-old clears both new passwords and focuses the first, anything else clears the code', () => {
    expect(resetRetry(apiError(errorCodes.passwordSameAsOld), 'code')).toStrictEqual({
      clear: ['newPassword', 'confirmPassword'],
      focus: 'newPassword',
    });
    expect(resetRetry(apiError('verification.invalid'), 'code')).toStrictEqual({ clear: ['code'], focus: 'code' });
  });

  it('the loading message placeholder fails loudly until src/ provides the real one', () => {
    const errors: unknown[] = [];
    const actor = createActor(loadingMessage, { input: { limitMs: 1000 } });
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(errors).toEqual([new Error('loading messages are provided by src/')]);
  });
});
