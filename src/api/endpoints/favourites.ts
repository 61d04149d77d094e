import {
  apiPaths,
  favouriteIdsSchema,
  favouriteListResponseSchema,
  favouritePageSize,
  favouriteStateSchema,
  recentListResponseSchema,
  recentPageSize,
  type FavouriteChange,
  type GameCategory,
} from '../../../contract';
import { callPlatform } from '../client';

/* A member's favourites and recent games (shell-and-content §3, §4, §7): every call needs a session. */

type MemberListQuery = { pageNo: number; gameType?: GameCategory; vassalage?: string; language: string };

export function fetchFavourites({ pageNo, gameType, vassalage, language }: MemberListQuery) {
  return callPlatform(apiPaths.favouriteGames, favouriteListResponseSchema, {
    query: { pageNo, pageSize: favouritePageSize, gameType, vassalage, language },
  });
}

/** The node ids of all the member's favourites: what the tiles' toggles show. */
export function fetchFavouriteIds() {
  return callPlatform(apiPaths.favouriteIds, favouriteIdsSchema);
}

export function addFavourite(change: FavouriteChange) {
  return callPlatform(apiPaths.favouriteGames, favouriteStateSchema, { method: 'POST', body: change });
}

export function removeFavourite(change: FavouriteChange) {
  return callPlatform(apiPaths.favouriteGames, favouriteStateSchema, { method: 'DELETE', query: change });
}

export function fetchRecentGames({ pageNo, gameType, language }: Omit<MemberListQuery, 'vassalage'>) {
  return callPlatform(apiPaths.recentGames, recentListResponseSchema, {
    query: { page: pageNo, pageSize: recentPageSize, gameType, language, clientType: '2' },
  });
}
