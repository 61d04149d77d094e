import { z } from 'zod/mini';

/**
 * Real-user figures of the page (issue 14): what `web-vitals` measured in a player's browser, sent
 * by the page when it is hidden (`POST /wps/system/vitals`, a beacon). Milliseconds, except CLS
 * (a score). The page is a path without its query, so nothing of a search or a token travels.
 */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

export const vitalSchema = z.object({
  name: z.enum(vitalNames),
  value: z.number().check(z.gte(0), z.lte(3_600_000)),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  page: z.string().check(z.maxLength(200), z.regex(/^\/[\w\-./]*$/)),
  navigationType: z.enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation']),
});
export type Vital = z.infer<typeof vitalSchema>;

/** One beacon: the figures the page gathered since its last one. */
export const vitalsReportSchema = z.object({ vitals: z.array(vitalSchema).check(z.minLength(1), z.maxLength(20)) });
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
