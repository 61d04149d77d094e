import { useCallback, useMemo, useState } from 'react';
import { Outlet } from '@tanstack/react-router';
import { SignOutHost } from '../signOut/SignOutHost';
import { Footer } from '../../ui/footer/Footer';
import { AppHeader } from '../../ui/header/AppHeader';
import { BalanceProvider } from '../../ui/header/balance';
import { useBalanceLogic } from '../../ui/header/useBalanceLogic';
import { HeaderSlotContext, type HeaderClaim, type HeaderSlot } from '../../ui/header/headerSlot';
import { LoginPopupHost } from '../../ui/loginPopup/LoginPopupHost';
import { LazyPageTransition } from '../../ui/motion/LazyPageTransition';
import { NetworkBanner } from '../../ui/network/NetworkBanner';
import { ToastHost } from '../../ui/toast/ToastHost';
import { chromeFor } from './chrome';
import { SessionNotice } from './SessionNotice';
import { useMemberAreaToast } from './useMemberAreaToast';
import './shell.css';
import { useShownPathname } from './useShownPathname';

type Claims = ReadonlyArray<{ owner: string; claim: HeaderClaim }>;

/** The page shell around every route once start-up is ready: header, page, footer and the app-wide hosts. */
export function ShellLayout() {
  const pathname = useShownPathname();
  const chrome = chromeFor(pathname);
  const [claims, setClaims] = useState<Claims>([]);
  const claim = useCallback((owner: string, next: HeaderClaim | null) => {
    setClaims((current) => {
      const others = current.filter((entry) => entry.owner !== owner);
      return next === null ? others : [...others, { owner, claim: next }];
    });
  }, []);
  const slot = useMemo<HeaderSlot>(() => ({ shown: chrome.header !== 'hidden', claim }), [chrome.header, claim]);
  useMemberAreaToast(pathname);
  const balanceLogic = useBalanceLogic();

  return (
    <BalanceProvider logic={balanceLogic}>
      <HeaderSlotContext.Provider value={slot}>
        <NetworkBanner />
        <SessionNotice />
        <AppHeader chrome={chrome} claim={claims.at(-1)?.claim} />
        <LazyPageTransition pageKey={pathname}>
          <Outlet />
        </LazyPageTransition>
        {chrome.footer && <Footer />}
      </HeaderSlotContext.Provider>
      <ToastHost />
      <LoginPopupHost />
      <SignOutHost />
    </BalanceProvider>
  );
}
