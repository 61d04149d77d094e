import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { AppTree } from './AppTree';
import { createApp } from './createApp';
import { loadInspector } from './inspector';
import { preloadPageCode } from './router';
import { hydratesServerMarkup, markAppStart, reportHydrationError } from './serverMarkup';
import { i18n } from '../i18n/i18n';
import { nextTask } from '../platform/nextTask';
import { reportWebVitals } from '../platform/webVitals';

// The app, started by src/main.tsx: created, its first catalog active, then hydrating the server's
// markup of the page (src/entry-server.tsx) or rendering the page into #root.
await nextTask();
const { app, queryClient, router } = await createApp({ inspect: await loadInspector() });

// The first catalog loads in parallel with the start-up call and the page's code; nothing renders
// before it is active. (If the app crashes meanwhile the wait ends too, and LanguageGate offers a reload.)
// The page's code is asked for in a task after the router's creation: its links are one more long
// piece of work (TBT, issue 14).
await nextTask();
preloadPageCode(router);
const { language, auth, startup } = app.getSnapshot().children;
if (language !== undefined) await waitFor(language, (snapshot) => !snapshot.hasTag('loading')).catch(() => undefined);
if (startup !== undefined) await waitFor(startup, (snapshot) => !snapshot.hasTag('pending')).catch(() => undefined);
if (auth !== undefined) await waitFor(auth, (snapshot) => !snapshot.hasTag('pending')).catch(() => undefined);

// The first page loaded before React draws it: its render then neither suspends nor sees the
// router's state change under it, which React answers by drawing the whole page again in one
// long task. (A failed load is the route's error screen's to show; the router loads again.)
await router.load().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A page's first number format sets up the browser's number data, about 11 ms on this machine
// whatever the language. The header's balance (a member's) and home's jackpots format numbers as
// they first render: made here, in a task of its own, it does not lengthen one of the render's
// slices into a long task (TBT, issue 14). Without a language (no catalog loaded) there is no
// number to format: LanguageGate offers the retry.
await nextTask();
if (i18n.locale !== '') i18n.number(0);
await nextTask();

const authContext = auth?.getSnapshot().context;
const plainGuest = authContext?.session === null && authContext.notice === null;
if (startup?.getSnapshot().hasTag('ready') === true && hydratesServerMarkup(container, { router, language: i18n.locale, plainGuest })) {
  // The router renders as the server's did, without the Suspense boundary it wraps a client's first render in.
  router.ssr = { manifest: undefined };
  const tree = <AppTree app={app} queryClient={queryClient} router={router} onStarted={() => markAppStart(container, 'hydrated')} />;
  // In a transition, as the render below: React hydrates in slices, the browser's turn between them.
  startTransition(() => {
    hydrateRoot(container, tree, { onRecoverableError: reportHydrationError });
  });
} else {
  const tree = <AppTree app={app} queryClient={queryClient} router={router} onStarted={() => markAppStart(container, 'rendered')} />;
  // A transition: React renders the page in slices between which the browser gets its turn; the
  // page shows once drawn whole.
  const root = createRoot(container);
  startTransition(() => root.render(tree));
}

reportWebVitals();
