import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '../platform/nextTask';

/** The next change to any query of `queryClient`. */
function nextQueryChange(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves true once no query of `queryClient` is fetching, and still none a task later (an answer
 * may start the next call: the start-up information, then the content of the site it names);
 * false if `giveUp` settles first. The server renders, and the app hydrates, the page its answers
 * drew.
 */
export async function queriesSettled(queryClient: QueryClient, giveUp: Promise<unknown>): Promise<boolean> {
  let gaveUp = false;
  const stop = giveUp.then(
    () => undefined,
    () => undefined,
  );
  void stop.then(() => {
    gaveUp = true;
  });
  while (!gaveUp) {
    if (queryClient.isFetching() > 0) {
      await Promise.race([nextQueryChange(queryClient), stop]);
      continue;
    }
    await Promise.race([nextTask(), stop]);
    if (!gaveUp && queryClient.isFetching() === 0) return true;
  }
  return false;
}
