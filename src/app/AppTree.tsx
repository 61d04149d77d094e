import { StrictMode, useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppProvider } from './AppContext';
import type { AppActorRef } from './actorRefs';
import type { createAppRouter } from './router';
import { i18n } from '../i18n/i18n';
import { LanguageGate } from '../i18n/LanguageGate';

type AppTreeProps = {
  app: AppActorRef;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Called once the page is drawn or hydrated, its controls answering. */
  onStarted?: () => void;
};

/** The whole app, as the browser renders or hydrates it (src/app/startApp.tsx) and the server renders it (src/entry-server.tsx). */
export function AppTree({ app, queryClient, router, onStarted }: AppTreeProps) {
  return (
    <StrictMode>
      <Started onStarted={onStarted} />
      <AppProvider app={app}>
        <LanguageGate>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nProvider>
        </LanguageGate>
      </AppProvider>
    </StrictMode>
  );
}

function Started({ onStarted }: { onStarted: (() => void) | undefined }) {
  useEffect(() => onStarted?.(), [onStarted]);
  return null;
}
