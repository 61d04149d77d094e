import { Trans, useLingui } from '@lingui/react/macro';
import { startupActor } from '../../app/appActor';
import { StatusPage } from './StatusPage';

export function MaintenanceScreen() {
  const { t } = useLingui();
  return (
    <StatusPage icon="🛠" title={t`The platform is under maintenance`}>
      <p className="muted">
        <Trans>System upgrading, please try again later</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => startupActor.send({ type: 'user.retry' })}>
        <Trans>Try again</Trans>
      </button>
    </StatusPage>
  );
}
