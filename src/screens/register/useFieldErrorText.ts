import { useLingui } from '@lingui/react/macro';
import { errorCodes } from '../../../contract';
import type { FieldError, FormField } from '../../../machines/registration.machine';
import { ageConfirmationKey } from '../../../machines/support/registrationFields';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldMessage } from '../../i18n/fieldMessage';

export type FieldErrorText = (field: FormField, error: FieldError | undefined) => string | undefined;

/** A field's error in the user's language: a shared rule's message, or what the platform said. */
export function useFieldErrorText(minimumAge: number): FieldErrorText {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const failureMessage = useFailureMessage();
  return (field, error) => {
    if (error === undefined) return undefined;
    if (error.kind === 'rule') {
      return error.key === ageConfirmationKey ? t`Please confirm you are ${minimumAge} years old` : fieldMessage(error.key);
    }
    // The platform names the empty field; its rule message says what to do.
    if (error.failure.code === errorCodes.registerFieldRequired) return fieldMessage(`${field}.required`);
    return failureMessage(error.failure);
  };
}
