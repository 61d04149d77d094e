/**
 * The front-end server renders the app's own routes into the page (src/entry-server.tsx,
 * server/lib/server-render.ts), and the app hydrates that markup when it would draw the same
 * page (src/app/startApp.tsx). `#root` then says what the markup was drawn for, so the app can
 * tell, and draws this load's pictures from the CDN the markup names.
 */
export const renderedAttributes = {
  /** The address rendered: path and search, as the router reads it. */
  href: 'data-rendered-href',
  /** The language code rendered in (src/i18n/languages.ts). */
  language: 'data-rendered-language',
  /** The draw (0 ≤ draw < 1) the image CDN was chosen with (src/platform/imageCdn.ts). */
  imageCdnDraw: 'data-image-cdn-draw',
} as const;

/**
 * Marks the page's preload links for the app's own files (scripts/preloadApp.ts). A page the
 * server drew goes without them: the browser paints the markup first, then the app is asked for
 * (src/main.tsx), and until then the page's pictures have the line to themselves.
 */
export const appPreloadAttribute = 'data-app-preload';

/** What the app did with the page (`#root`'s attribute): hydrated the server's markup, or rendered its own. */
export const appStartAttribute = 'data-app-start';
export type AppStart = 'hydrated' | 'rendered';

/** What the front-end server asks the app's render for: an address, in a language, with the platform's answers to a guest. */
export type PageRequest = {
  /** Path and search, as the browser will read it. */
  href: string;
  /** An offered language code (src/i18n/languages.ts). */
  language: string;
  /** The platform's answer (its JSON envelope) to a guest's GET of `key` (path and query). */
  ask: (key: string) => Promise<unknown>;
  /** How long the page's answers are waited for. */
  waitMs: number;
};

/** Why a page was not rendered: the browser then renders it alone, as it would without a server. */
export type NotDrawn = 'app' | 'language' | 'answers' | 'route' | 'suspended' | 'crashed' | 'error' | 'busy';

/** The page drawn, or why not; either way the platform's answers used, by key, for the page to carry. */
export type RenderedPage = { answers: Record<string, unknown> } & (
  | { drawn: { markup: string; imageCdnDraw: number } }
  | { notDrawn: NotDrawn; detail?: string }
);
