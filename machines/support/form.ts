import { errorCodes, newPasswordSchema, passwordMismatchKey } from '../../contract';
import type { Failure } from './failure';

/*
 * The form kit of the form machines (login, registration, change password, forgot password):
 * setting a field, the shared field rules as message keys, the first invalid field to focus.
 */

/** Field-rule keys (`email.format`, `password.tooShort`) by field; the view localises them. */
export type FieldErrors<TField extends string, TError = string> = Partial<Record<TField, TError>>;

/**
 * A field's message when a form keeps the platform's word on the field itself (registration): a
 * rule key, or the failure the platform named the field in. Forms that keep one failure for the
 * form use rule keys and a `failureField` instead.
 */
export type FieldError = { kind: 'rule'; key: string } | { kind: 'platform'; failure: Failure };

/**
 * What a form machine emits to have the view put the cursor in a field (accounts §4: focus the
 * first invalid field; also a field a failure names or clears). `field` is the input's name.
 * Views listen with `useFocusRequests` (src/ui); machines decide which field.
 */
export type FormFocusEvent<TField extends string = string> = { type: 'form.focus'; field: TField };

type Rule = {
  safeParse: (value: string) => { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

/**
 * The first rule a value breaks (its message key), or nothing. With `requiredKey`, a blank value
 * is missing rather than malformed.
 */
export function ruleError(rule: Rule, value: string, requiredKey?: string): string | undefined {
  if (requiredKey !== undefined && value.trim() === '') return requiredKey;
  const parsed = rule.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'value.format');
}

/** A confirmation's message (missing, or not the password), or nothing when it matches (accounts §5). */
export function confirmError(password: string, confirmation: string, requiredKey: string): string | undefined {
  if (confirmation === '') return requiredKey;
  return confirmation === password ? undefined : passwordMismatchKey;
}

/** A new password (never trimmed) and its confirmation (accounts §5). */
export function newPasswordErrors(newPassword: string, confirmPassword: string): FieldErrors<'newPassword' | 'confirmPassword'> {
  return definedOnly({
    // Never trimmed: only an empty password is missing.
    newPassword: newPassword === '' ? 'password.required' : ruleError(newPasswordSchema, newPassword),
    confirmPassword: confirmError(newPassword, confirmPassword, 'confirmNewPassword.required'),
  });
}

export function definedOnly<TField extends string>(errors: Partial<Record<TField, string | undefined>>): FieldErrors<TField> {
  const result: FieldErrors<TField> = {};
  for (const [field, error] of Object.entries<string | undefined>(errors)) {
    if (error !== undefined) Object.assign(result, { [field]: error });
  }
  return result;
}

export function hasNoErrors(errors: object): boolean {
  return Object.values(errors).every((error) => error === undefined);
}

/** The first field in the form's order that shows an error: a failed submit puts the cursor there. */
export function firstInvalid<TField extends string>(order: readonly TField[], errors: Partial<Record<TField, unknown>>): TField | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** A field whose message depends on another's value: the confirmation on the password, the number on its dialing code. */
export type Dependent<TField extends string, TErrorField extends string, TError> = {
  /** Changing this field... */
  on: TField;
  /** ...re-checks this one, when it shows a message. */
  field: TField & TErrorField;
  /** Its message for these values, or nothing when it passes. */
  check: (values: Record<TField, string>) => TError | undefined;
};

/**
 * A field set to what the user typed: the value stored, its own message gone (the user is fixing
 * it), and a dependent field that shows a message checked again (accounts §5: changing the
 * password re-checks the confirmation). No new message appears while typing elsewhere.
 */
export function withField<TField extends string, TErrorField extends string, TError>(
  form: { values: Record<TField, string>; fieldErrors: Partial<Record<TErrorField, TError>> },
  field: TField,
  value: string,
  dependents: ReadonlyArray<Dependent<TField, TErrorField, TError>> = [],
): { values: Record<TField, string>; fieldErrors: Partial<Record<TErrorField, TError>> } {
  const values = { ...form.values, [field]: value };
  const fieldErrors: Partial<Record<TErrorField, TError>> = {};
  for (const [name, error] of Object.entries<TError | undefined>(form.fieldErrors)) {
    if (name !== field && error !== undefined) Object.assign(fieldErrors, { [name]: error });
  }
  for (const dependent of dependents) {
    if (dependent.on !== field || fieldErrors[dependent.field] === undefined) continue;
    const error = dependent.check(values);
    if (error === undefined) delete fieldErrors[dependent.field];
    else fieldErrors[dependent.field] = error;
  }
  return { values, fieldErrors };
}

/**
 * After a failed password reset (accounts §8): `modify.new.old.same` clears the new password and
 * its confirmation and puts the cursor in the new password; any other failure clears the code.
 */
export function resetRetry<TCode extends string>(failure: Failure, codeField: TCode) {
  return failure.code === errorCodes.passwordSameAsOld
    ? { clear: ['newPassword', 'confirmPassword'] as const, focus: 'newPassword' as const }
    : { clear: [codeField] as const, focus: codeField };
}
