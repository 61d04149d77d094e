/** Longest wait for a paint the browser does not report: past it, the app starts anyway. */
const paintWaitMs = 1_000;

/**
 * Resolves once the page has painted (a `paint` performance entry), at once where no paint is
 * coming (a hidden or prerendered page) or the browser reports none. Observed, not timed: a frame
 * callback or a timer would stand still under a test's paused clock, a paint does not.
 */
export function afterFirstPaint(): Promise<void> {
  const observable = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!observable || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => done());
    const timer = setTimeout(() => done(), paintWaitMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    }
    document.addEventListener('visibilitychange', done);
    observer.observe({ type: 'paint', buffered: true });
  });
}
