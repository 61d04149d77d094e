import {
  apiPaths,
  gameListResponseSchema,
  gameTypeListSchema,
  hotGameListSchema,
  launchGameResponseSchema,
  vendorInfoSchema,
  vendorListSchema,
  type GameCategory,
  type GameListQuery,
  type LaunchGameQuery,
  lotteryListSchema,
  gameMenusSchema,
  type PrizeMode,
} from '../../../contract';
import { callPlatform } from '../client';

/** The site's categories in its order (vendor game type, typeId 1). */
export function fetchGameTypes(merchantCode: string) {
  return callPlatform(apiPaths.vendorGameTypes, gameTypeListSchema, { query: { typeId: 1, merchant_code: merchantCode } });
}

export function fetchVendorInfo(language: string, merchantCode: string) {
  return callPlatform(apiPaths.vendorInfo, vendorInfoSchema, { query: { language, merchantCode } });
}

export function fetchVendors(merchantCode: string) {
  return callPlatform(apiPaths.vassalages, vendorListSchema, { query: { merchant_code: merchantCode } });
}

/** Hot games (isPlatform 2, platform html5), optionally of one category. */
export function fetchHotGames(language: string, merchantCode: string, gameType?: GameCategory) {
  return callPlatform(apiPaths.hotGames, hotGameListSchema, {
    query: { isPlatform: 2, platform: 'html5', language, merchantCode, gameType },
  });
}

export function fetchGameList(query: GameListQuery) {
  return callPlatform(apiPaths.gameList, gameListResponseSchema, { query: { platform: 'html5', clientType: '2', ...query } });
}

/** The launch URL of a game; the caller opens it in place of the app. */
export function launchGame(query: LaunchGameQuery) {
  return callPlatform(apiPaths.launchGame, launchGameResponseSchema, { query });
}

/** The lotteries of a prize mode (§7 lottery list: prizeMode), in the platform's order. */
export function fetchLotteries(prizeMode: PrizeMode, language: string) {
  return callPlatform(apiPaths.lotteryList, lotteryListSchema, { query: { prizeMode, language } });
}

/** Every category in the site's order with its vendors and game classes (§7 game menus). */
export function fetchGameMenus(language: string, merchantCode: string) {
  return callPlatform(apiPaths.gameMenus, gameMenusSchema, { query: { language, merchantCode } });
}
