import { useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useApp } from '../app/AppContext';

/**
 * Renders the app once a catalog is active. When not even the English catalog could load, no
 * translated text exists, so this says so in plain English and retries on request, in place: the
 * catalogs are asked for again under new addresses (src/i18n/catalogs.ts `importCatalog`). A
 * language actor stopped with the app has nothing to retry, and the page is loaded again.
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
  if (failed || loading) {
    return (
      <main className="page page--centered" lang="en" dir="ltr">
        <button
          type="button"
          className="button"
          disabled={loading && !stopped}
          aria-busy={loading && !stopped}
          onClick={() => (stopped || actor === undefined ? window.location.reload() : actor.send({ type: 'user.retry' }))}
        >
          Loading failed, click to retry
        </button>
      </main>
    );
  }
  return children;
}
