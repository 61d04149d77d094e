import type { AnyRouter } from '@tanstack/react-router';
import { appStartAttribute, renderedAttributes, type AppStart } from '../../contract';

/** What decides whether the server's markup is this page's. */
type PageOnScreen = {
  router: AnyRouter;
  language: string;
  /** A guest as the server draws one: no session, and no notice of one that ended. */
  plainGuest: boolean;
};

/**
 * True when `container` holds the server's markup (src/entry-server.tsx) of the page the app
 * would draw now: the same address once its guards ran, in the same language, for a guest (the
 * server renders no one's session). The app then hydrates it; otherwise it renders its own page
 * in its place.
 */
export function hydratesServerMarkup(container: HTMLElement, { router, language, plainGuest }: PageOnScreen): boolean {
  const href = container.getAttribute(renderedAttributes.href);
  if (href === null || container.firstChild === null || !plainGuest) return false;
  if (container.getAttribute(renderedAttributes.language) !== language) return false;
  return router.state.location.href === router.buildLocation({ to: href }).href;
}

/**
 * Says on `#root` how the app started, once its page answers, for tests and for a developer
 * reading the page; the server's markup, inert until then (server/lib/server-render.ts), now takes
 * taps and typing.
 */
export function markAppStart(container: HTMLElement, start: AppStart): void {
  container.setAttribute(appStartAttribute, start);
  container.removeAttribute('inert');
}

/** A hydration React could not match, for the console: the server's render and the app's disagree. */
export function reportHydrationError(error: unknown): void {
  console.error('Hydration failed:', error);
}
