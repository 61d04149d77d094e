import type { ReactNode } from 'react';
import '../../ui/games/gameGrid.css';
import '../../ui/games/gameTile.css';
import './centres.css';

/**
 * Holds the place of `count` game tiles: an invisible grid of blank tiles sizes the frame, and
 * what it shows (a placeholder, a failure, the games) fills it, so nothing below moves when the
 * games come.
 */
export function GameTilesFrame({ count, children }: { count: number; children: ReactNode }) {
  return (
    <div className="centre-frame">
      <ul className="game-grid centre-frame__ghost" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="game-tile">
            <span className="game-tile__image tile-image" />
            <span className="game-tile__name" />
          </li>
        ))}
      </ul>
      <div className="centre-frame__content">{children}</div>
    </div>
  );
}
