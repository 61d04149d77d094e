import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { authMachine } from '../../machines/auth.machine';
import { languageMachine } from '../../machines/language.machine';
import { logoutMachine } from '../../machines/logout.machine';
import { startupMachine } from '../../machines/startup.machine';
import { errorCodes, type SessionInfo, type StartupInfo } from '../../contract';
import { logout } from '../api/endpoints/session';
import { ApiError } from '../api/errors';
import { startupQuery } from '../api/queries';
import { activateCatalog, detectInitialLanguage, loadCatalog, reflectOnDocument } from '../i18n/i18n';
import { isOfferedCode } from '../i18n/languages';
import { clearSignedInData } from '../platform/clientStorage';
import { releaseHeldPassword } from '../platform/heldPassword';
import { writeLanguagePreference } from '../platform/preferences';
import { clearSessionInfo, readSessionInfo, writeSessionInfo } from '../platform/sessionStore';
import { loadingToast } from '../ui/toast/loadingToast';
import type { ToastApi } from '../ui/toast/toastApi';

/**
 * What the app machine needs from the outside world and a test wants to replace: the platform's
 * start-up information and logout, the stored session, the language catalogs and the page reload.
 * Everything else (storage clearing, toasts, the held password) is the same in tests.
 */
export type AppServices = {
  queryClient: QueryClient;
  loadStartup: () => Promise<StartupInfo>;
  readStoredSession: () => Promise<SessionInfo | null>;
  detectLanguage: () => Promise<string>;
  loadCatalog: (code: string) => Promise<void>;
  activateCatalog: (code: string) => void;
  logout: () => Promise<void>;
  reloadHome: () => void;
  /** The app's own toasts (its `toasts` child), for the messages of app-lifetime flows. */
  toasts: ToastApi;
};

/** The services of the real page. */
export function browserServices(queryClient: QueryClient, toasts: ToastApi): AppServices {
  return {
    queryClient,
    toasts,
    // Once per page load, no silent retries: a failure is the startup machine's visible retry.
    loadStartup: () => queryClient.fetchQuery(startupQuery()),
    readStoredSession: async () => readSessionInfo(),
    detectLanguage: async () => detectInitialLanguage().code,
    loadCatalog,
    activateCatalog,
    logout: async () => {
      try {
        await logout();
      } catch (error) {
        if (!sessionAlreadyEnded(error)) throw error;
      }
    },
    reloadHome: () => window.location.assign('/m/home'),
  };
}

/** A 401 / session error means the platform has no session for this token any more: signed out there too. */
function sessionAlreadyEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.code === errorCodes.unauthorized || error.code === errorCodes.sessionExpired)
  );
}

/** The app machine with its effects. */
export function createAppLogic(services: AppServices) {
  const { queryClient, toasts } = services;
  return appMachine.provide({
    actors: {
      startup: startupMachine.provide({ actors: { loadStartup: fromPromise(() => services.loadStartup()) } }),
      auth: authMachine.provide({
        actors: { readStoredSession: fromPromise(() => services.readStoredSession()) },
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
          detectLanguage: fromPromise(() => services.detectLanguage()),
          loadCatalog: fromPromise(({ input }) => services.loadCatalog(input.code)),
        },
        actions: {
          activateCatalog: (_, params) => services.activateCatalog(params.code),
          reflectOnDocument: (_, params) => reflectOnDocument(params.code),
          persistChoice: (_, params) => writeLanguagePreference(params.code),
        },
        guards: { isOffered: (_, params) => isOfferedCode(params.code) },
      }),
      logout: logoutMachine.provide({
        actors: {
          logout: fromPromise(() => services.logout()),
          signingOutMessage: loadingToast(toasts, () => t`Signing out…`),
        },
        actions: {
          clearLocalData: () => clearSignedInData(),
          announceLocalSignOut: () =>
            toasts.showNotice(t`Signed out on this device; the server could not be reached`, { tone: 'info' }),
        },
      }),
    },
    actions: {
      releaseHeldPassword: () => releaseHeldPassword(),
      reloadHome: () => services.reloadHome(),
      reportBug: (_, { child, error }) => console.error(`The ${child} flow failed`, error),
      announceSignOutFailure: () => toasts.showToast({ message: t`Unknown error`, kind: 'error' }),
    },
  });
}
