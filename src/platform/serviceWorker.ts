import type { AppUpdateEvent } from '../../machines/appUpdate.machine';

/** The service worker the build writes (vite-plugin-pwa, vite.config.ts). */
const workerUrl = '/sw.js';

/**
 * How long after the page's load the worker is registered. Its install fetches every built file
 * (about 1 MB); at load the page is still fetching its own data, pictures and route code, and on a
 * slow network the two would share the line (measured: a later LCP and more blocking time on home).
 */
export const registerAfterLoadMs = 3_000;

/**
 * Registers the service worker a moment after the page has loaded (`registerAfterLoadMs`) and
 * reports a new version taking over: the worker activates at once (`skipWaiting`,
 * `clientsClaim`), so a change of controller on a page that already had one is an update. The
 * first visit's worker taking control is not. Dev builds have no worker (`import.meta.env.PROD`).
 * Returns the cleanup.
 */
export function watchServiceWorker(
  report: (event: AppUpdateEvent) => void,
  { builtApp = import.meta.env.PROD }: { builtApp?: boolean } = {},
): () => void {
  if (!builtApp || !('serviceWorker' in navigator)) {
    report({ type: 'worker.unavailable' });
    return () => {};
  }
  const workers = navigator.serviceWorker;
  let controlled = workers.controller !== null;
  const onControllerChange = () => {
    if (controlled) report({ type: 'worker.updated' });
    controlled = true;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const register = () => {
    workers.register(workerUrl, { scope: '/' }).catch(() => report({ type: 'worker.unavailable' }));
  };
  const registerSoon = () => {
    timer = setTimeout(register, registerAfterLoadMs);
  };
  workers.addEventListener('controllerchange', onControllerChange);
  if (document.readyState === 'complete') registerSoon();
  else window.addEventListener('load', registerSoon, { once: true });
  return () => {
    workers.removeEventListener('controllerchange', onControllerChange);
    window.removeEventListener('load', registerSoon);
    clearTimeout(timer);
  };
}
