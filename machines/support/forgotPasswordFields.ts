import { newPasswordSchema, passwordMismatchKey } from '../../contract';

/** Field-rule keys (`email.format`, `password.tooShort`) by field; the view localises them. */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

type Rule = {
  safeParse: (value: string) => { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

/** The first rule a value breaks (its message key), or nothing. */
export function ruleError(rule: Rule, value: string): string | undefined {
  const parsed = rule.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'value.format');
}

/** A new password (never trimmed) and its confirmation (accounts §5). */
export function newPasswordErrors(newPassword: string, confirmPassword: string): FieldErrors<'newPassword' | 'confirmPassword'> {
  return definedOnly({
    newPassword: newPassword === '' ? 'password.required' : ruleError(newPasswordSchema, newPassword),
    confirmPassword: confirmError(newPassword, confirmPassword),
  });
}

/** The confirmation's message, or nothing when it matches. */
export function confirmError(newPassword: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return 'confirmNewPassword.required';
  return confirmPassword === newPassword ? undefined : passwordMismatchKey;
}

export function definedOnly<TField extends string>(errors: Partial<Record<TField, string | undefined>>): FieldErrors<TField> {
  const result: FieldErrors<TField> = {};
  for (const [field, error] of Object.entries<string | undefined>(errors)) {
    if (error !== undefined) Object.assign(result, { [field]: error });
  }
  return result;
}

export function hasNoErrors(errors: object): boolean {
  return Object.keys(errors).length === 0;
}

/** The first field in the form's order that shows an error: a failed submit puts the cursor there. */
export function firstInvalid<TField extends string>(order: readonly [TField, ...TField[]], errors: FieldErrors<TField>): TField {
  return order.find((field) => errors[field] !== undefined) ?? order[0];
}
