import { Hono } from 'hono';
import { apiPaths, vitalsReportSchema } from '../../contract';
import { rateLimits } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { jsonBody } from '../lib/validate';
import { perClientLimit } from '../middleware/per-client-limit';
import { recordVitals } from '../services/vitals';

/** `POST /wps/system/vitals`: the page's real-user figures (contract/vitals.ts), kept for `GET /dev/vitals`. */
export function vitalsRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>().post(
    apiPaths.vitals,
    perClientLimit(ctx, rateLimits.vitalsPerClient),
    jsonBody(vitalsReportSchema),
    async (c) => {
      await recordVitals(ctx.db, c.req.valid('json').vitals, ctx.now());
      return c.body(null, 204);
    },
  );
}
