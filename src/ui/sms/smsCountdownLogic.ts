import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { smsCountdownMachine, type SmsSendResult, type SmsTarget } from '../../../machines/smsCountdown.machine';
import { failureMessage } from '../../i18n/failureMessage';
import { loadingToast } from '../toast/loadingToast';
import type { ToastApi } from '../toast/toastApi';

/**
 * The SMS countdown with its real effects: `send` asks the platform (or the verification service)
 * for a code; the messages go through the app's toasts, in the language of the moment.
 */
export function smsCountdownLogic(send: (target: SmsTarget) => Promise<SmsSendResult>, toasts: ToastApi) {
  return smsCountdownMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => send(input)),
      sendingMessage: loadingToast(toasts, () => t`in sms sending...`),
    },
    actions: {
      announceSent: () => toasts.showNotice(t`SMS sent`),
      announceFailure: (_, { failure }) => toasts.showToast({ message: failureMessage(failure), kind: 'error' }),
    },
  });
}
