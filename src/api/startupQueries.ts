import { queryOptions } from '@tanstack/react-query';
import { fetchStartupInfo } from './endpoints/startup';

/* The site's start-up information (shell-and-content §7). */

export const startupKeys = {
  all: ['startup'] as const,
};

/** Start-up information is read once per page load; the startup machine owns when. */
export const startupQuery = () =>
  queryOptions({ queryKey: startupKeys.all, queryFn: fetchStartupInfo, staleTime: Infinity, retry: false });
