import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { readNetworkState, subscribeNetworkState } from '../../platform/network';
import './networkBanner.css';

/**
 * 'No Internet' / 'Slow Connection' at the top of the page (shell-and-content §8). The status
 * region is always in the page, so screen readers announce the banner when it appears.
 * Mount once in the shell, above the header.
 */
export function NetworkBanner() {
  const state = useSyncExternalStore(subscribeNetworkState, readNetworkState, () => 'online');
  return (
    <div className="network-banner-region" role="status" aria-live="polite" aria-atomic="true">
      {state === 'offline' && (
        <p className="network-banner network-banner--offline">
          <span aria-hidden="true" className="network-banner__icon">⚠</span>
          <Trans>No Internet</Trans>
        </p>
      )}
      {state === 'slow' && (
        <p className="network-banner network-banner--slow">
          <span aria-hidden="true" className="network-banner__icon">◔</span>
          <Trans>Slow Connection</Trans>
        </p>
      )}
    </div>
  );
}
