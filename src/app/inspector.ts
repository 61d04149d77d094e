import type { InspectionEvent, Observer } from 'xstate';

/**
 * `?inspect` in development opens the Stately inspector. The import sits behind
 * `import.meta.env.DEV`, so production builds drop it along with the package.
 */
export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
