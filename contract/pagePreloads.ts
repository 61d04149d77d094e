import { z } from 'zod/mini';

/**
 * A page's own code, for the front-end server to link in the page (issue 14): the build writes,
 * for each route with a split component, its path and the files that component imports
 * (scripts/pagePreloads.ts); the server links those the page does not link already
 * (server/lib/page-preloads.ts), so they download with the app instead of after it has run.
 */
export const pagePreloadsFileName = 'page-preloads.json';

/** Path → the page's files as the page links them (`/assets/…`), scripts and stylesheets. */
export const pagePreloadsSchema = z.record(z.string(), z.array(z.string()));
export type PagePreloads = z.infer<typeof pagePreloadsSchema>;
