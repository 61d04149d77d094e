import { Trans, useLingui } from '@lingui/react/macro';
import { useStartupActor } from '../../app/hooks';
import { StatusPage } from './StatusPage';

export function StartupFailedScreen() {
  const startup = useStartupActor();
  const { t } = useLingui();
  return (
    <StatusPage icon="⚠" title={t`Loading failed, click to retry`}>
      <button type="button" className="button button--primary" onClick={() => startup.send({ type: 'user.retry' })}>
        <Trans>Retry</Trans>
      </button>
    </StatusPage>
  );
}
