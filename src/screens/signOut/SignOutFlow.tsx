import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLingui } from '@lingui/react/macro';
import { logoutMachine } from '../../../machines/logout.machine';
import { errorCodes } from '../../../contract';
import { logout } from '../../api/endpoints/session';
import { ApiError } from '../../api/errors';
import { authActor } from '../../app/appActor';
import { clearSignedInData } from '../../platform/clientStorage';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';
import { showLoading, showNotice } from '../../ui/toast/toast';
import { reloadTo } from './reload';
import { finishSignOut, type SignOutRequest } from './signOutRequests';

/** Where sign-out lands (accounts §4, shell-and-content §2). */
const signedOutTarget = '/m/home';

/** A 401 / session error means the platform has no session for this token any more: signed out there too. */
function sessionAlreadyEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.code === errorCodes.unauthorized || error.code === errorCodes.sessionExpired)
  );
}

/** One sign-out: the logout machine with the real effects, its confirm dialog, the reload. */
export default function SignOutFlow({ request }: { request: SignOutRequest }) {
  const { t } = useLingui();
  const hideProgress = useRef<() => void>(() => {});
  const actor = useActorRef(
    logoutMachine.provide({
      actors: {
        logout: fromPromise(async () => {
          try {
            await logout();
          } catch (error) {
            if (!sessionAlreadyEnded(error)) throw error;
          }
        }),
      },
      actions: {
        showProgress: (_, params) => {
          hideProgress.current = showLoading(t`Signing out…`, { limitMs: params.limitMs });
        },
        hideProgress: () => hideProgress.current(),
        clearLocalData: () => clearSignedInData(),
        endSession: () => authActor.send({ type: 'session.ended' }),
        announceLocalSignOut: () =>
          showNotice(t`Signed out on this device; the server could not be reached`, { tone: 'info' }),
      },
    }),
    { input: { origin: request.origin } },
  );
  const confirming = useSelector(actor, (snapshot) => snapshot.hasTag('confirming'));
  const output = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output : undefined));

  useEffect(() => {
    if (output === undefined) return;
    if (output.signedOut) reloadTo(signedOutTarget);
    finishSignOut(request);
  }, [output, request]);

  if (!confirming) return null;
  return (
    <ConfirmDialog
      title={t`Are you sure you want to sign out?`}
      confirmLabel={t`Confirm`}
      cancelLabel={t`Cancel`}
      onConfirm={() => actor.send({ type: 'user.confirm' })}
      onCancel={() => actor.send({ type: 'user.cancel' })}
    />
  );
}
