import { z } from 'zod/mini';

/** `GET /dev/vitals`: per page and figure, how many the pages sent and their 75th percentile. */
export const vitalsSummarySchema = z.array(
  z.object({ page: z.string(), name: z.string(), count: z.number(), p75: z.number() }),
);
