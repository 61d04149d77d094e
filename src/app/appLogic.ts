import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise } from 'xstate';
import { announcementPopupMachine } from '../../machines/announcementPopup.machine';
import { appMachine } from '../../machines/app.machine';
import { appUpdateMachine, type AppUpdateEvent } from '../../machines/appUpdate.machine';
import { authMachine } from '../../machines/auth.machine';
import { contractPromptsMachine } from '../../machines/contractPrompts.machine';
import { downloadBarMachine, type DeviceFacts, type DownloadBarSettings } from '../../machines/downloadBar.machine';
import { languageMachine } from '../../machines/language.machine';
import { logoutMachine } from '../../machines/logout.machine';
import { startupMachine } from '../../machines/startup.machine';
import { errorCodes, type SessionInfo, type StartupInfo } from '../../contract';
import { pendingContractsQuery } from '../api/agentQueries';
import { logout } from '../api/endpoints/session';
import { ApiError, clientErrorCodes } from '../api/errors';
import { downloadLinksQuery, homeContentQuery } from '../api/contentQueries';
import { memberKeys } from '../api/memberQueries';
import { startupQuery } from '../api/startupQueries';
import { detectInitialLanguage } from '../i18n/catalogs';
import { activateCatalog, loadCatalog, reflectOnDocument } from '../i18n/i18n';
import { isOfferedCode } from '../i18n/languages';
import { clearSignedInData } from '../platform/clientStorage';
import { deviceFacts } from '../platform/device';
import { releaseHeldPassword } from '../platform/heldPassword';
import { watchInstallPrompt } from '../platform/installPrompt';
import { watchServiceWorker } from '../platform/serviceWorker';
import { persistDownloadBarClosed, readDownloadBarClosed, readShownSet, writeShownSet } from '../platform/popupStorage';
import { mirrorLanguagePreference, writeLanguagePreference } from '../platform/preferences';
import { clearSessionInfo, readSessionInfo, writeSessionInfo } from '../platform/sessionStore';
import { rememberedStartupInfo, rememberStartupInfo } from '../platform/startupMemory';
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
  /** Registers the service worker and reports a new version (src/platform/serviceWorker.ts); returns the cleanup. */
  watchServiceWorker: (report: (event: AppUpdateEvent) => void) => () => void;
  /** A real page load of the page on screen (a new version of the app). */
  reloadPage: () => void;
  /** The app's own toasts (its `toasts` child), for the messages of app-lifetime flows. */
  toasts: ToastApi;
  /** How this page runs and on what, for the download bar (src/platform/device.ts). */
  deviceFacts: () => DeviceFacts;
  /** The browser's offer to install the app (src/platform/installPrompt.ts). */
  watchInstallPrompt: typeof watchInstallPrompt;
  /** `<html lang dir>` and the manifest link of a language (src/i18n/i18n.ts). */
  reflectOnDocument: (code: string) => void;
};

/** The services of the real page. */
export function browserServices(queryClient: QueryClient, toasts: ToastApi): AppServices {
  return {
    queryClient,
    toasts,
    loadStartup: () => loadStartupInfo(queryClient),
    readStoredSession: async () => readSessionInfo(),
    detectLanguage: async () => {
      mirrorLanguagePreference();
      return detectInitialLanguage().code;
    },
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
    watchServiceWorker: (report) => watchServiceWorker(report),
    reloadPage: () => window.location.reload(),
    deviceFacts,
    watchInstallPrompt,
    reflectOnDocument: (code) => reflectOnDocument(code),
  };
}

/**
 * The start-up information, once per page load with no silent retries: a failure is the startup
 * machine's visible retry. When the platform cannot be reached at all (offline: the installed app
 * opens offline), the last information this device kept stands in, and the cache holds it for
 * the screens that read it there; each of them then waits for the network, or offers its own retry.
 * `navigator.onLine` is not asked: it says online on a network without Internet.
 */
async function loadStartupInfo(queryClient: QueryClient): Promise<StartupInfo> {
  try {
    const info = await queryClient.fetchQuery(startupQuery());
    rememberStartupInfo(info);
    return info;
  } catch (error) {
    const unreachable = error instanceof ApiError && error.code === clientErrorCodes.network;
    const remembered = unreachable ? rememberedStartupInfo() : null;
    if (remembered === null) throw error;
    queryClient.setQueryData(startupQuery().queryKey, remembered);
    return remembered;
  }
}

/** A 401 / session error means the platform has no session for this token any more: signed out there too. */
function sessionAlreadyEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.code === errorCodes.unauthorized || error.code === errorCodes.sessionExpired)
  );
}

/**
 * The start-up information once it is here. A failed load waits for the start-up screen's retry,
 * whose answer lands in the query cache; the wait ends with the actor that asked (`signal`).
 */
async function startupInfoOnceLoaded(services: AppServices, signal: AbortSignal): Promise<StartupInfo> {
  try {
    return await services.loadStartup();
  } catch {
    const { queryKey } = startupQuery();
    const cache = services.queryClient.getQueryCache();
    return new Promise((resolve) => {
      const unsubscribe = cache.subscribe(() => {
        const info = services.queryClient.getQueryData(queryKey);
        if (info === undefined) return;
        unsubscribe();
        resolve(info);
      });
      signal.addEventListener('abort', unsubscribe, { once: true });
    });
  }
}

function downloadBarSettings(features: StartupInfo['features']): DownloadBarSettings {
  return { loginRequired: features.downloadBarLoginRequired, homeScreenOption: features.homeScreenOption };
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
            queryClient.removeQueries({ queryKey: memberKeys.all });
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
          reflectOnDocument: (_, params) => services.reflectOnDocument(params.code),
          persistChoice: (_, params) => writeLanguagePreference(params.code),
        },
        guards: { isOffered: (_, params) => isOfferedCode(params.code) },
      }),
      announcementPopup: announcementPopupMachine.provide({
        actors: {
          // Home's own content request (the same query), so the popup and home share one call.
          loadPopups: fromPromise(async ({ input, signal }) => {
            const { merchantCode } = await startupInfoOnceLoaded(services, signal);
            const items = await queryClient.fetchQuery(homeContentQuery(merchantCode, input.token));
            return items.filter((item) => item.type === 'PU');
          }),
          readShownSet: fromPromise(async () => readShownSet()),
        },
        actions: { writeShownSet: (_, params) => writeShownSet(params) },
      }),
      downloadBar: downloadBarMachine.provide({
        actors: {
          detectDevice: fromPromise(async ({ signal }) => {
            const device = services.deviceFacts();
            const closedEarlier = readDownloadBarClosed();
            const { features } = await startupInfoOnceLoaded(services, signal);
            return { device, closedEarlier, settings: downloadBarSettings(features) };
          }),
          loadDownloadLinks: fromPromise(async ({ signal }) =>
            queryClient.fetchQuery(downloadLinksQuery(await startupInfoOnceLoaded(services, signal))),
          ),
          watchInstallPrompt: fromCallback(({ sendBack, receive }) => {
            const installPrompt = services.watchInstallPrompt(sendBack);
            receive(() => installPrompt.prompt());
            return installPrompt.stop;
          }),
        },
        actions: { persistClosed: () => persistDownloadBarClosed() },
      }),
      contractPrompts: contractPromptsMachine.provide({
        actors: {
          // The agent home's query: a contract page that answers invalidates it, and both ask again.
          loadPendingContracts: fromPromise(({ input }) => queryClient.fetchQuery(pendingContractsQuery(input.token))),
        },
      }),
      appUpdate: appUpdateMachine.provide({
        actors: { watchServiceWorker: fromCallback(({ sendBack }) => services.watchServiceWorker(sendBack)) },
        actions: { reloadPage: () => services.reloadPage() },
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
