import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../contract';
import type { GamePage } from '../../src/api/gamePages';
import { expectedGames } from '../../src/screens/games/gameList/GameResults';
import { gameItem } from './support/gamePlatform';

/** Pages by number (a missing number is a page not in yet). */
function pagesOf(sizes: Record<number, number>, totalPages: number): Map<number, GamePage> {
  return new Map(
    Object.entries(sizes).map(([number, size]) => [
      Number(number),
      {
        games: Array.from({ length: size }, (_, n): GameItem => gameItem({ nodeId: `${number}-${n}`, vassalage: 'PXS' })),
        pageNum: Number(number),
        totalPages,
      },
    ]),
  );
}

// Issue 35: the list is sized from page 1 whichever pages are in, so a jump to the end lands there;
// a failed page keeps its place (its rows show the retry).
describe('the games a list holds (the place the grid keeps from page 1 on)', () => {
  it('every page full until the last is in', () => {
    expect(expectedGames(pagesOf({ 1: 26 }, 3), 26)).toBe(78);
    expect(expectedGames(pagesOf({ 1: 26, 2: 26 }, 3), 26)).toBe(78);
  });

  it('the last page at its own length once it is in, even with pages before it missing', () => {
    expect(expectedGames(pagesOf({ 1: 26, 2: 26, 3: 10 }, 3), 26)).toBe(62);
    expect(expectedGames(pagesOf({ 1: 26, 15: 4 }, 15), 26)).toBe(14 * 26 + 4);
  });

  it('nothing before page 1; a one-page list its own length', () => {
    expect(expectedGames(pagesOf({ 2: 26 }, 3), 26)).toBe(0);
    expect(expectedGames(pagesOf({ 1: 7 }, 1), 26)).toBe(7);
  });
});
