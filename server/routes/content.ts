import { Hono } from 'hono';
import { z } from 'zod/mini';
import {
  apiPaths,
  contentListSchema,
  contentQuerySchema,
  contentTypes,
  downloadLinkListSchema,
  hotMatchListSchema,
  isAgentType,
  winnerListSchema,
} from '../../contract';
import { demoSiteCode } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { ok } from '../lib/respond';
import { queryParams } from '../lib/validate';
import { sessionIfAny } from '../middleware/auth';
import { hotMatches, listContent, winners } from '../services/content';
import { memberInfo } from '../services/members';
import { getSiteSettings } from '../services/sites';

const contentTypeListSchema = z.array(z.enum(contentTypes));

/** What home shows (shell-and-content §2, §7): open to guests, the same for every site's visitors. */
export function contentRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(apiPaths.content, queryParams(contentQuerySchema), async (c) => {
      const types = contentTypeListSchema.parse(c.req.valid('query').types.split(','));
      const session = await sessionIfAny(ctx, c.req.header('authorization'));
      const viewer = session ? await memberInfo(ctx.db, session.memberId) : undefined;
      const items = await listContent(ctx.db, demoSiteCode, types, viewer !== undefined && isAgentType(viewer.type));
      return ok(c, contentListSchema, items);
    })
    .get(apiPaths.hotMatches, async (c) => ok(c, hotMatchListSchema, await hotMatches.read(ctx.db, demoSiteCode)))
    .get(apiPaths.winners, async (c) => ok(c, winnerListSchema, await winners.read(ctx.db, demoSiteCode)))
    .get(apiPaths.downloadLinks, async (c) => {
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      return ok(c, downloadLinkListSchema, settings.resources);
    });
}
