import type { ReactNode } from 'react';
import './gamesStatus.css';

/**
 * A list of games or vendors that has none, where no query of its own decides it (a centre's
 * category, a page of the game list); a part that reads one says it with QueryContent's `empty`.
 */
export function GamesEmpty({ children }: { children: ReactNode }) {
  return <p className="games-status muted">{children}</p>;
}
