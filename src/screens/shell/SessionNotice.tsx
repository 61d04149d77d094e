import { Trans, useLingui } from '@lingui/react/macro';
import { useAuthActor, useAuthNotice } from '../../app/hooks';

/** Shown after any call finds the session gone (accounts §8). */
export function SessionNotice() {
  const auth = useAuthActor();
  const notice = useAuthNotice();
  const { t } = useLingui();
  if (notice !== 'sessionExpired') return null;
  return (
    <div className="notice" role="alert">
      <span>
        <Trans>The account has been logged out, please log in again</Trans>
      </span>
      <button type="button" className="icon-button" aria-label={t`Dismiss`} onClick={() => auth.send({ type: 'user.dismiss' })}>
        ×
      </button>
    </div>
  );
}
