import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPage } from '../startup/StatusPage';
import { isChunkLoadError } from '../../app/chunkLoadError';

/**
 * Any route that fails to load or render offers a retry rather than a blank page. A screen whose
 * code did not arrive can only be fetched again by a new document (the browser remembers the
 * failed module), so its retry reloads the page, unless the device is offline, where a reload
 * would land on the browser's own error page: then the retry tries again in place.
 */
export function RouteErrorScreen({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useLingui();
  const router = useRouter();
  const retry = () => {
    if (isChunkLoadError(error) && navigator.onLine) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <StatusPage icon="⚠" title={t`Loading failed, click to retry`}>
      <button type="button" className="button button--primary" onClick={retry}>
        <Trans>Retry</Trans>
      </button>
    </StatusPage>
  );
}
