import { useEffect, useRef } from 'react';
import { t } from '@lingui/core/macro';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { forgotPasswordTimings, specTimings } from '../../../machines/constants';
import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { forgotPasswordEmailMachine } from '../../../machines/forgotPasswordEmail.machine';
import { forgotPasswordPhoneMachine } from '../../../machines/forgotPasswordPhone.machine';
import { smsModuleIds } from '../../../contract';
import { requestPasswordResetByEmail, setPasswordByEmail, setPasswordByPhone } from '../../api/endpoints/accounts';
import { sessionFromLogin } from '../../api/endpoints/session';
import { sendPasswordResetSmsCode } from '../../api/endpoints/sms';
import { authActor } from '../../app/appActor';
import { useStartupInfo } from '../../app/hooks';
import { loginDevice } from '../../platform/device';
import { holdPassword } from '../../platform/heldPassword';
import { smsCountdownLogic } from '../../ui/sms/smsCountdownLogic';
import { showLoading, showToast } from '../../ui/toast/toast';

/** The forgot-password machine for this screen's lifetime, with the real platform calls. */
export function useForgotPasswordActor() {
  const { whitelabel } = useStartupInfo();
  const hideLoading = useRef<() => void>(() => {});
  const loading = {
    show: () => {
      hideLoading.current();
      hideLoading.current = showLoading(t`Please wait…`, { limitMs: specTimings.loadingToastLimitMs });
    },
    hide: () => {
      hideLoading.current();
      hideLoading.current = () => {};
    },
  };
  const actor = useActorRef(
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
          },
          actions: {
            showLoading: loading.show,
            hideLoading: loading.hide,
            // Worded so it never tells whether the username and e-mail match an account.
            announceCodeSent: () =>
              showToast({
                message: t`If the username and e-mail match an account, a code is on its way to that e-mail`,
                durationMs: forgotPasswordTimings.successMessageMs,
              }),
            announcePasswordReset: () => showToast({ message: t`Password reset successful. Please log in again` }),
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
            }),
          },
          actions: {
            showLoading: loading.show,
            hideLoading: loading.hide,
            establishSession: (_, { session }) => authActor.send({ type: 'session.established', session }),
            holdPassword: (_, { userName, password }) => holdPassword(userName, password),
          },
        }),
      },
    }),
    { input: { phoneEnabled: whitelabel.PSWCHANGEVERIFY3 } },
  );
  // Leaving the screen mid-call: the loading message goes with it.
  useEffect(() => () => hideLoading.current(), []);
  return actor;
}
