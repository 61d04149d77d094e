import { Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { SignOutHost } from '../signOut/SignOutHost';
import { AppUpdateNotice } from '../../ui/appUpdate/AppUpdateNotice';
import { Footer } from '../../ui/footer/Footer';
import { AppHeader } from '../../ui/header/AppHeader';
import { BalanceProvider } from '../../ui/header/balance';
import { LoginPopupHost } from '../../ui/loginPopup/LoginPopupHost';
import { PageTransition } from '../../ui/motion/PageTransition';
import { NetworkBanner } from '../../ui/network/NetworkBanner';
import { ToastHost } from '../../ui/toast/ToastHost';
import { HomeAccount } from './HomeAccount';
import { SessionNotice } from './SessionNotice';
import { useBalanceLogic } from './useBalanceLogic';
import { useDocumentTitle } from './useDocumentTitle';
import { useMemberAreaToast } from './useMemberAreaToast';
import './shell.css';
import { useShownChrome } from './useShownChrome';
import { useShownPathname } from './useShownPathname';

/** The page shell around every route once start-up is ready: header, page, footer and the app-wide hosts. */
export function ShellLayout() {
  const pathname = useShownPathname();
  const chrome = useShownChrome();
  const { i18n } = useLingui();
  const title = chrome.title === undefined ? undefined : i18n._(chrome.title);
  useDocumentTitle(title);
  useMemberAreaToast(chrome.memberArea);
  const balanceLogic = useBalanceLogic();

  return (
    <BalanceProvider logic={balanceLogic}>
      <NetworkBanner />
      <AppUpdateNotice />
      <SessionNotice />
      {chrome.header !== 'hidden' && (
        <AppHeader kind={chrome.header} title={title} backTo={chrome.backTo} account={<HomeAccount />} />
      )}
      <PageTransition pageKey={pathname}>
        <Outlet />
      </PageTransition>
      {chrome.footer && <Footer />}
      <ToastHost />
      <LoginPopupHost />
      <SignOutHost />
    </BalanceProvider>
  );
}
