import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { smsTimings } from '../../../machines/constants';
import { smsCountdownMachine, type SmsSendResult, type SmsTarget } from '../../../machines/smsCountdown.machine';
import { failureMessage } from '../../i18n/failureMessage';
import { showLoading, showNotice, showToast } from '../toast/toast';

/**
 * The SMS countdown with its real effects: `send` asks the platform (or the verification service)
 * for a code; the messages go through the one toast system, in the language of the moment.
 */
export function smsCountdownLogic(send: (target: SmsTarget) => Promise<SmsSendResult>) {
  let hideSending = () => {};
  return smsCountdownMachine.provide({
    actors: {
      sendCode: fromPromise(({ input, signal }) => {
        // Leaving the screen stops the machine without its exit actions: the message goes too.
        signal.addEventListener('abort', () => hideSending());
        return send(input);
      }),
    },
    actions: {
      showSending: () => {
        hideSending = showLoading(t`in sms sending...`, { limitMs: smsTimings.sendingLimitMs });
      },
      hideSending: () => hideSending(),
      announceSent: () => showNotice(t`SMS sent`),
      announceFailure: (_, { failure }) => showToast({ message: failureMessage(failure), kind: 'error' }),
    },
  });
}
