import { useEffect } from 'react';

/** Fetches a lazy chunk once the page is idle, so what it holds opens at once (and offline). */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => void load().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 3000);
    return () => window.clearTimeout(handle);
  }, [load]);
}
