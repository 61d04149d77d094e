import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { authMachine } from '../../machines/auth.machine';
import { startupMachine } from '../../machines/startup.machine';
import { bindApiSession } from '../api/client';
import { startupQuery } from '../api/queries';
import { clearSessionInfo, readSessionInfo, writeSessionInfo } from '../platform/sessionStore';
import { loadInspector } from './inspector';
import { queryClient } from './queryClient';

const appLogic = appMachine.provide({
  actors: {
    startup: startupMachine.provide({
      actors: { loadStartup: fromPromise(() => queryClient.fetchQuery(startupQuery())) },
    }),
    auth: authMachine.provide({
      actors: { readStoredSession: fromPromise(async () => readSessionInfo()) },
      actions: {
        persistSession: (_, params) => writeSessionInfo(params.session),
        clearStoredSession: () => {
          clearSessionInfo();
          queryClient.removeQueries({ queryKey: ['member'] });
        },
      },
    }),
  },
});

/** The one root app actor, created once for the page's lifetime. */
export const appActor = createActor(appLogic, { inspect: await loadInspector() });
appActor.start();

function childrenOf(actor: typeof appActor) {
  const { startup, auth } = actor.getSnapshot().children;
  if (!startup || !auth) throw new Error('The app actor lost its startup or auth child');
  return { startup, auth };
}

export const { startup: startupActor, auth: authActor } = childrenOf(appActor);
export type AuthActorRef = typeof authActor;
export type StartupActorRef = typeof startupActor;

bindApiSession({
  getToken: () => authActor.getSnapshot().context.session?.token ?? null,
  onUnauthorized: () => authActor.send({ type: 'session.expired' }),
});
