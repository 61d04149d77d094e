import { Trans, useLingui } from '@lingui/react/macro';
import { useBalanceView } from './balance';

/** A failed balance refresh, said where the user asked for it; it closes itself after 1.5 s. */
export function BalanceNotice() {
  const { t } = useLingui();
  const { actor, refreshFailed } = useBalanceView();
  if (!refreshFailed) return null;
  return (
    <div className="notice app-header__notice" role="alert">
      <span>
        <Trans>The balance could not be refreshed</Trans>
      </span>
      <button type="button" className="icon-button" aria-label={t`Dismiss`} onClick={() => actor.send({ type: 'user.dismiss' })}>
        ×
      </button>
    </div>
  );
}
