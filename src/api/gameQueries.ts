import { queryOptions } from '@tanstack/react-query';
import type { GameListQuery, PrizeMode } from '../../contract';
import { fetchGameList, fetchGameMenus, fetchGameTypes, fetchHotGames, fetchLotteries, fetchVendorInfo, fetchVendors } from './endpoints/games';

/* The games, vendors and lotteries (shell-and-content §2, §4): the same for every visitor of a site. */

export const gameKeys = {
  all: ['games'] as const,
  types: (merchantCode: string) => [...gameKeys.all, 'types', merchantCode] as const,
  vendorInfo: (language: string, merchantCode: string) => [...gameKeys.all, 'vendorInfo', language, merchantCode] as const,
  vendors: (merchantCode: string) => [...gameKeys.all, 'vendors', merchantCode] as const,
  hot: (language: string, merchantCode: string) => [...gameKeys.all, 'hot', language, merchantCode] as const,
  list: (query: GameListQuery) => [...gameKeys.all, 'list', query] as const,
  lotteries: (prizeMode: PrizeMode, language: string) => [...gameKeys.all, 'lotteries', prizeMode, language] as const,
  menus: (language: string, merchantCode: string) => [...gameKeys.all, 'menus', language, merchantCode] as const,
};

/** The site's category order, vendor mapping and hot games: reloaded when the language changes. */
export const gameTypesQuery = (merchantCode: string) =>
  queryOptions({ queryKey: gameKeys.types(merchantCode), queryFn: () => fetchGameTypes(merchantCode), staleTime: 5 * 60_000 });

export const vendorInfoQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: gameKeys.vendorInfo(language, merchantCode),
    queryFn: () => fetchVendorInfo(language, merchantCode),
    staleTime: 5 * 60_000,
  });

export const vendorsQuery = (merchantCode: string) =>
  queryOptions({ queryKey: gameKeys.vendors(merchantCode), queryFn: () => fetchVendors(merchantCode), staleTime: 5 * 60_000 });

export const hotGamesQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: gameKeys.hot(language, merchantCode),
    queryFn: () => fetchHotGames(language, merchantCode),
    staleTime: 60_000,
  });

/** One page of a game list; the key is the whole query, so a filter change is a new list. */
export const gameListQuery = (query: GameListQuery) =>
  queryOptions({ queryKey: gameKeys.list(query), queryFn: () => fetchGameList(query), staleTime: 60_000 });

/** The lotteries of a prize mode (shell-and-content §4), in the language they are named in. */
export const lotteriesQuery = (prizeMode: PrizeMode, language: string) =>
  queryOptions({
    queryKey: gameKeys.lotteries(prizeMode, language),
    queryFn: () => fetchLotteries(prizeMode, language),
    staleTime: 60_000,
  });

/** The game menus: each category's vendors with their game counts and classes. */
export const gameMenusQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: gameKeys.menus(language, merchantCode),
    queryFn: () => fetchGameMenus(language, merchantCode),
    staleTime: 5 * 60_000,
  });
