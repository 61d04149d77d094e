import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { errorCodes, limits, passwordMismatchKey } from '../../contract';
import { rebateFormatKey, rebateRequiredKey } from '../../machines/support/downlineForm';
import type { Failure } from '../../machines/support/failure';
import type { FieldError } from '../../machines/support/form';
import { ageConfirmationKey } from '../../machines/support/registrationFields';
import { failureMessage } from './failureMessage';

/**
 * The message of a shared field rule, in the user's language. Rules report keys such as
 * `password.tooShort` or `email.format` (contract/); client and platform use the same keys,
 * so a key from either side reads the same. Texts follow the spec's dictionary (accounts §5) where
 * it has one.
 */
export function fieldMessage(key: string): string {
  const { usernameMin, usernameMax, passwordMin, passwordMax, smsCodeMax, mobileMax, captchaMax } = limits;
  switch (key) {
    case 'username.required':
      return t`Please enter the username`;
    case 'username.tooShort':
    case 'username.tooLong':
    case 'username.format':
      return t`Account format is incorrect: use ${usernameMin} to ${usernameMax} letters, digits or underscores`;
    case 'password.required':
    case 'paymentPassword.required':
      return t`Please enter the password`;
    case 'password.tooShort':
      return t`Password format is incorrect: use at least ${passwordMin} characters`;
    case 'password.tooLong':
      return t`Password format is incorrect: use at most ${passwordMax} characters`;
    case 'confirmPassword.required':
      return t`Incorrect password`;
    case 'confirmNewPassword.required':
      return t`Enter password`;
    case passwordMismatchKey:
      return t`Confirmation password not matched`;
    case 'password.sameAsOld':
      return t`The new password and the old password cannot be the same`;
    case 'email.required':
    case 'email.tooLong':
    case 'email.format':
      return t`E-mail format is incorrect`;
    case 'mobileNum.required':
      return t`Please enter a valid mobile number`;
    case 'mobileNum.tooShort':
    case 'mobileNum.tooLong':
    case 'mobileNum.format':
      return t`The mobile num is not valid: use up to ${mobileMax} digits`;
    case 'countryDialingCode.required':
    case 'countryDialingCode.format':
      return t`Please choose a country code`;
    case 'verificationCode.required':
    case 'verificationCode.format':
      return t`Please enter a valid verification code`;
    case 'verificationCode.tooLong':
      return t`Please enter a valid verification code: at most ${smsCodeMax} characters`;
    case 'captcha.required':
      return t`Write the code`;
    case 'captcha.tooLong':
    case 'captcha.format':
      return t`Write the code: up to ${captchaMax} digits`;
    case 'nickname.format':
    case 'nickname.tooLong':
    case 'payeeName.format':
    case 'payeeName.tooLong':
      return t`Name format is not valid`;
    case 'affiliateCode.required':
    case 'affiliateCode.format':
    case 'affiliateCode.tooLong':
      return t`Invalid invitation code`;
    case 'qqNum.format':
      return t`Please enter a QQ number of 5 to 12 digits`;
    case 'agreement.required':
      return t`Please accept the user agreement`;
    case rebateRequiredKey:
    case rebateFormatKey:
      return t`Enter a rebate from 0 to 100 percent`;
    default:
      return key.endsWith('.required') ? t`This field is required` : t`This value is not valid`;
  }
}

/** What a form machine holds about its fields' messages. */
export type FieldErrorOptions<F extends string> = {
  /** The failure the machine keeps for the form, shown on `failureField` when it names one. */
  failure?: Failure | null;
  failureField?: F | null;
  /** The site's minimum age: the age confirmation's rule key says it (registration). */
  minimumAge?: number;
  /**
   * The platform's "this field is required" (`register.field.required`) reads as the field's own
   * `.required` rule message, which says what to do (registration).
   */
  requiredFailureAsRule?: boolean;
};

/**
 * The one way a form shows a field's message, in the user's language: from the machine's
 * `fieldErrors` (a rule key, or a `FieldError` with the platform's failure on that field), else
 * the machine's `failure` when its `failureField` is this field. A failure on no field is the
 * form's own (`form__failure`, under the fields); `useFocusRequests` puts the cursor where the
 * machine says.
 */
export function useFieldErrorText<F extends string>(
  errors: Partial<Record<F, string | FieldError>>,
  options: FieldErrorOptions<F> = {},
): (field: F) => string | undefined {
  useLingui();
  const { failure = null, failureField = null, minimumAge, requiredFailureAsRule = false } = options;
  const ruleText = (key: string) =>
    key === ageConfirmationKey && minimumAge !== undefined ? t`Please confirm you are ${minimumAge} years old` : fieldMessage(key);
  const failureText = (field: F, shown: Failure) =>
    requiredFailureAsRule && shown.code === errorCodes.registerFieldRequired ? fieldMessage(`${field}.required`) : failureMessage(shown);
  return (field) => {
    const error = errors[field];
    if (typeof error === 'string') return ruleText(error);
    if (error !== undefined) return error.kind === 'rule' ? ruleText(error.key) : failureText(field, error.failure);
    return failure !== null && failureField === field ? failureText(field, failure) : undefined;
  };
}
