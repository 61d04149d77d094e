import type { QueryClient } from '@tanstack/react-query';
import { startupQuery } from '../api/startupQueries';
import { activateCatalog, loadCatalog } from '../i18n/i18n';
import type { ToastApi } from '../ui/toast/toastApi';
import type { AppServices } from './appLogic';

/**
 * The app's services while the front-end server renders a page (src/entry-server.tsx): a guest on
 * an ordinary browser, in the request's language. Nothing of the browser is read or kept; nothing
 * is sent to the platform but a guest's questions.
 */
export function serverServices(language: string) {
  return (queryClient: QueryClient, toasts: ToastApi): AppServices => ({
    queryClient,
    toasts,
    loadStartup: () => queryClient.fetchQuery(startupQuery()),
    readStoredSession: async () => null,
    detectLanguage: async () => language,
    loadCatalog,
    activateCatalog,
    logout: () => Promise.reject(new Error('The server signs no one out')),
    reloadHome: () => undefined,
    watchServiceWorker: () => () => undefined,
    reloadPage: () => undefined,
    // What the device is, only the browser says: the download bar is its to offer (src/ui/download).
    deviceFacts: () => ({ runsAs: 'H5', os: 'other', iosVersion: null }),
    watchInstallPrompt: () => ({ prompt: () => undefined, stop: () => undefined }),
    // The server writes `<html lang dir>` itself (server/lib/server-render.ts).
    reflectOnDocument: () => undefined,
  });
}
