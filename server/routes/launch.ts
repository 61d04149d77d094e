import { Hono } from 'hono';
import { z } from 'zod/mini';
import {
  apiPaths,
  errorCodes,
  gameLaunchQuerySchema,
  launchGameResponseSchema,
  lotteryLaunchQuerySchema,
  type LaunchGameQuery,
} from '../../contract';
import type { AppEnv, PlatformContext } from '../context';
import { demoGameEndedPage, demoGamePage, demoGameStylesheet, demoGameStylesheetPath } from '../demo-game/page';
import { fail, featureDisabled, ok } from '../lib/respond';
import { queryParamsOf } from '../lib/validate';
import { requireSession } from '../middleware/auth';
import { demoGamePagePath, launchGame, openGameWithTicket } from '../services/launch';

/** A lottery launch says `playType` (contract `launchGameQuerySchema`); one game or lobby does not. */
const launchQuery = queryParamsOf((query) => 'playType' in query, lotteryLaunchQuerySchema, gameLaunchQuerySchema);

const ticketQuerySchema = z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Game launch (shell-and-content §7) and the demo game page it opens. */
export function launchRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(apiPaths.launchGame, requireSession(ctx), launchQuery, async (c) => {
      const query: LaunchGameQuery = c.req.valid('query');
      const outcome = await launchGame(ctx, c.get('session'), query);
      switch (outcome.kind) {
        case 'launched':
          return ok(c, launchGameResponseSchema, { url: outcome.url });
        case 'unavailable':
          return fail(c, 404, errorCodes.gameUnavailable, 'This game is not available');
        case 'blocked':
          return featureDisabled(c);
      }
    })
    .get(demoGamePagePath, async (c) => {
      // The ticket is a credential: the page must not pass its address on to anything it links to.
      c.header('Referrer-Policy', 'no-referrer');
      const query = ticketQuerySchema.safeParse(c.req.query());
      const game = query.success ? await openGameWithTicket(ctx, query.data.ticket) : null;
      return game ? c.html(demoGamePage(game)) : c.html(demoGameEndedPage('/m/home'), 410);
    })
    .get(demoGameStylesheetPath, (c) => c.body(demoGameStylesheet, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
}
