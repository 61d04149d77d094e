import { useLingui } from '@lingui/react/macro';
import type { GameMenuVendor } from '../../../../contract';
import { useImageUrl } from '../../../app/hooks';
import { TileImage } from '../../../ui/games/TileImage';

type Props = { vendors: readonly GameMenuVendor[]; selected: string | null; onSelect: (vassalage: string | null) => void };

/**
 * The vendor carousel (shell-and-content §2, §9): groups of 4 with a gap of 5, swiped a group at a
 * time. Choosing a vendor shows only its games; choosing it again shows every vendor's.
 */
export function VendorStrip({ vendors, selected, onSelect }: Props) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  return (
    <ul className="vendor-strip" aria-label={t`Vendors`}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage} className="vendor-strip__item">
          <button
            type="button"
            className="vendor-strip__vendor"
            aria-pressed={vendor.vassalage === selected}
            onClick={() => onSelect(vendor.vassalage === selected ? null : vendor.vassalage)}
          >
            <TileImage src={imageUrl(vendor.mobileSmallIcon)} className="vendor-strip__logo" width={240} height={120} />
            <span className="vendor-strip__name">{vendor.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Four places, as many as the strip shows at a time. */
const placeholderPlaces = [0, 1, 2, 3];

/**
 * The strip's place while the vendors load: the same height, so their arrival moves nothing below
 * it (measured: the games that came first slid down 82 px, a layout shift of 0.07).
 */
export function VendorStripPlaceholder() {
  return (
    <ul className="vendor-strip" aria-hidden="true">
      {placeholderPlaces.map((place) => (
        <li key={place} className="vendor-strip__item">
          <span className="vendor-strip__vendor">
            <span className="vendor-strip__logo tile-image games-shimmer" />
            <span className="vendor-strip__name" />
          </span>
        </li>
      ))}
    </ul>
  );
}
