import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../contract';
import type { GamePage, GamePages } from '../../src/api/gamePages';
import { expectedGames } from '../../src/screens/games/gameList/GameResults';
import { gameItem } from './support/gamePlatform';

function pagesOf(sizes: number[], totalPages: number): GamePages {
  const pages: GamePage[] = sizes.map((size, index) => ({
    games: Array.from({ length: size }, (_, n): GameItem => gameItem({ nodeId: `${index}-${n}`, vassalage: 'PXS' })),
    pageNum: index + 1,
    totalPages,
  }));
  return { pages, pageParams: pages.map(({ pageNum }) => pageNum) };
}

describe('the games a list will hold once every page is in (the place the grid keeps)', () => {
  it('the pages to come at the size of the first', () => {
    expect(expectedGames(pagesOf([26], 3), 26, 'idle')).toBe(78);
    expect(expectedGames(pagesOf([26, 26], 3), 52, 'loadingMore')).toBe(78);
  });

  it('only what is here once the last page is in, after a failed page, or before any', () => {
    expect(expectedGames(pagesOf([26, 26, 10], 3), 62, 'exhausted')).toBe(62);
    expect(expectedGames(pagesOf([26], 3), 26, 'pageFailed')).toBe(26);
    expect(expectedGames(undefined, 0, 'idle')).toBe(0);
    expect(expectedGames(pagesOf([7], 1), 7, 'idle')).toBe(7);
  });
});
