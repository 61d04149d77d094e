import { QueryClient } from '@tanstack/react-query';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { bindApiSession } from '../api/client';
import { ApiError } from '../api/errors';
import { nextTask } from '../platform/nextTask';
import type { AppActorRef } from './actorRefs';
import { browserServices, createAppLogic, type AppServices } from './appLogic';
import { appToasts } from './appToasts';
import { createAppRouter } from './router';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A rejected session or a bad request will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status !== null && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

type AppActorOptions = { queryClient?: QueryClient; inspect?: Observer<InspectionEvent> };
type MakeServices = (queryClient: QueryClient, toasts: AppServices['toasts']) => AppServices;

/** The app actor with the given services, not yet started. */
function createAppActor(makeServices: MakeServices, { queryClient = createQueryClient(), inspect }: AppActorOptions) {
  let app: AppActorRef | undefined;
  const services = makeServices(queryClient, appToasts(() => app));
  app = createActor(createAppLogic(services), { inspect });
  return { app, queryClient };
}

/**
 * The app actor with the given services, started. `services` defaults to the real page's; tests
 * pass their own (see tests/screens/support/testApp.tsx).
 */
export function startAppActor(makeServices: MakeServices = browserServices, options: AppActorOptions = {}) {
  const { app, queryClient } = createAppActor(makeServices, options);
  app.start();
  return { app, queryClient };
}

/**
 * The page's app: the root actor (started), the query client and the router. The api client reads
 * the token from auth and reports a 401 to it; the router re-runs its guards whenever who the user
 * is changes (one subscription, to the app's `auth.changed`). The actor's creation (its initial
 * state worked out), its start (its children's) and the router's creation run in separate tasks:
 * each takes 4-6 ms here, together one task long enough to hold a slow phone's page (TBT, issue 14).
 */
export async function createApp({ inspect }: { inspect?: Observer<InspectionEvent> } = {}) {
  const { app, queryClient } = createAppActor(browserServices, { inspect });
  await nextTask();
  app.start();
  const auth = app.getSnapshot().children.auth;
  const language = app.getSnapshot().children.language;
  if (auth === undefined || language === undefined) throw new Error('The app started without its auth or language child');
  bindApiSession({
    getToken: () => auth.getSnapshot().context.session?.token ?? null,
    onUnauthorized: () => auth.send({ type: 'session.expired' }),
  });
  await nextTask();
  const router = createAppRouter({ auth, language, queryClient });
  app.on('auth.changed', () => void router.invalidate());
  return { app, queryClient, router };
}
