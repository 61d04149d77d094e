import { useRef } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { t } from '@lingui/core/macro';
import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { changePassword } from '../../api/endpoints/accounts';
import { heldPassword, holdPassword } from '../../platform/heldPassword';
import { updateRememberedPassword } from '../../platform/rememberedLogin';
import { showLoading, showToast } from '../../ui/toast/toast';

/** The change-password machine for this screen's lifetime, with the real platform call and effects. */
export function useChangePasswordActor(userName: string) {
  const hideLoading = useRef<() => void>(() => {});
  return useActorRef(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          await changePassword(input);
        }),
      },
      actions: {
        showLoading: (_, params) => {
          hideLoading.current = showLoading(t`Saving…`, { limitMs: params.limitMs });
        },
        hideLoading: () => hideLoading.current(),
        announceSaved: (_, params) =>
          showToast({ message: t`Change saved`, durationMs: params.durationMs, kind: 'success' }),
        holdNewPassword: (_, params) => holdPassword(params.userName, params.password),
        updateRememberedLogin: (_, params) => {
          // accounts §4: a failure to update the remembered login is ignored.
          updateRememberedPassword(params.userName, params.password).catch(() => undefined);
        },
      },
    }),
    // Read once: the machine holds the answer for the screen's lifetime.
    { input: { userName, heldPassword: heldPassword(userName) } },
  );
}
