import type { AppUpdateEvent } from '../../machines/appUpdate.machine';

/** The service worker the build writes (vite-plugin-pwa, vite.config.ts). */
const workerUrl = '/sw.js';

/**
 * Registers the service worker once the page has loaded (its precaching never competes with the
 * first load) and reports a new version taking over: the worker activates at once (`skipWaiting`,
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
  const register = () => {
    workers.register(workerUrl, { scope: '/' }).catch(() => report({ type: 'worker.unavailable' }));
  };
  workers.addEventListener('controllerchange', onControllerChange);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    workers.removeEventListener('controllerchange', onControllerChange);
    window.removeEventListener('load', register);
  };
}
