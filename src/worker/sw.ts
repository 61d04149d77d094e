import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { pageFromNetwork } from './pageFromNetwork';
import { isKeepsScriptQuestion } from './versionQuestion';

declare const self: ServiceWorkerGlobalScope;

// The service worker (issue 14), built by vite-plugin-pwa (vite.config.ts), registered by the app
// (src/platform/serviceWorker.ts). A new version takes over at once; the page says so.
void self.skipWaiting();
clientsClaim();

// The shell and every built file, so the app opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages from the network first, asked for while the worker starts (navigation preload): they carry
// the platform's answers and the server's render of them, which the installed shell has not. Addresses of
// the platform (/wps) and the image CDN are no pages. The platform has no route at all: the worker
// never answers it, the browser fetches it as if there were no worker, and balances and sessions
// stay live.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    ({ event, request }) =>
      pageFromNetwork({
        network: async () => (event instanceof FetchEvent ? await event.preloadResponse : undefined) ?? fetch(request),
        shell: () => matchPrecache('/index.html'),
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      }),
    { denylist: [/^\/wps\//, /^\/cdn\//] },
  ),
);

// Pictures kept a week. Same-origin or CORS ones only: an opaque answer from another origin counts
// for megabytes of the storage quota each.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/wps/'),
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (isKeepsScriptQuestion(event.data)) event.ports[0]?.postMessage(getCacheKeyForURL(event.data.url) !== undefined);
});
