import { releaseHeldPassword } from '../platform/heldPassword';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { authMachine } from '../../machines/auth.machine';
import { languageMachine } from '../../machines/language.machine';
import { startupMachine } from '../../machines/startup.machine';
import { bindApiSession } from '../api/client';
import { startupQuery } from '../api/queries';
import { activateCatalog, detectInitialLanguage, loadCatalog, reflectOnDocument } from '../i18n/i18n';
import { isOfferedCode } from '../i18n/languages';
import { writeLanguagePreference } from '../platform/preferences';
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
    language: languageMachine.provide({
      actors: {
        detectLanguage: fromPromise<string>(async () => detectInitialLanguage().code),
        loadCatalog: fromPromise(({ input }) => loadCatalog(input.code)),
      },
      actions: {
        activateCatalog: (_, params) => activateCatalog(params.code),
        reflectOnDocument: (_, params) => reflectOnDocument(params.code),
        persistChoice: (_, params) => writeLanguagePreference(params.code),
      },
      guards: { isOffered: (_, params) => isOfferedCode(params.code) },
    }),
  },
});

/** The one root app actor, created once for the page's lifetime. */
export const appActor = createActor(appLogic, { inspect: await loadInspector() });
appActor.start();

function childrenOf(actor: typeof appActor) {
  const { startup, auth, toasts, language } = actor.getSnapshot().children;
  if (!startup || !auth || !toasts || !language) throw new Error('The app actor lost a child');
  return { startup, auth, toasts, language };
}

export const {
  startup: startupActor,
  auth: authActor,
  toasts: toastsActor,
  language: languageActor,
} = childrenOf(appActor);
export type AuthActorRef = typeof authActor;
export type StartupActorRef = typeof startupActor;
export type ToastsActorRef = typeof toastsActor;
export type LanguageActorRef = typeof languageActor;

bindApiSession({
  getToken: () => authActor.getSnapshot().context.session?.token ?? null,
  onUnauthorized: () => authActor.send({ type: 'session.expired' }),
});

// A password held for the change-password screen belongs to the session it was typed for.
authActor.subscribe((snapshot) => {
  if (!snapshot.hasTag('signedIn')) releaseHeldPassword();
});
