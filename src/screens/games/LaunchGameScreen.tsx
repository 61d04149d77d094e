import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { LaunchGameQuery } from '../../../contract';
import { useFailureMessage } from '../../i18n/failureMessage';
import { Spinner } from '../../ui/Spinner';
import { useNavigateWhenDone } from '../../ui/useNavigateWhenDone';
import { useLaunchGameActor } from './useLaunchGameActor';

/** `/m/launchGame`: opens the game, or says why not with the way back (and a retry when it can help). */
export function LaunchGameScreen({ query, backPath }: { query: LaunchGameQuery | null; backPath: string }) {
  const actor = useLaunchGameActor(query);
  const launching = useSelector(actor, (snapshot) => snapshot.hasTag('launching'));
  const canRetry = useSelector(actor, (snapshot) => snapshot.hasTag('canRetry'));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const failureMessage = useFailureMessage();
  useNavigateWhenDone(actor, () => backPath);

  return (
    <main className="page page--centered">
      {launching ? (
        <p className="muted">
          <Spinner label={t`Opening the game…`} /> <Trans>Opening the game…</Trans>
        </p>
      ) : null}
      {failure ? (
        <>
          <p role="alert">{failureMessage(failure)}</p>
          <div className="launch-game__actions">
            {canRetry ? (
              <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'user.retry' })}>
                <Trans>Try again</Trans>
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => actor.send({ type: 'user.back' })}>
              <Trans>Go back</Trans>
            </button>
          </div>
        </>
      ) : null}
    </main>
  );
}
