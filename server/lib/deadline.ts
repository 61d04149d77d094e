/**
 * One wait for several steps: a signal that aborts after `ms`, and `within`, which rejects a step
 * still pending then (a fetch that ignores the signal, a body still arriving).
 */
export function deadline(ms: number) {
  const signal = AbortSignal.timeout(ms);
  const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  timedOut.catch(() => undefined);
  return { signal, within: <T>(step: Promise<T>): Promise<T> => Promise.race([step, timedOut]) };
}
