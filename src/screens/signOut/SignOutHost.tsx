import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useApp } from '../../app/AppContext';
import { useToasts } from '../../app/hooks';
import { usePreloadWhenIdle } from '../../ui/usePreloadWhenIdle';

const loadSignOutDialog = () => import('./SignOutDialog');
/** Replaced after a failed chunk load: React.lazy keeps a rejected import for good. */
let SignOutDialog = lazy(loadSignOutDialog);

/**
 * The confirm dialog of the app's sign-out (its `logout` child, started by useSignOut()). Mount it
 * ONCE in the app shell, outside the route outlet: sign-out outlives the page it started on. The
 * dialog's code loads when the page is idle or when it first opens.
 */
export function SignOutHost() {
  const { t } = useLingui();
  const toasts = useToasts();
  const logout = useSelector(useApp(), (snapshot) => snapshot.children.logout);
  const confirming = useSelector(logout, (snapshot) => snapshot?.hasTag('confirming') ?? false);
  usePreloadWhenIdle(loadSignOutDialog);
  if (!confirming || logout === undefined) return null;
  const cancel = () => logout.send({ type: 'user.cancel' });
  const onLoadFailed = () => {
    SignOutDialog = lazy(loadSignOutDialog);
    toasts.showToast({ message: t`Loading failed, please try again`, kind: 'error' });
    cancel();
  };
  return (
    <DialogBoundary key={logout.sessionId} onFailed={onLoadFailed}>
      <Suspense fallback={null}>
        <SignOutDialog onConfirm={() => logout.send({ type: 'user.confirm' })} onCancel={cancel} />
      </Suspense>
    </DialogBoundary>
  );
}

type BoundaryProps = { onFailed: () => void; children: ReactNode };

/** The dialog's chunk failed to load (offline): say so and let the user tap sign out again. */
class DialogBoundary extends Component<BoundaryProps, { failed: boolean }> {
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
