import { z } from 'zod/mini';

/**
 * The shell of each page but home, for the front-end server to paint before any script (issue 14):
 * the build reads each page route's chrome (`staticData: page(…)`, src/app/pageChrome.ts) into
 * this file (scripts/pageShells.ts); the server draws that header, with its title in the language
 * the app will start in, and the footer's place, over the app until the app has drawn the page
 * (server/lib/page-shell.ts). Home has its own first paint (server/lib/first-paint.ts).
 */
export const pageShellsFileName = 'page-shells.json';

/**
 * The shell's header (`back`, or the page's own, `hidden`), its title as the route's source message
 * (the English text the catalogs translate), and whether the footer shows.
 */
export const pageShellSchema = z.object({ header: z.enum(['back', 'hidden']), title: z.string(), footer: z.boolean() });
export type PageShell = z.infer<typeof pageShellSchema>;

/** Path → the page's shell. */
export const pageShellsSchema = z.record(z.string(), pageShellSchema);
export type PageShells = z.infer<typeof pageShellsSchema>;
