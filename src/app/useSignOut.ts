import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import type { SignOutOrigin } from '../../machines/logout.machine';
import { useApp } from './AppContext';

export type { SignOutOrigin };

/**
 * `useSignOut('header')()` from the header's popover menu, `useSignOut('settings')()` from
 * settings: asks the app to sign out (its logout child; <SignOutHost /> shows the confirm dialog).
 * The origin sets the loading message's limit (10 s at settings, 9999 s from the header). A tap
 * while a sign-out is under way changes nothing.
 */
export function useSignOut(origin: SignOutOrigin): () => void {
  const app = useApp();
  return useCallback(() => app.send({ type: 'user.signOut', origin }), [app, origin]);
}

/** True from the tap until the flow ends (cancel) or the page reloads: for a busy state on the button. */
export function useSignOutInProgress(): boolean {
  return useSelector(useApp(), (snapshot) => snapshot.hasTag('signingOut'));
}
