import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPage } from '../startup/StatusPage';

/** Any route that fails to load or render offers a retry rather than a blank page. */
export function RouteErrorScreen({ reset }: { reset: () => void }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <StatusPage icon="⚠" title={t`Loading failed, click to retry`}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <Trans>Retry</Trans>
      </button>
    </StatusPage>
  );
}
