import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loginPopupStore } from './loginPopupStore';

const loadLoginPopup = () => import('./LoginPopup');
const LoginPopup = lazy(loadLoginPopup);

/** Mount once in the shell; the popup's code loads when the page is idle or when it first opens. */
export function LoginPopupHost() {
  const open = useSyncExternalStore(loginPopupStore.subscribe, loginPopupStore.isOpen, () => false);
  useEffect(() => {
    const preload = () => void loadLoginPopup().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 3000);
    return () => window.clearTimeout(handle);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup onClose={loginPopupStore.close} />
    </Suspense>
  );
}
