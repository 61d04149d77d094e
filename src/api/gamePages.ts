import { queryOptions } from '@tanstack/react-query';
import { favouritePageSize, gamePageSize, recentPageSize, type GameItem } from '../../contract';
import { isMemberList, listPageQuery, type GameListRequest } from '../../machines/support/gameListFilters';
import { fetchFavouriteIds, fetchFavourites, fetchRecentGames } from './endpoints/favourites';
import { fetchGameList, fetchHotGames } from './endpoints/games';
import { gameKeys } from './gameQueries';
import { memberKeys } from './memberQueries';

/**
 * The keys of the game lists' pages: a site list's pages under gameKeys.all, the member's
 * favourites and recent games under memberKeys.of(token).
 */
export const gamePageKeys = {
  site: (request: GameListRequest, language: string, merchantCode: string) => [...gameKeys.all, 'pages', request, language, merchantCode] as const,
  /** Every cached page of the member's lists, whatever the list. */
  member: (token: string | null) => [...memberKeys.all, token, 'gamePages'] as const,
  /** Every cached page of a member's favourites, whatever its filters (for the optimistic changes). */
  favourites: (token: string) => [...gamePageKeys.member(token), 'fav'] as const,
  memberList: (token: string | null, request: GameListRequest, language: string) =>
    [...gamePageKeys.member(token), request.source, request, language] as const,
  favouriteIds: (token: string) => [...memberKeys.of(token), 'favouriteIds'] as const,
};

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
  return isMemberList(request) ? gamePageKeys.memberList(token, request, language) : gamePageKeys.site(request, language, merchantCode);
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
    queryKey: gamePageKeys.favouriteIds(token),
    queryFn: async () => new Set(await fetchFavouriteIds()),
    staleTime: 60_000,
  });
