import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useApp } from '../../app/AppContext';
import { usePreloadWhenIdle } from '../usePreloadWhenIdle';

const loadLoginPopup = () => import('./LoginPopup');
const LoginPopup = lazy(loadLoginPopup);

/** Mount once in the shell; the popup's code loads when the page is idle or when it first opens. */
export function LoginPopupHost() {
  const popup = useSelector(useApp(), (snapshot) => snapshot.children.loginPopup);
  const open = useSelector(popup, (snapshot) => snapshot?.hasTag('open') ?? false);
  const returnTo = useSelector(popup, (snapshot) => snapshot?.context.returnTo ?? null);
  usePreloadWhenIdle(loadLoginPopup);
  if (!open || popup === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup returnTo={returnTo} onClose={() => popup.send({ type: 'user.dismiss' })} />
    </Suspense>
  );
}
