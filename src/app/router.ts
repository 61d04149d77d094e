import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { RouteErrorScreen } from '../screens/routeError/RouteErrorScreen';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen';
import { authActor } from './appActor';
import { queryClient } from './queryClient';

export const router = createRouter({
  routeTree,
  context: { auth: authActor, queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteErrorScreen,
  defaultNotFoundComponent: NotFoundScreen,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** Guards read the auth machine; re-run them whenever who the user is changes. */
function roleOf(snapshot: ReturnType<typeof authActor.getSnapshot>): string {
  return ['pending', 'guest', 'member', 'agent', 'trial'].find((tag) => snapshot.hasTag(tag)) ?? 'signedIn';
}
let lastRole = roleOf(authActor.getSnapshot());
authActor.subscribe((snapshot) => {
  const role = roleOf(snapshot);
  if (role === lastRole) return;
  lastRole = role;
  void router.invalidate();
});
