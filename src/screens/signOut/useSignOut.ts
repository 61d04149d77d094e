import { useCallback, useSyncExternalStore } from 'react';
import type { SignOutOrigin } from '../../../machines/logout.machine';
import { currentSignOutRequest, requestSignOut, subscribeSignOutRequests } from './signOutRequests';

export type { SignOutOrigin };

/**
 * `useSignOut('header')()` from the header's popover menu, `useSignOut('settings')()` from
 * settings: opens the sign-out confirm dialog, run by <SignOutHost /> (which must be mounted).
 * The origin sets the loading message's limit (10 s at settings, 9999 s from the header).
 */
export function useSignOut(origin: SignOutOrigin): () => void {
  return useCallback(() => requestSignOut(origin), [origin]);
}

/** True from the tap until the flow ends (cancel) or the page reloads: for a busy state on the button. */
export function useSignOutInProgress(): boolean {
  return useSyncExternalStore(subscribeSignOutRequests, () => currentSignOutRequest() !== null, () => false);
}
