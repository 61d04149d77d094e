import { Hono } from 'hono';
import {
  apiPaths,
  gameListQuerySchema,
  gameListResponseSchema,
  gameMenusQuerySchema,
  gameMenusSchema,
  gameTypeListSchema,
  hotGameListSchema,
  hotGameQuerySchema,
  lotteryListQuerySchema,
  lotteryListSchema,
  vassalageQuerySchema,
  vendorGameTypeQuerySchema,
  vendorInfoQuerySchema,
  vendorInfoSchema,
  vendorListSchema,
} from '../../contract';
import type { AppEnv, PlatformContext } from '../context';
import { ok } from '../lib/respond';
import { queryParams } from '../lib/validate';
import { gameMenus, hotGames, listGames, listVendors, siteGameTypes, vendorInfo } from '../services/games';
import { lotteryList } from '../services/lotteries';

/**
 * The game catalogue's calls (shell-and-content §7): open to guests. `language` and the merchant
 * are accepted and not used: names are not translated and every site has the same catalogue.
 */
export function gameRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(apiPaths.gameList, queryParams(gameListQuerySchema), async (c) =>
      ok(c, gameListResponseSchema, await listGames(ctx.db, c.req.valid('query'))),
    )
    .get(apiPaths.hotGames, queryParams(hotGameQuerySchema), async (c) =>
      ok(c, hotGameListSchema, await hotGames(ctx.db, c.req.valid('query').gameType)),
    )
    .get(apiPaths.vendorGameTypes, queryParams(vendorGameTypeQuerySchema), async (c) =>
      ok(c, gameTypeListSchema, await siteGameTypes(ctx.db)),
    )
    .get(apiPaths.vassalages, queryParams(vassalageQuerySchema), async (c) => ok(c, vendorListSchema, await listVendors(ctx.db)))
    .get(apiPaths.vendorInfo, queryParams(vendorInfoQuerySchema), async (c) => ok(c, vendorInfoSchema, await vendorInfo(ctx.db)))
    .get(apiPaths.lotteryList, queryParams(lotteryListQuerySchema), async (c) =>
      ok(c, lotteryListSchema, await lotteryList(ctx.db, c.req.valid('query').prizeMode)),
    )
    .get(apiPaths.gameMenus, queryParams(gameMenusQuerySchema), async (c) => ok(c, gameMenusSchema, await gameMenus(ctx.db)));
}
