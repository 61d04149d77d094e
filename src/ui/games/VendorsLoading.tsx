import { Trans } from '@lingui/react/macro';
import './gameGrid.css';
import './gameTile.css';
import './gamesStatus.css';

/** While vendors whose number is known load: blank tiles of their size, so nothing moves after. */
export function VendorsLoading({ count }: { count: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">
        <Trans>Loading</Trans>
      </span>
      <ul className="vendor-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="vendor-tile">
            <span className="vendor-tile__image tile-image games-shimmer" />
            <span className="vendor-tile__name" />
          </li>
        ))}
      </ul>
    </div>
  );
}
