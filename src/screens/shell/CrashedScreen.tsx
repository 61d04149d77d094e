import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPage } from '../startup/StatusPage';

export function CrashedScreen() {
  const { t } = useLingui();
  return (
    <StatusPage icon="⚠" title={t`Unknown error`}>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </StatusPage>
  );
}
