import { t } from '@lingui/core/macro';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, sendTo } from 'xstate';
import { forgotPasswordTimings } from '../../../machines/constants';
import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { forgotPasswordEmailMachine } from '../../../machines/forgotPasswordEmail.machine';
import { forgotPasswordPhoneMachine } from '../../../machines/forgotPasswordPhone.machine';
import { smsModuleIds } from '../../../contract';
import { requestPasswordResetByEmail, setPasswordByEmail, setPasswordByPhone } from '../../api/endpoints/accounts';
import { sessionFromLogin } from '../../../contract';
import { sendPasswordResetSmsCode } from '../../api/endpoints/sms';
import { useAuthActor, useStartupInfo, useToasts } from '../../app/hooks';
import { loginDevice } from '../../platform/device';
import { holdPassword } from '../../platform/heldPassword';
import { smsCountdownLogic } from '../../ui/sms/smsCountdownLogic';
import { loadingToast } from '../../ui/toast/loadingToast';

/** The forgot-password machine for this screen's lifetime, with the real platform calls. */
export function useForgotPasswordActor() {
  const { whitelabel } = useStartupInfo();
  const auth = useAuthActor();
  const toasts = useToasts();
  const waitMessage = loadingToast(toasts, () => t`Please wait…`);
  const [machine] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        emailFlow: forgotPasswordEmailMachine.provide({
          actors: {
            requestReset: fromPromise(async ({ input }) => {
              await requestPasswordResetByEmail(input);
            }),
            resetByCode: fromPromise(async ({ input }) => {
              await setPasswordByEmail(input);
            }),
            waitMessage,
          },
          actions: {
            // Worded so it never tells whether the username and e-mail match an account.
            announceCodeSent: () =>
              toasts.showToast({
                message: t`If the username and e-mail match an account, a code is on its way to that e-mail`,
                durationMs: forgotPasswordTimings.successMessageMs,
              }),
            announcePasswordReset: () => toasts.showToast({ message: t`Password reset successful. Please log in again` }),
          },
        }),
        phoneFlow: forgotPasswordPhoneMachine.provide({
          actors: {
            resetByPhone: fromPromise(async ({ input }) =>
              sessionFromLogin(await setPasswordByPhone({ ...input, device: loginDevice() })),
            ),
            smsCountdown: smsCountdownLogic(async (target) => {
              const sent = await sendPasswordResetSmsCode({ ...target, moduleId: smsModuleIds.resetPassword });
              return { expiredMinutes: sent.expiredMinutes, receipt: null };
            }, toasts),
            waitMessage,
          },
          actions: {
            establishSession: sendTo(auth, (_, { session }) => ({ type: 'session.established', session })),
            holdPassword: (_, { userName, password }) => holdPassword(userName, password),
          },
        }),
      },
    }),
  );
  return useActorRef(machine, { input: { phoneEnabled: whitelabel.PSWCHANGEVERIFY3 } });
}
