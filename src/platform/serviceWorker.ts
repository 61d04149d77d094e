import type { AppUpdateEvent } from '../../machines/appUpdate.machine';
import { keepsScriptQuestion } from '../worker/versionQuestion';

/** The service worker the build writes (vite-plugin-pwa, vite.config.ts). */
const workerUrl = '/sw.js';

/**
 * How long after the page's load the worker is registered. Its install fetches every built file
 * (about 1 MB); at load the page is still fetching its own data, pictures and route code, and on a
 * slow network the two would share the line (measured: a later LCP and more blocking time on home).
 */
export const registerAfterLoadMs = 3_000;

/** How long a worker that took over has to answer the page's question before the page counts it as new. */
export const workerAnswerMs = 2_000;

/**
 * Whether the worker now in control keeps the page's own entry script: then it is the version the
 * page runs, which loaded from the network (src/worker/pageFromNetwork.ts) before its worker was
 * installed. No answer, no entry script: not known to be the same.
 */
function runsWorkersVersion(worker: ServiceWorker | null): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  if (worker === null || entry === null) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), workerAnswerMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    worker.postMessage(keepsScriptQuestion(entry.src), [channel.port2]);
  });
}

/**
 * Registers the service worker a moment after the page has loaded (`registerAfterLoadMs`) and
 * reports a new version taking over: the worker activates at once (`skipWaiting`,
 * `clientsClaim`), so a change of controller on a page that already had one is an update, unless
 * the new worker keeps the page's own scripts (the page is that version already). The first
 * visit's worker taking control is not. Dev builds have no worker (`import.meta.env.PROD`).
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
  let watching = true;
  const onControllerChange = () => {
    if (controlled) {
      void runsWorkersVersion(workers.controller).then((same) => {
        if (!same && watching) report({ type: 'worker.updated' });
      });
    }
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
    watching = false;
    workers.removeEventListener('controllerchange', onControllerChange);
    window.removeEventListener('load', registerSoon);
    clearTimeout(timer);
  };
}
