import { useSelector } from '@xstate/react';
import { appActor, authActor, startupActor } from './appActor';

export function useSession() {
  return useSelector(authActor, (snapshot) => snapshot.context.session);
}

export function useAuthNotice() {
  return useSelector(authActor, (snapshot) => snapshot.context.notice);
}

export function useIsSignedIn() {
  return useSelector(authActor, (snapshot) => snapshot.hasTag('signedIn'));
}

export type StartupView = 'pending' | 'ready' | 'maintenance' | 'regionRestricted' | 'failed';

export function useStartupView(): StartupView {
  return useSelector(startupActor, (snapshot) => {
    if (snapshot.hasTag('maintenance')) return 'maintenance';
    if (snapshot.hasTag('regionRestricted')) return 'regionRestricted';
    if (snapshot.hasTag('failed')) return 'failed';
    if (snapshot.hasTag('ready')) return 'ready';
    return 'pending';
  });
}

/** Start-up information; only read under the shell, which renders once start-up is ready. */
export function useStartupInfo() {
  const info = useSelector(startupActor, (snapshot) => snapshot.context.info);
  if (info === null) throw new Error('Start-up information read before start-up settled');
  return info;
}

/** A child machine failed (a bug): the page offers a reload rather than going blank. */
export function useAppCrashed(): boolean {
  return useSelector(appActor, (snapshot) => snapshot.hasTag('crashed'));
}
