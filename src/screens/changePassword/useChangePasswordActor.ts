import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { t } from '@lingui/core/macro';
import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { changePassword } from '../../api/endpoints/accounts';
import { useToasts } from '../../app/hooks';
import { heldPassword, holdPassword } from '../../platform/heldPassword';
import { updateRememberedPassword } from '../../platform/rememberedLogin';
import { loadingToast } from '../../ui/toast/loadingToast';

/** The change-password machine for this screen's lifetime, with the real platform call and effects. */
export function useChangePasswordActor(userName: string) {
  const toasts = useToasts();
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          await changePassword(input);
        }),
        savingMessage: loadingToast(toasts, () => t`Saving…`),
      },
      actions: {
        announceSaved: (_, params) =>
          toasts.showToast({ message: t`Change saved`, durationMs: params.durationMs, kind: 'success' }),
        holdNewPassword: (_, params) => holdPassword(params.userName, params.password),
        updateRememberedLogin: (_, params) => {
          // accounts §4: a failure to update the remembered login is ignored.
          updateRememberedPassword(params.userName, params.password).catch(() => undefined);
        },
      },
    }),
  );
  // Read once: the machine holds the answer for the screen's lifetime.
  return useActorRef(machine, { input: { userName, heldPassword: heldPassword(userName) } });
}
