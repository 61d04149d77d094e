import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { GameItem } from '../../contract';
import { isMemberList, listPageQuery, type GameListRequest } from '../../machines/support/gameListFilters';
import { fetchFavouriteIds, fetchFavourites, fetchRecentGames } from './endpoints/favourites';
import { fetchGameList, fetchHotGames } from './endpoints/games';

/** One page of any game list: the games, its number and how many pages there are. */
export type GamePage = { games: GameItem[]; pageNum: number; totalPages: number };
export type GamePages = InfiniteData<GamePage>;

/**
 * The pages of a game list (shell-and-content §2 Game list): what the gameList machine asks for
 * (`request`) in a language. The query cache owns the pages; the machine owns which list and when
 * the next page is asked for. Favourites and recent games are the member's: their keys sit under
 * ['member', token] so signing out drops them.
 */
export function gamePagesQuery(request: GameListRequest, language: string, merchantCode: string, token: string | null) {
  return infiniteQueryOptions({
    queryKey: isMemberList(request) ? memberGamePagesKey(token, request, language) : ['games', 'pages', request, language, merchantCode],
    queryFn: ({ pageParam }) => fetchGamePage(request, pageParam, language, merchantCode),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  });
}

/** Every cached list of a member's favourites, whatever its filters (for the optimistic changes). */
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
