import { createPortal } from 'react-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Toast, toastsMachine } from '../../../machines/toasts.machine';
import { useHydrated } from '../../platform/useHydrated';
import './toast.css';

/**
 * Two live regions that are always in the page (so screen readers announce what appears in them):
 * a polite status region for toasts, notices and loading messages, an assertive alert region for
 * errors. A toast never takes focus. Rendered into <body>, outside the app root, so an open dialog
 * (which makes the rest of the page inert) does not hide it. The page's own: not in the server's markup.
 */
export function ToastRegion({ actor }: { actor: ActorRefFrom<typeof toastsMachine> }) {
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  const error = current?.tone === 'error' ? current : null;
  const polite = current !== null && current.tone !== 'error' ? current : null;
  if (!useHydrated()) return null;
  return createPortal(
    <div className="toast-layer" data-live-region="">
      <div className="toast-slot" role="status" aria-live="polite" aria-atomic="true">
        {polite && <ToastView key={polite.id} toast={polite} />}
      </div>
      <div className="toast-slot" role="alert" aria-live="assertive" aria-atomic="true">
        {error && <ToastView key={error.id} toast={error} />}
      </div>
    </div>,
    document.body,
  );
}

function ToastView({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast--${toast.kind} toast--${toast.tone}`}>
      {toast.kind === 'loading' && <span className="toast__spinner" aria-hidden="true" />}
      <span className="toast__message">{toast.message}</span>
    </div>
  );
}
