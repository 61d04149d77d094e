import { Hono } from 'hono';
import { contentListSchema, downloadLinkListSchema, hotMatchListSchema, winnerListSchema } from '../../contract';
import { demoSiteCode } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { ok } from '../lib/respond';
import { jsonBody } from '../lib/validate';
import { devContentBodySchemas, devContentPath } from '../schemas/dev-content';
import { announcements, banners, hotMatches, winners } from '../services/content';
import { getSiteSettings, saveSiteSettings } from '../services/sites';

/** `PUT /dev/content/<kind>`: replaces that list of the demo site and answers it as stored. */
export function devContentRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .put(devContentPath('banners'), jsonBody(devContentBodySchemas.banners), async (c) =>
      ok(c, contentListSchema, await banners.replace(ctx.db, demoSiteCode, c.req.valid('json'), ctx.now())),
    )
    .put(devContentPath('announcements'), jsonBody(devContentBodySchemas.announcements), async (c) =>
      ok(c, contentListSchema, await announcements.replace(ctx.db, demoSiteCode, c.req.valid('json'), ctx.now())),
    )
    .put(devContentPath('hotMatches'), jsonBody(devContentBodySchemas.hotMatches), async (c) =>
      ok(c, hotMatchListSchema, await hotMatches.replace(ctx.db, demoSiteCode, c.req.valid('json'), ctx.now())),
    )
    .put(devContentPath('winners'), jsonBody(devContentBodySchemas.winners), async (c) =>
      ok(c, winnerListSchema, await winners.replace(ctx.db, demoSiteCode, c.req.valid('json'), ctx.now())),
    )
    .put(devContentPath('downloadLinks'), jsonBody(devContentBodySchemas.downloadLinks), async (c) => {
      // The download links are the start-up `resources`: one list, read by both calls.
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      const resources = c.req.valid('json');
      await saveSiteSettings(ctx.db, demoSiteCode, { ...settings, resources }, ctx.now());
      return ok(c, downloadLinkListSchema, resources);
    });
}
