import { queryOptions } from '@tanstack/react-query';
import type { StartupInfo } from '../../contract';
import { fetchDownloadLinks, fetchHomeContent, fetchHotMatches, fetchWinners } from './endpoints/content';

/*
 * Home content (shell-and-content §2, §7). What is only shown lives in the query cache; a view reads
 * it with useQuery and shows its own loading and failure. Keys carry what the answer depends on.
 */

export const contentKeys = {
  all: ['content'] as const,
  home: (merchantCode: string, token: string | null) => [...contentKeys.all, 'home', merchantCode, token] as const,
  hotMatches: () => ['hotMatches'] as const,
  winners: () => ['winners'] as const,
  downloadLinks: () => ['downloadLinks'] as const,
};

/** Banners, player notices, pop-ups and help of home; per session, since agents get more. */
export const homeContentQuery = (merchantCode: string, token: string | null) =>
  queryOptions({
    queryKey: contentKeys.home(merchantCode, token),
    queryFn: () => fetchHomeContent(merchantCode),
    staleTime: 60_000,
  });

export const hotMatchesQuery = () => queryOptions({ queryKey: contentKeys.hotMatches(), queryFn: fetchHotMatches, staleTime: 60_000 });

export const winnersQuery = () => queryOptions({ queryKey: contentKeys.winners(), queryFn: fetchWinners, staleTime: 60_000 });

/**
 * The download links. The start-up information carries the same list, so it is the first answer:
 * the download bar and the side widget are decided as home first renders, with no call to wait
 * for (a bar arriving later would push home down); the list call refreshes it once stale.
 */
export const downloadLinksQuery = (startup: Pick<StartupInfo, 'resources'>) =>
  queryOptions({
    queryKey: contentKeys.downloadLinks(),
    queryFn: fetchDownloadLinks,
    staleTime: 5 * 60_000,
    initialData: startup.resources,
  });
