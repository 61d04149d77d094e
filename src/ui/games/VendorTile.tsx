import { Link } from '@tanstack/react-router';
import { useImageUrl } from '../../app/hooks';
import { vendorLobbySearch, type VendorDestination } from './launchSearch';
import { TileImage } from './TileImage';
import './gameTile.css';

type Props = {
  name: string;
  /** The vendor's logo (a contract image path), or null while it has none. */
  icon: string | null;
  destination: VendorDestination;
  /** Where a launched lobby's way out leads: the page the tile is on. */
  back: string;
};

/** A vendor: its logo and name; a tap opens its lobby or its game list. */
export function VendorTile({ name, icon, destination, back }: Props) {
  const imageUrl = useImageUrl();
  const picture = <TileImage src={icon === null ? null : imageUrl(icon)} className="vendor-tile__image" width={240} height={120} />;
  const label = <span className="vendor-tile__name">{name}</span>;
  return destination.kind === 'lobby' ? (
    <Link to="/m/launchGame" search={vendorLobbySearch(destination.vendor, back)} className="vendor-tile">
      {picture}
      {label}
    </Link>
  ) : (
    <Link to="/m/gameList" search={{ gameType: destination.gameType, vassalage: destination.vassalage }} className="vendor-tile">
      {picture}
      {label}
    </Link>
  );
}
