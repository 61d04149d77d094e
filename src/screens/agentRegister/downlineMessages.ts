import { useLingui } from '@lingui/react/macro';
import { errorCodes } from '../../../contract';
import type { Failure } from '../../../machines/support/failure';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldMessage } from '../../i18n/fieldMessage';
import { rebateFormatKey, rebateRequiredKey } from './downlineForm';

/** The form's messages in the user's language: the shared field rules', the rebate's, the platform's (src/i18n/failureMessage.ts). */
export function useDownlineMessages() {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const failureMessage = useFailureMessage();
  return {
    field: (key: string) => {
      if (key === rebateRequiredKey || key === rebateFormatKey) return t`Enter a rebate from 0 to 100 percent`;
      return fieldMessage(key);
    },
    failure: (failure: Failure) => {
      // The rebate's format is checked here; the platform refuses one above the agent's own.
      if (failure.code === errorCodes.validation && failure.field === 'rebatePercent') return t`The rebate cannot be above your own`;
      return failureMessage(failure);
    },
  };
}
