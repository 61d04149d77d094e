import { useMemo, useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the page's server markup is rendered or hydrated, true once the page is the
 * browser's own (from the start on a page the client renders alone). What only the browser knows
 * (its storage, its screen, its clock) is drawn only then: drawn on the server, or during
 * hydration, it would differ from the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * `read()`, read once, when the page is the browser's own; `serverValue` on the server and while
 * hydrating, so both draw the same markup.
 */
export function useDeviceFact<T>(read: () => T, serverValue: T): T {
  const hydrated = useHydrated();
  // Read when the page becomes the browser's: `read` is a fact of the device, not of a render.
  return useMemo(() => (hydrated ? read() : serverValue), [hydrated]);
}
