import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { GameItem } from '../../../contract';
import { useImageUrl } from '../../app/hooks';
import { heartPath } from '../icons/gameListIcons';
import { gameIconPath, gameTitle, type GameIconSize } from './gameIcon';
import { gameLaunchSearch } from './launchSearch';
import { LaunchLink } from './LaunchLink';
import { TileImage } from './TileImage';
import type { FavouriteToggle } from './useFavourites';
import './gameTile.css';

type Props = {
  game: GameItem;
  /** Where the game's way out leads: the page the tile is on. */
  back: string;
  size?: GameIconSize;
  /** The favourite toggle on the tile's corner (game lists); none on home. */
  favourites?: FavouriteToggle;
  /** In the list's first row: its picture is asked for at once and first (the page's largest paint). */
  priority?: boolean;
};

/**
 * A game: its picture and name; a tap launches it (a guest logs in first and comes back to it).
 * Memoized: a long list re-renders as it scrolls, and a tile whose game did not change need not.
 */
export const GameTile = memo(function GameTile({ game, back, size = 'small', favourites, priority = false }: Props) {
  const imageUrl = useImageUrl();
  const icon = gameIconPath(game, size);
  const picture = <TileImage src={icon === null ? null : imageUrl(icon)} className="game-tile__image" width={300} height={300} priority={priority} />;
  const launch = gameLaunchSearch(game, back);
  if (favourites === undefined) {
    return (
      <LaunchLink search={launch} className="game-tile">
        {picture}
        <span className="game-tile__name">{gameTitle(game)}</span>
      </LaunchLink>
    );
  }
  // The link covers the whole tile, its name at the bottom; the toggle is a button above it, not
  // inside it (a button in a link is neither valid nor reachable).
  return (
    <div className="game-tile game-tile--with-favourite">
      {picture}
      <span className="game-tile__name" aria-hidden="true" />
      <LaunchLink search={launch} className="game-tile__link">
        <span className="game-tile__name">{gameTitle(game)}</span>
      </LaunchLink>
      <FavouriteButton game={game} favourites={favourites} />
    </div>
  );
});

function FavouriteButton({ game, favourites }: { game: GameItem; favourites: FavouriteToggle }) {
  const { t } = useLingui();
  const on = favourites.isFavourite(game.nodeId);
  const title = gameTitle(game);
  return (
    <button
      type="button"
      className="game-tile__favourite"
      aria-pressed={on}
      aria-label={t`Favourite ${title}`}
      onClick={() => favourites.toggle(game)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d={heartPath}
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
