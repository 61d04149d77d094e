import type { MouseEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsSignedIn, useStartupInfo } from '../../app/hooks';
import { safeHref } from '../../ui/download/links';
import { RetryButton } from '../../ui/QueryContent';
import { allowedTiles } from './tileList';
import { ServiceIcon } from './icons';
import { UnreadBadge } from './UnreadBadge';

/**
 * The navigation tiles the merchant menu whitelist allows, then online service, which always shows
 * (accounts §2). A tap does nothing unless a session exists. The message tile carries the unread
 * count; if that count failed, its retry sits under the tiles (a button cannot sit in a link).
 */
export function AgentTiles({ unreadMail }: { unreadMail: UseQueryResult<number> }) {
  const { i18n } = useLingui();
  const { agentMenuWhitelist, customerService } = useStartupInfo();
  const signedIn = useIsSignedIn();
  const onlyWithSession = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn) event.preventDefault();
  };
  const tiles = allowedTiles(agentMenuWhitelist);
  const serviceHref = safeHref(customerService.onlineServiceUrl);
  return (
    <nav className="agenthome__tiles-box" aria-labelledby="agenthome-tiles">
      <h2 id="agenthome-tiles" className="visually-hidden">
        <Trans>Agent tools</Trans>
      </h2>
      <ul className="agenthome__tiles">
        {tiles.map((tile) => (
          <li key={tile.item}>
            <Link to={tile.to} search={tile.search} className="agenthome__tile" onClick={onlyWithSession}>
              <span className="agenthome__tile-icon">{tile.icon}</span>
              <span className="agenthome__tile-label">{i18n._(tile.label)}</span>
              {tile.item === 'MESSAGES' && (
                <>
                  {' '}
                  <UnreadBadge count={unreadMail.data} />
                </>
              )}
            </Link>
          </li>
        ))}
        <li>
          {serviceHref === null ? (
            <Link to="/m/service" className="agenthome__tile" onClick={onlyWithSession}>
              <ServiceTileContent />
            </Link>
          ) : (
            <a href={serviceHref} target="_blank" rel="noopener" className="agenthome__tile" onClick={onlyWithSession}>
              <ServiceTileContent />
              <span className="visually-hidden">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          )}
        </li>
      </ul>
      {tiles.some((tile) => tile.item === 'MESSAGES') && unreadMail.isError && !unreadMail.isFetching && (
        <p className="agenthome__section-failure">
          <Trans>Unread messages</Trans> <RetryButton onRetry={() => void unreadMail.refetch()} />
        </p>
      )}
    </nav>
  );
}

function ServiceTileContent() {
  return (
    <>
      <span className="agenthome__tile-icon">
        <ServiceIcon />
      </span>
      <span className="agenthome__tile-label">
        <Trans>Online service</Trans>
      </span>
    </>
  );
}
