import { queryOptions } from '@tanstack/react-query';
import { favouritePageSize, gamePageSize, recentPageSize, type GameItem } from '../../contract';
import { isMemberList, listPageQuery, type GameListRequest } from '../../machines/support/gameListFilters';
import { fetchFavouriteIds, fetchFavourites, fetchRecentGames } from './endpoints/favourites';
import { fetchGameList, fetchHotGames } from './endpoints/games';

/** One page of any game list: the games, its number and how many pages there are. */
export type GamePage = { games: GameItem[]; pageNum: number; totalPages: number };

/**
 * The pages of a game list (shell-and-content §2 Game list; issue 35): what the gameList machine
 * asks for (`request`) in a language, one query per page number under the list's key
 * (`gameListKey`), so any page can be asked for by number and each is cached on its own; the
 * pagedList machine decides which and when. Favourites and recent games are the member's: their
 * keys sit under ['member', token] so signing out drops them.
 */
export function gamePageQuery(request: GameListRequest, pageNo: number, language: string, merchantCode: string, token: string | null) {
  return queryOptions({
    queryKey: [...gameListKey(request, language, merchantCode, token), pageNo] as const,
    queryFn: () => fetchGamePage(request, pageNo, language, merchantCode),
    staleTime: 60_000,
    // A page scrolled past stays while the list is open (a list is at most a few hundred games).
    gcTime: 30 * 60_000,
  });
}

/** The key every page of one list sits under. */
export function gameListKey(request: GameListRequest, language: string, merchantCode: string, token: string | null) {
  return isMemberList(request) ? memberGamePagesKey(token, request, language) : (['games', 'pages', request, language, merchantCode] as const);
}

/** How many games a full page of the list holds (the platform's page sizes); hot games are one page. */
export function gamePageSizeOf(request: GameListRequest): number | null {
  switch (request.source) {
    case 'list':
      return gamePageSize;
    case 'fav':
      return favouritePageSize;
    case 'recent':
      return recentPageSize;
    case 'hot':
      return null;
  }
}

/** Every cached page of a member's favourites, whatever its filters (for the optimistic changes). */
export const memberFavouritePagesKey = (token: string) => ['member', token, 'gamePages', 'fav'] as const;

function memberGamePagesKey(token: string | null, request: GameListRequest, language: string) {
  return ['member', token, 'gamePages', request.source, request, language] as const;
}

async function fetchGamePage(request: GameListRequest, pageNo: number, language: string, merchantCode: string): Promise<GamePage> {
  switch (request.source) {
    case 'list':
      return fetchGameList(listPageQuery(request, pageNo, language, merchantCode));
    case 'fav': {
      const { content, pageNum, totalPages } = await fetchFavourites({ ...request, pageNo, language });
      return { games: content, pageNum, totalPages };
    }
    case 'recent': {
      const { content, pageNum, totalPages } = await fetchRecentGames({ gameType: request.gameType, pageNo, language });
      return { games: content, pageNum, totalPages };
    }
    case 'hot': {
      // Hot games are one short list, not paged.
      const games = await fetchHotGames(language, merchantCode, request.gameType);
      return { games, pageNum: 1, totalPages: 1 };
    }
  }
}

/** The node ids of the member's favourites, which every tile's toggle reads. */
export const favouriteIdsQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', token, 'favouriteIds'],
    queryFn: async () => new Set(await fetchFavouriteIds()),
    staleTime: 60_000,
  });
