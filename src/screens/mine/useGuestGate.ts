import type { MouseEvent } from 'react';
import { useIsSignedIn } from '../../app/hooks';
import { useLoginPopup } from '../../ui/loginPopup/useLoginPopup';

/**
 * A member-centre link a guest may not follow (accounts §2): for a guest its tap opens the login
 * popup instead, and logging in from it lands on the link's page.
 */
export function useGuestGate(): (to: string) => (event: MouseEvent<HTMLElement>) => void {
  const signedIn = useIsSignedIn();
  const loginPopup = useLoginPopup();
  return (to) => (event) => {
    if (signedIn) return;
    event.preventDefault();
    loginPopup.open(to);
  };
}
