import { useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useApp } from '../app/AppContext';
import { useFirstPaintHandover } from '../ui/firstPaint/useFirstPaintHandover';

/**
 * Renders the app once a catalog is active. When not even the English catalog could load, no
 * translated text exists, so this says so in plain English and retries on request. A catalog whose
 * download failed can only be fetched again by a new document (the browser remembers the failed
 * module for the page's life) and nothing else is on the page to lose, so the retry reloads it.
 * Offline it retries in place, as RouteErrorScreen does: a reload would land on the browser's own
 * error page. A language actor stopped with the app has nothing to retry in place either.
 */
export function LanguageGate({ children }: { children: ReactNode }) {
  const child = useSelector(useApp(), (snapshot) => snapshot.children.language);
  // A crashed app drops its children; the stopped language actor still says whether a catalog loaded.
  const last = useRef(child);
  if (child !== undefined) last.current = child;
  const actor = child ?? last.current;
  const failed = useSelector(actor, (snapshot) => snapshot?.hasTag('failed') ?? false);
  const loading = useSelector(actor, (snapshot) => snapshot?.hasTag('loading') ?? false);
  const stopped = useSelector(actor, (snapshot) => snapshot?.status !== 'active');
  // The retry must not stay under home's first paint.
  useFirstPaintHandover(failed);
  if (failed || loading) {
    return (
      <main className="page page--centered" lang="en" dir="ltr">
        <button
          type="button"
          className="button"
          disabled={loading && !stopped}
          aria-busy={loading && !stopped}
          onClick={() => (stopped || actor === undefined || navigator.onLine ? window.location.reload() : actor.send({ type: 'user.retry' }))}
        >
          Loading failed, click to retry
        </button>
      </main>
    );
  }
  return children;
}
