import { useMemo } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useApp } from '../../app/AppContext';

/**
 * The shared login popup for gated taps by guests (accounts §2 member center, shell-and-content
 * §4 message icon): `useLoginPopup().open(returnTo?)`, where `returnTo` is where logging in from
 * the popup lands (the page the guest wanted; by default the one they are on). <LoginPopupHost />
 * renders it. Should the popup have failed (a bug), the guest goes to the login page instead.
 */
export function useLoginPopup(): { open(returnTo?: string): void } {
  const app = useApp();
  const navigate = useNavigate();
  const here = useRouterState({ select: (state) => state.location.href });
  return useMemo(
    () => ({
      open: (returnTo = here) => {
        const popup = app.getSnapshot().children.loginPopup;
        if (popup !== undefined) popup.send({ type: 'user.requestLogin', returnTo });
        else void navigate({ to: '/m/login', search: { redirect: returnTo } });
      },
    }),
    [app, navigate, here],
  );
}
