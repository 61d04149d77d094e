import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cspReports } from '../../server/db/schema';
import { cspReportPath } from '../../server/lib/browser-security';
import { cspReportListSchema } from '../../server/schemas/csp-report';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { recordCspViolations, storedCspReportsMax } from '../../server/services/csp-reports';
import { expectFailure, expectSuccess } from './support/envelope';
import { usePlatform } from './support/platform';

const platform = usePlatform({}, { resetEachTest: true });

const legacyReport = {
  'csp-report': {
    'document-uri': 'http://localhost:4173/m/home',
    'violated-directive': "script-src-elem 'self'",
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'http://localhost:4173/m/home',
    'line-number': 12,
    disposition: 'enforce',
  },
};

function report(body: unknown, contentType = 'application/csp-report', from = '203.0.113.5') {
  return platform.app.request(cspReportPath, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored() {
  return expectSuccess(await platform.app.request(devControlPaths.cspReports), cspReportListSchema);
}

describe('CSP violation reports', () => {
  it('keeps what a browser reports, in the legacy and the Reporting API formats, newest first', async () => {
    expect((await report(legacyReport)).status).toBe(204);
    const reportingApi = [
      { type: 'csp-violation', body: { documentURL: 'http://localhost:4173/m/login', effectiveDirective: 'img-src', blockedURL: 'https://tracker.example.com/p.gif', disposition: 'enforce' } },
      { type: 'deprecation', body: { documentURL: 'http://localhost:4173/m/login', effectiveDirective: 'x' } },
    ];
    expect((await report(reportingApi, 'application/reports+json')).status).toBe(204);

    expect(await stored()).toEqual([
      expect.objectContaining({ documentUri: 'http://localhost:4173/m/login', effectiveDirective: 'img-src', blockedUri: 'https://tracker.example.com/p.gif', sourceFile: null, lineNumber: null }),
      expect.objectContaining({ documentUri: 'http://localhost:4173/m/home', effectiveDirective: 'script-src-elem', blockedUri: 'inline', lineNumber: 12, disposition: 'enforce' }),
    ]);
  });

  it('refuses what is not a report, without storing anything', async () => {
    for (const [body, type] of [
      ['{"csp-report":', 'application/csp-report'],
      [{ hello: 'world' }, 'application/csp-report'],
      [legacyReport, 'text/plain'],
      [{ 'csp-report': { 'document-uri': 'x'.repeat(3000) } }, 'application/csp-report'],
      [{ 'csp-report': { 'document-uri': 'http://x/\u0000' } }, 'application/csp-report'],
    ] as const) {
      expect((await expectFailure(await report(body, type))).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(await stored()).toEqual([]);
  });

  it('takes 30 reports a minute from one client, then asks it to wait', async () => {
    for (let index = 0; index < 30; index += 1) expect((await report(legacyReport)).status).toBe(204);
    const limited = await expectFailure(await report(legacyReport));
    expect(limited.status).toBe(429);
    expect((await report(legacyReport, 'application/csp-report', '203.0.113.6')).status).toBe(204);
  });

  it(`keeps only the newest ${storedCspReportsMax}`, async () => {
    const violation = { documentUri: 'http://localhost/m/home', effectiveDirective: 'img-src', blockedUri: 'data', sourceFile: null, lineNumber: null, disposition: 'enforce' };
    await recordCspViolations(platform.db, Array.from({ length: storedCspReportsMax }, () => violation), new Date());
    await recordCspViolations(platform.db, [{ ...violation, blockedUri: 'the newest' }], new Date());
    const [row] = await platform.db.select({ rows: count() }).from(cspReports);
    expect(row?.rows).toBe(storedCspReportsMax);
    expect((await stored())[0]?.blockedUri).toBe('the newest');
  });
});
