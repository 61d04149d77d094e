import { Trans, useLingui } from '@lingui/react/macro';
import { useStartupActor } from '../../app/hooks';
import { StatusPage } from './StatusPage';

export function RegionRestrictedScreen() {
  const startup = useStartupActor();
  const { t } = useLingui();
  return (
    <StatusPage icon="🌐" title={t`Access restricted in your region`}>
      <p className="muted">
        <Trans>This service is not available from your location or network.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => startup.send({ type: 'user.retry' })}>
        <Trans>Try again</Trans>
      </button>
    </StatusPage>
  );
}
