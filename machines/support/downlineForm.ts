import { registerFieldSchemas, type OpenDownlineRequest } from '../../contract';
import { confirmError, definedOnly, firstInvalid, ruleError, type FieldErrors } from './form';

/*
 * The open-a-downline form (accounts §2 /m/agentRegister): the account and its password follow the
 * registration field rules (contract `registerFieldSchemas`, as registration and the platform check
 * them), then the account type and the rebate the agent gives it.
 */

export type DownlineTextField = 'username' | 'password' | 'confirmPassword' | 'rebatePercent';
export type DownlineValues = Record<DownlineTextField, string> & { type: OpenDownlineRequest['type'] };
/** The order the form shows: a refused submit focuses the first of these with a message. */
export const downlineFieldOrder: readonly DownlineTextField[] = ['username', 'password', 'confirmPassword', 'rebatePercent'];

export const emptyDownline: DownlineValues = { username: '', password: '', confirmPassword: '', type: 0, rebatePercent: '' };

/** Message keys of the rebate; the field rules' keys (`username.format`, ...) come from contract/. */
export const rebateRequiredKey = 'rebatePercent.required';
export const rebateFormatKey = 'rebatePercent.format';

/** A percent from 0 to 100 with at most two decimals, as typed. */
const rebatePattern = /^\d{1,3}(?:[.,]\d{1,2})?$/;

function rebateOf(text: string): number | null {
  const trimmed = text.trim();
  if (!rebatePattern.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return value <= 100 ? value : null;
}

/** One field's message key as it stands, or undefined when it passes. */
export function downlineFieldError(values: DownlineValues, field: DownlineTextField): string | undefined {
  switch (field) {
    case 'username':
      return ruleError(registerFieldSchemas.username, values.username, 'username.required');
    case 'password':
      // Never trimmed: only an empty password is missing.
      return values.password === '' ? 'password.required' : ruleError(registerFieldSchemas.password, values.password);
    case 'confirmPassword':
      return confirmError(values.password, values.confirmPassword, 'confirmPassword.required');
    case 'rebatePercent':
      if (values.rebatePercent.trim() === '') return rebateRequiredKey;
      return rebateOf(values.rebatePercent) === null ? rebateFormatKey : undefined;
  }
}

export type DownlineCheck =
  | { ok: true; request: OpenDownlineRequest }
  | { ok: false; errors: FieldErrors<DownlineTextField>; focus: DownlineTextField };

/** Every field's message key as it stands; empty when the form passes. */
export function downlineErrors(values: DownlineValues): FieldErrors<DownlineTextField> {
  return definedOnly<DownlineTextField>({
    username: downlineFieldError(values, 'username'),
    password: downlineFieldError(values, 'password'),
    confirmPassword: downlineFieldError(values, 'confirmPassword'),
    rebatePercent: downlineFieldError(values, 'rebatePercent'),
  });
}

/**
 * The request a form sends, the username trimmed as its rule parses it. Only for values that
 * pass (`downlineErrors` empty): an unreadable rebate would be sent as 0.
 */
export function downlineRequest(values: DownlineValues): OpenDownlineRequest {
  const username = registerFieldSchemas.username.safeParse(values.username);
  return {
    username: username.success ? username.data : values.username,
    password: values.password,
    confirmPassword: values.confirmPassword,
    type: values.type,
    rebatePercent: rebateOf(values.rebatePercent) ?? 0,
  };
}

/** Every field checked; what passes is the request as sent, what does not the messages and the field to focus. */
export function checkDownline(values: DownlineValues): DownlineCheck {
  const errors = downlineErrors(values);
  const focus = firstInvalid(downlineFieldOrder, errors);
  if (focus !== undefined || rebateOf(values.rebatePercent) === null) return { ok: false, errors, focus: focus ?? 'rebatePercent' };
  return { ok: true, request: downlineRequest(values) };
}
