import { Trans, useLingui } from '@lingui/react/macro';
import { startupActor } from '../../app/appActor';
import { StatusPage } from './StatusPage';

export function StartupFailedScreen() {
  const { t } = useLingui();
  return (
    <StatusPage icon="⚠" title={t`Loading failed, click to retry`}>
      <button type="button" className="button button--primary" onClick={() => startupActor.send({ type: 'user.retry' })}>
        <Trans>Retry</Trans>
      </button>
    </StatusPage>
  );
}
