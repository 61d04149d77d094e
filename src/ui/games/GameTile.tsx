import { Link } from '@tanstack/react-router';
import type { GameItem } from '../../../contract';
import { useImageUrl } from '../../app/hooks';
import { gameIconPath, gameTitle, type GameIconSize } from './gameIcon';
import { gameLaunchSearch } from './launchSearch';
import { TileImage } from './TileImage';
import './gameTile.css';

type Props = {
  game: GameItem;
  /** Where the game's way out leads: the page the tile is on. */
  back: string;
  size?: GameIconSize;
};

/** A game: its picture and name; a tap launches it (a guest logs in first and comes back to it). */
export function GameTile({ game, back, size = 'small' }: Props) {
  const imageUrl = useImageUrl();
  const icon = gameIconPath(game, size);
  return (
    <Link to="/m/launchGame" search={gameLaunchSearch(game, back)} className="game-tile">
      <TileImage src={icon === null ? null : imageUrl(icon)} className="game-tile__image" width={300} height={300} />
      <span className="game-tile__name">{gameTitle(game)}</span>
    </Link>
  );
}
