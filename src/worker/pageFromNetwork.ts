/**
 * How long a page load waits for the network before the installed shell shows instead: past it the
 * network is there but failing to answer (a weak signal), and the shell, which calls the platform
 * itself, is the sooner page.
 */
export const networkWaitMs = 3_000;

export interface PageSources {
  /** The page from the network: the navigation preload's answer when the browser started one, else a fetch. */
  network: () => Promise<Response>;
  /** The installed shell (index.html from the precache); undefined when it is not installed. */
  shell: () => Promise<Response | undefined>;
  /** Resolves after `ms`: the worker's timer, a test's own. */
  wait: (ms: number) => Promise<void>;
}

/** The network served the page: not offline, refused, or the front end itself broken (5xx). */
const served = (response: Response | undefined): response is Response =>
  response !== undefined && response.status < 500;

/**
 * A page load under the service worker (src/worker/sw.ts): the page from the network, which carries
 * the platform's answers and the server's render of it (server/front-end.ts) and is the newest version;
 * the installed shell when the network fails or has not answered within `networkWaitMs`, so the
 * app still opens offline. Without a shell, whatever the network gives, however late.
 */
export async function pageFromNetwork({ network, shell, wait }: PageSources): Promise<Response> {
  const fromNetwork = network().then(
    (response) => response,
    () => undefined,
  );
  const timedOut = wait(networkWaitMs).then(() => undefined);
  const first = await Promise.race([fromNetwork, timedOut]);
  if (served(first)) return first;
  const installed = await shell().catch(() => undefined);
  if (installed !== undefined) return installed;
  return (await fromNetwork) ?? Response.error();
}
