import { Trans } from '@lingui/react/macro';
import type { Vendor, VendorEntry } from '../../../contract';
import { GamesEmpty } from '../../ui/games/GamesStatus';
import { VendorTile } from '../../ui/games/VendorTile';
import { vendorDestination } from '../home/popularTabs';
import '../../ui/games/gameGrid.css';

type Props = {
  entries: readonly VendorEntry[];
  /** The vendors' logos, once they have come; until then (or if they fail) the tiles keep a blank frame. */
  logos: readonly Vendor[] | undefined;
  /** The page a launched lobby leads back to. */
  back: string;
};

/**
 * A category's vendors, each leading where home's tile does (its lobby, or its game list). The
 * names come with the categories, so the tiles show at once; a logo is decoration and fills its
 * fixed frame when it comes (a logo that cannot come is only logged, shell-and-content §8).
 */
export function CentreVendors({ entries, logos, back }: Props) {
  if (entries.length === 0) {
    return (
      <GamesEmpty>
        <Trans>No games here yet</Trans>
      </GamesEmpty>
    );
  }
  return (
    <ul className="vendor-grid">
      {entries.map((entry) => (
        <li key={`${entry.gameType}-${entry.vassalage}`}>
          <VendorTile
            name={entry.accountTypeName}
            icon={logos?.find((vendor) => vendor.vassalage === entry.vassalage)?.mobileSmallIcon ?? null}
            destination={vendorDestination(entry)}
            back={back}
          />
        </li>
      ))}
    </ul>
  );
}
