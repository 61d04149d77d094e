import type { GameItem } from '../../../contract';
import { GameTile } from './GameTile';
import type { GameIconSize } from './gameIcon';
import './gameGrid.css';

/** Games as a grid of tiles, in the order given. */
export function GameGrid({ games, back, size }: { games: readonly GameItem[]; back: string; size?: GameIconSize }) {
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile game={game} back={back} size={size} />
        </li>
      ))}
    </ul>
  );
}
