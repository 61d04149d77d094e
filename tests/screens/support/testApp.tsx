import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onTestFinished, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { ContentItem, SessionInfo, StartupInfo } from '../../../contract';
import { homeContentQuery } from '../../../src/api/contentQueries';
import { startupQuery } from '../../../src/api/startupQueries';
import { AppProvider } from '../../../src/app/AppContext';
import type { AppServices } from '../../../src/app/appLogic';
import { reflectOnDocument } from '../../../src/i18n/i18n';
import { deviceFacts } from '../../../src/platform/device';
import { watchInstallPrompt } from '../../../src/platform/installPrompt';
import type { AppActorRef } from '../../../src/app/actorRefs';
import { startAppActor } from '../../../src/app/createApp';
import { startupInfo } from '../../support/fixtures';
import type { Toast } from '../../../machines/toasts.machine';

export type TestAppOptions = {
  /** The session stored in this tab when the app starts (MC_SESSION_INFO); a guest by default. */
  session?: SessionInfo | null;
  /** Start-up information the platform answers with. */
  startup?: StartupInfo;
  /** The platform's logout call; succeeds by default. */
  logout?: () => Promise<void>;
  /** The announcements, banners and pop-ups the platform answers home with; none by default. */
  content?: ContentItem[];
  /**
   * How the language is detected and its catalogs loaded and activated; by default English, no
   * catalog to load, nothing to activate (the tests render under renderWithI18n's English).
   */
  language?: Partial<Pick<AppServices, 'detectLanguage' | 'loadCatalog' | 'activateCatalog'>>;
  /** The service worker's reports (src/platform/serviceWorker.ts); by default there is none, as in a dev build. */
  watchServiceWorker?: AppServices['watchServiceWorker'];
};

export type TestApp = {
  app: AppActorRef;
  queryClient: QueryClient;
  /** The page reload sign-out ends with (accounts §4). */
  reloadHome: ReturnType<typeof vi.fn<() => void>>;
  /** The page reload a new version of the app asks for. */
  reloadPage: ReturnType<typeof vi.fn<() => void>>;
  logout: ReturnType<typeof vi.fn<() => Promise<void>>>;
  /** The session auth holds now. */
  session: () => SessionInfo | null;
};

/**
 * The real app actor (src/app/appLogic.ts), with the outside world replaced: start-up information
 * and the stored session as given, English without loading a catalog, a logout call and a reload
 * the test can inspect. Resolves once start-up and auth have settled, as the shell waits for.
 * Call it inside a test (not at module level): the app stops when the test finishes.
 */
export async function startTestApp({
  session = null,
  startup = startupInfo(),
  logout,
  content = [],
  language = {},
  watchServiceWorker = (report) => {
    report({ type: 'worker.unavailable' });
    return () => undefined;
  },
}: TestAppOptions = {}): Promise<TestApp> {
  const reloadHome = vi.fn<() => void>();
  const reloadPage = vi.fn<() => void>();
  const logoutCall = vi.fn<() => Promise<void>>(logout ?? (async () => undefined));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // In the app, start-up information and home's content come through the query cache too.
  queryClient.setQueryData(startupQuery().queryKey, startup);
  queryClient.setQueryData(homeContentQuery(startup.merchantCode, session?.token ?? null).queryKey, content);
  const { app } = startAppActor(
    (client, toasts) => ({
      queryClient: client,
      toasts,
      loadStartup: async () => startup,
      readStoredSession: async () => session,
      detectLanguage: async () => 'en',
      loadCatalog: async () => undefined,
      activateCatalog: () => undefined,
      ...language,
      logout: logoutCall,
      reloadHome,
      watchServiceWorker,
      reloadPage,
      deviceFacts,
      watchInstallPrompt,
      reflectOnDocument: (code) => reflectOnDocument(code),
    }),
    { queryClient },
  );
  // One app per test: it stops with the test, timers and all.
  onTestFinished(() => app.stop());
  const { auth, startup: startupActor } = app.getSnapshot().children;
  if (auth === undefined || startupActor === undefined) throw new Error('the test app has no auth or startup child');
  await waitFor(startupActor, (snapshot) => !snapshot.hasTag('pending'));
  await waitFor(auth, (snapshot) => !snapshot.hasTag('pending'));
  return {
    app,
    queryClient,
    reloadHome,
    reloadPage,
    logout: logoutCall,
    session: () => auth.getSnapshot().context.session,
  };
}

/** What the page gives every screen: the app actor and the query client. */
export function TestAppProviders({ testApp, children }: { testApp: TestApp; children: ReactNode }) {
  return (
    <AppProvider app={testApp.app}>
      <QueryClientProvider client={testApp.queryClient}>{children}</QueryClientProvider>
    </AppProvider>
  );
}

/** Every toast the app's toasts child shows from now on, in order. */
export function recordToasts({ app }: TestApp): Toast[] {
  const toasts = app.getSnapshot().children.toasts;
  if (toasts === undefined) throw new Error('the app has no toasts child');
  const shown: Toast[] = [];
  toasts.subscribe((snapshot) => {
    const current = snapshot.context.current;
    if (current !== null && shown.at(-1)?.id !== current.id) shown.push(current);
  });
  return shown;
}
