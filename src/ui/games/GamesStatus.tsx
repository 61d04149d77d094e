import type { ReactNode } from 'react';
// The game list's page is styled from its route's stylesheets, which carry the tiles' rules
// through this module: without these two the server's markup draws its tiles at full width.
import './gameGrid.css';
import './gameTile.css';
import './gamesStatus.css';

/**
 * A list of games or vendors that has none, where no query of its own decides it (a centre's
 * category, a page of the game list); a part that reads one says it with QueryContent's `empty`.
 */
export function GamesEmpty({ children }: { children: ReactNode }) {
  return <p className="games-status muted">{children}</p>;
}
