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
