import { Trans, useLingui } from '@lingui/react/macro';
import { useStartupActor } from '../../app/hooks';
import { StatusPage } from './StatusPage';

export function MaintenanceScreen() {
  const startup = useStartupActor();
  const { t } = useLingui();
  return (
    <StatusPage icon="🛠" title={t`The platform is under maintenance`}>
      <p className="muted">
        <Trans>System upgrading, please try again later</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => startup.send({ type: 'user.retry' })}>
        <Trans>Try again</Trans>
      </button>
    </StatusPage>
  );
}
