import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AppUpdateActorRef } from '../../app/actorRefs';
import { useAppUpdateActor } from '../../app/hooks';
import './appUpdateNotice.css';

/**
 * "A new version is available" with Reload and Later, once a new version of the app took over its
 * installed copy (the app's `appUpdate` child). The status region is always in the page, so
 * screen readers announce the notice when it appears. Mount once in the shell.
 */
export function AppUpdateNotice() {
  const appUpdate = useAppUpdateActor();
  return (
    <div className="app-update-region" role="status" aria-live="polite">
      {appUpdate !== undefined && <Notice appUpdate={appUpdate} />}
    </div>
  );
}

function Notice({ appUpdate }: { appUpdate: AppUpdateActorRef }) {
  const ready = useSelector(appUpdate, (snapshot) => snapshot.hasTag('updateReady'));
  if (!ready) return null;
  return (
    <div className="app-update">
      <p className="app-update__text">
        <Trans>A new version is available.</Trans>
      </p>
      <button type="button" className="button" onClick={() => appUpdate.send({ type: 'user.dismiss' })}>
        <Trans>Later</Trans>
      </button>
      <button type="button" className="button button--primary" onClick={() => appUpdate.send({ type: 'user.reload' })}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
