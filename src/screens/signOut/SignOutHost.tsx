import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../ui/toast/toast';
import { currentSignOutRequest, finishSignOut, subscribeSignOutRequests } from './signOutRequests';

const loadSignOutFlow = () => import('./SignOutFlow');
/** Replaced after a failed chunk load: React.lazy keeps a rejected import for good. */
let SignOutFlow = lazy(loadSignOutFlow);

/**
 * Runs sign-out for useSignOut(): the confirm dialog, the logout machine, the reload to /m/home.
 * Mount it ONCE in the app shell, outside the route outlet (not inside a page's header): the flow
 * must outlive the page it started on, since signing out redirects /m/set to /m/home before the
 * reload. The dialog and the machine load only when needed (preloaded once the page is idle).
 */
export function SignOutHost() {
  const request = useSyncExternalStore(subscribeSignOutRequests, currentSignOutRequest, () => null);
  const { t } = useLingui();
  usePreloadWhenIdle();
  if (request === null) return null;
  const onLoadFailed = () => {
    SignOutFlow = lazy(loadSignOutFlow);
    showToast({ message: t`Loading failed, please try again`, kind: 'error' });
    finishSignOut(request);
  };
  return (
    <FlowBoundary key={request.id} onFailed={onLoadFailed}>
      <Suspense fallback={null}>
        <SignOutFlow request={request} />
      </Suspense>
    </FlowBoundary>
  );
}

/** Fetches the flow's chunk once the page is idle, so the dialog opens at once (and offline). */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadSignOutFlow().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 3000);
    return () => window.clearTimeout(handle);
  }, []);
}

type BoundaryProps = { onFailed: () => void; children: ReactNode };

/** The flow's chunk failed to load (offline): say so and let the user tap sign out again. */
class FlowBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
