import { useRouterState } from '@tanstack/react-router';

/**
 * The path of the page on screen. While a new page's code or data loads the old page stays, so
 * the page transition follows the resolved location, not the one being loaded.
 */
export function useShownPathname(): string {
  return useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? state.location.pathname });
}
