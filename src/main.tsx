import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { AppProvider } from './app/AppContext';
import { createApp } from './app/createApp';
import { loadInspector } from './app/inspector';
import { i18n } from './i18n/i18n';
import { LanguageGate } from './i18n/LanguageGate';
import { reportWebVitals } from './platform/webVitals';
import './styles.css';

const { app, queryClient, router } = createApp({ inspect: await loadInspector() });

// The first catalog loads in parallel with the start-up call; nothing renders before it is active.
// (If the app crashes meanwhile the wait ends too, and LanguageGate offers a reload.)
const language = app.getSnapshot().children.language;
if (language !== undefined) await waitFor(language, (snapshot) => !snapshot.hasTag('loading')).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <AppProvider app={app}>
      <LanguageGate>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </LanguageGate>
    </AppProvider>
  </StrictMode>,
);

reportWebVitals();
