import { z } from 'zod/mini';

/*
 * What browsers send to a CSP `report-uri`: the legacy `application/csp-report` body, or the
 * Reporting API's `application/reports+json` list. Only the fields worth keeping; lengths capped.
 */
const text = (max: number) => z.string().check(z.maxLength(max));
const url = text(2048);

const legacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': url,
    'effective-directive': z.optional(text(64)),
    'violated-directive': z.optional(text(256)),
    'blocked-uri': z.optional(url),
    'source-file': z.optional(url),
    'line-number': z.optional(z.number()),
    disposition: z.optional(text(16)),
  }),
});

const reportingApiSchema = z.array(
  z.object({
    type: text(64),
    body: z.object({
      documentURL: url,
      effectiveDirective: text(64),
      blockedURL: z.optional(url),
      sourceFile: z.optional(url),
      lineNumber: z.optional(z.number()),
      disposition: z.optional(text(16)),
    }),
  }),
).check(z.maxLength(20));

export interface CspViolation {
  documentUri: string;
  effectiveDirective: string;
  blockedUri: string;
  sourceFile: string | null;
  lineNumber: number | null;
  disposition: string;
}

/** The violations in a report body, or undefined when it is neither format. */
export function cspViolations(body: unknown): CspViolation[] | undefined {
  const legacy = legacyReportSchema.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        documentUri: report['document-uri'],
        // Older browsers name only the violated directive ("img-src 'self'").
        effectiveDirective: report['effective-directive'] ?? report['violated-directive']?.split(' ')[0] ?? 'unknown',
        blockedUri: report['blocked-uri'] ?? '',
        sourceFile: report['source-file'] ?? null,
        lineNumber: wholeLine(report['line-number']),
        disposition: report.disposition ?? 'enforce',
      },
    ];
  }
  const list = reportingApiSchema.safeParse(body);
  if (!list.success) return undefined;
  return list.data
    .filter((report) => report.type === 'csp-violation')
    .map(({ body: report }) => ({
      documentUri: report.documentURL,
      effectiveDirective: report.effectiveDirective,
      blockedUri: report.blockedURL ?? '',
      sourceFile: report.sourceFile ?? null,
      lineNumber: wholeLine(report.lineNumber),
      disposition: report.disposition ?? 'enforce',
    }));
}

function wholeLine(value: number | undefined): number | null {
  return value !== undefined && Number.isInteger(value) && value >= 0 && value < 2 ** 31 ? value : null;
}

/** `GET /dev/csp-reports`: the stored violations, newest first. */
export const cspReportListSchema = z.array(
  z.object({
    documentUri: z.string(),
    effectiveDirective: z.string(),
    blockedUri: z.string(),
    sourceFile: z.nullable(z.string()),
    lineNumber: z.nullable(z.number()),
    disposition: z.string(),
    receivedAt: z.number(),
  }),
);
