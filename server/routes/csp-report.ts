import { Hono } from 'hono';
import { rateLimits } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { cspReportPath } from '../lib/browser-security';
import { clientKey } from '../lib/client-key';
import { invalidRequest, rateLimited } from '../lib/respond';
import { refuseControlCharacters } from '../lib/validate';
import { cspViolations } from '../schemas/csp-report';
import { recordCspViolations } from '../services/csp-reports';
import { record, retryAfter } from '../services/rate-limits';

const reportMediaTypes: ReadonlySet<string> = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

/** Where browsers report Content-Security-Policy violations of the front end (`report-uri`). */
export function cspReportRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>().post(cspReportPath, async (c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!reportMediaTypes.has(mediaType)) return invalidRequest(c, 'body', 'Invalid body: expected a CSP report');
    const now = ctx.now();
    const client = clientKey(c);
    const wait = await retryAfter(ctx.db, rateLimits.cspReportsPerClient, client, now);
    if (wait !== null) return rateLimited(c, wait);
    await record(ctx.db, rateLimits.cspReportsPerClient, client, now);
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
    await recordCspViolations(ctx.db, violations, now);
    return c.body(null, 204);
  });
}
