import { Hono } from 'hono';
import { rateLimits } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { cspReportPath } from '../lib/browser-security';
import { invalidRequest } from '../lib/respond';
import { refuseControlCharacters } from '../lib/validate';
import { perClientLimit } from '../middleware/per-client-limit';
import { cspViolations } from '../schemas/csp-report';
import { recordCspViolations } from '../services/csp-reports';

const reportMediaTypes: ReadonlySet<string> = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

/** Where browsers report Content-Security-Policy violations of the front end (`report-uri`). */
export function cspReportRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>().post(cspReportPath, perClientLimit(ctx, rateLimits.cspReportsPerClient), async (c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!reportMediaTypes.has(mediaType)) return invalidRequest(c, 'body', 'Invalid body: expected a CSP report');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return invalidRequest(c, 'body', 'Invalid body: a CSP report is JSON');
    }
    const refused = refuseControlCharacters(c, body);
    if (refused) return refused;
    const violations = cspViolations(body);
    if (!violations) return invalidRequest(c, 'body', 'Invalid body: not a CSP report');
    await recordCspViolations(ctx.db, violations, ctx.now());
    return c.body(null, 204);
  });
}
