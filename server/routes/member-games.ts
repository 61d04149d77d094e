import { Hono } from 'hono';
import {
  apiPaths,
  errorCodes,
  favouriteChangeSchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteListResponseSchema,
  favouriteStateSchema,
  recentAddQuerySchema,
  recentAddResponseSchema,
  recentListQuerySchema,
  recentListResponseSchema,
} from '../../contract';
import type { AppEnv, PlatformContext } from '../context';
import { fail, ok } from '../lib/respond';
import { jsonBody, queryParams } from '../lib/validate';
import { requireSession } from '../middleware/auth';
import { addFavourite, addRecentGame, favouriteIds, listFavourites, listRecentGames, removeFavourite } from '../services/member-games';

const unavailable = 'This game is not available';

/** A member's favourites and recent games (shell-and-content §4, §5, §7): every call needs a session. */
export function memberGameRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(apiPaths.favouriteGames, requireSession(ctx), queryParams(favouriteListQuerySchema), async (c) =>
      ok(c, favouriteListResponseSchema, await listFavourites(ctx.db, c.get('session').memberId, c.req.valid('query'))),
    )
    .post(apiPaths.favouriteGames, requireSession(ctx), jsonBody(favouriteChangeSchema), async (c) => {
      const change = c.req.valid('json');
      if (!(await addFavourite(ctx.db, c.get('session').memberId, change, ctx.now()))) {
        return fail(c, 404, errorCodes.gameUnavailable, unavailable);
      }
      return ok(c, favouriteStateSchema, { nodeId: change.nodeId, favourite: true });
    })
    .delete(apiPaths.favouriteGames, requireSession(ctx), queryParams(favouriteChangeSchema), async (c) => {
      const change = c.req.valid('query');
      if (!(await removeFavourite(ctx.db, c.get('session').memberId, change))) {
        return fail(c, 404, errorCodes.gameUnavailable, unavailable);
      }
      return ok(c, favouriteStateSchema, { nodeId: change.nodeId, favourite: false });
    })
    .get(apiPaths.favouriteIds, requireSession(ctx), async (c) =>
      ok(c, favouriteIdsSchema, await favouriteIds(ctx.db, c.get('session').memberId)),
    )
    .get(apiPaths.recentGames, requireSession(ctx), queryParams(recentListQuerySchema), async (c) =>
      ok(c, recentListResponseSchema, await listRecentGames(ctx.db, c.get('session').memberId, c.req.valid('query'))),
    )
    .get(apiPaths.addRecentGame, requireSession(ctx), queryParams(recentAddQuerySchema), async (c) => {
      const change = c.req.valid('query');
      if (!(await addRecentGame(ctx.db, c.get('session').memberId, change, ctx.now()))) {
        return fail(c, 404, errorCodes.gameUnavailable, unavailable);
      }
      return ok(c, recentAddResponseSchema, { nodeId: change.nodeId });
    });
}
