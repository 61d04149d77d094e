import {
  defaultClassify,
  normalizeFilters,
  type GameListFilters,
} from '../../../../machines/support/gameListFilters';
import type { GameListSearch } from '../../../routes/m/-search';

/**
 * The game list's filters and tab live in the address (validated search params), so back, forward,
 * reload and a shared link show the same list. Defaults are left out, keeping links short.
 */
export function filtersOfSearch(search: GameListSearch): GameListFilters {
  return normalizeFilters({
    gameType: search.gameType ?? null,
    tab: search.tab,
    classify: search.classify,
    vassalage: search.vassalage ?? null,
    minBet: search.minBet ?? null,
    gameName: search.gameName,
  });
}

export function searchOfFilters(filters: GameListFilters): GameListSearch {
  const { gameType, tab, classify, vassalage, minBet, gameName } = filters;
  return {
    gameType: gameType ?? undefined,
    tab: tab === 'all' ? undefined : tab,
    classify: classify === defaultClassify(gameType, tab) ? undefined : classify,
    vassalage: vassalage ?? undefined,
    minBet: minBet ?? undefined,
    gameName: gameName === '' ? undefined : gameName,
  };
}
