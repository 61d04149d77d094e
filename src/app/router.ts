import { createElement } from 'react';
import { createRouter, type AnyRoute, type AnyRouter, type RouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { RouteErrorScreen } from '../screens/routeError/RouteErrorScreen';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen';
import type { RouterContext } from './routerContext';
import { ChunkLoadError } from './chunkLoadError';

/** The app's router; tests and the server's render (src/entry-server.tsx) give it a memory history. */
export function createAppRouter(context: RouterContext, { history, isServer = false }: { history?: RouterHistory; isServer?: boolean } = {}) {
  const router = createRouter({
    routeTree,
    context,
    history,
    isServer,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: !isServer,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    // An unknown path is not found for everyone: a fuzzy match would run the nearest layout's
    // guard first (/m/typo → the session layout → a guest is sent home instead of told).
    notFoundMode: 'root',
  });
  const routes: AnyRoute[] = Object.values(router.routesById);
  for (const route of routes) retryOnChunkFailure(route);
  return router;
}

/**
 * Lazy screens that fail to load show the error page's retry (shell-and-content §2), and the retry
 * must import again. The router's lazy component instead reloads the whole page on the first
 * "Failed to fetch dynamically imported module" (right after a deploy, wrong on a flaky mobile
 * network: offline, the reload lands on the browser's error page). So each split component is
 * wrapped: the router's preload runs the import; a lazy component whose import failed keeps its
 * `preload` (a loaded one drops it), and then the wrapper throws an error of its own to the
 * route's error boundary instead of rendering it. The next load (any later visit) calls preload
 * again. Chromium keeps a failed module fetch in the document's module map, so importing the same
 * URL again fails without a request: the error page's retry reloads the page when online
 * (RouteErrorScreen).
 */
function retryOnChunkFailure(route: AnyRoute): void {
  const lazy: RouteComponent | undefined = route.options.component;
  if (lazy?.preload === undefined) return;
  let failed = false;
  const Retryable: RouteComponent = (props) => {
    if (failed) throw new ChunkLoadError(`The code of ${route.id} did not load`);
    return createElement(lazy, props);
  };
  Retryable.preload = async () => {
    if (lazy.preload === undefined) return;
    await lazy.preload();
    // On the server a loaded component keeps its preload (a failed one throws its error itself).
    failed = typeof window !== 'undefined' && lazy.preload !== undefined;
  };
  route.options.component = Retryable;
}

/**
 * Asks for the code of the page at the router's address without running its guards or loaders:
 * a loader starts its queries in the language on screen, known once the first catalog is in, but
 * the page's code waits for nothing, so it downloads beside that catalog (src/app/startApp.tsx).
 * A failure is the router's load's to meet, as with any split component.
 */
export function preloadPageCode(router: AnyRouter): void {
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  for (const { routeId } of router.matchRoutes(router.state.location)) {
    void routes.get(String(routeId))?.options.component?.preload?.()?.catch(() => undefined);
  }
}


declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
