import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { languageMachine } from '../../machines/language.machine';

type Props = { actor: ActorRefFrom<typeof languageMachine>; children: ReactNode };

/**
 * Renders the app once a catalog is active. When not even the English catalog could load, no
 * translated text exists, so this says so in plain English and retries on request (reloading the
 * page if the language actor stopped with the app, which then has nothing else to show).
 */
export function LanguageGate({ actor, children }: Props) {
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const stopped = useSelector(actor, (snapshot) => snapshot.status !== 'active');
  if (failed || loading) {
    return (
      <main className="page page--centered" lang="en" dir="ltr">
        <button
          type="button"
          className="button"
          disabled={loading && !stopped}
          aria-busy={loading && !stopped}
          onClick={() => (stopped ? window.location.reload() : actor.send({ type: 'user.retry' }))}
        >
          Loading failed, click to retry
        </button>
      </main>
    );
  }
  return children;
}
