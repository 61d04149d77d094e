import { queryOptions } from '@tanstack/react-query';
import { fetchCountries, fetchRegisterSettings } from './endpoints/accounts';
import { fetchMemberInfo, fetchWallet } from './endpoints/member';
import { fetchMemberNotices, fetchUnreadMessageCount } from './endpoints/memberArea';
import { fetchStartupInfo } from './endpoints/startup';
import { fetchHomeContent, fetchDownloadLinks, fetchHotMatches, fetchWinners } from './endpoints/content';
import { fetchGameList, fetchGameTypes, fetchHotGames, fetchVendorInfo, fetchVendors } from './endpoints/games';
import type { ContentType, GameListQuery, StartupInfo } from '../../contract';
import { fetchGameMenus, fetchLotteries } from './endpoints/games';
import type { PrizeMode } from '../../contract';

/** Start-up information is read once per page load; the startup machine owns when. */
export const startupQuery = () =>
  queryOptions({ queryKey: ['startup'], queryFn: fetchStartupInfo, staleTime: Infinity, retry: false });

/** Keyed by token so a new session never sees the previous member's data. */
export const memberInfoQuery = (token: string) =>
  queryOptions({ queryKey: ['member', token, 'info'], queryFn: fetchMemberInfo, staleTime: 60_000 });

export const walletQuery = (token: string) =>
  queryOptions({ queryKey: ['member', token, 'wallet'], queryFn: fetchWallet, staleTime: 15_000 });

/** The message icon's dot and the mail badges; reading a message sets it from the read's answer. */
export const unreadMessageCountQuery = (token: string) =>
  queryOptions({ queryKey: ['member', token, 'unreadMessages'], queryFn: fetchUnreadMessageCount, staleTime: 30_000 });

/** Announcements with read state (`/m/notice`, `/m/member/notice?types=`, the agent home's badge). */
export const memberNoticesQuery = (token: string, merchantCode: string, types: readonly ContentType[]) =>
  queryOptions({
    queryKey: ['member', token, 'notices', merchantCode, types.join(',')],
    queryFn: () => fetchMemberNotices(types, merchantCode),
    staleTime: 60_000,
  });

/** The per-field registration rules change only when the operator edits them. */
export const registerSettingsQuery = () =>
  queryOptions({ queryKey: ['registerSettings'], queryFn: fetchRegisterSettings, staleTime: 5 * 60_000 });

/** Dialing codes for the pickers, the site's default country first. */
export const countriesQuery = () =>
  queryOptions({ queryKey: ['countries'], queryFn: fetchCountries, staleTime: Infinity });

/*
 * Home content (shell-and-content §2, §7). What is only shown lives in the query cache; a view reads
 * it with useQuery and shows its own loading and failure. Keys carry what the answer depends on.
 */

/** Banners, player notices, pop-ups and help of home; per session, since agents get more. */
export const homeContentQuery = (merchantCode: string, token: string | null) =>
  queryOptions({
    queryKey: ['content', 'home', merchantCode, token],
    queryFn: () => fetchHomeContent(merchantCode),
    staleTime: 60_000,
  });

export const hotMatchesQuery = () => queryOptions({ queryKey: ['hotMatches'], queryFn: fetchHotMatches, staleTime: 60_000 });

export const winnersQuery = () => queryOptions({ queryKey: ['winners'], queryFn: fetchWinners, staleTime: 60_000 });

/**
 * The download links. The start-up information carries the same list, so it is the first answer:
 * the download bar and the side widget are decided as home first renders, with no call to wait
 * for (a bar arriving later would push home down); the list call refreshes it once stale.
 */
export const downloadLinksQuery = (startup: Pick<StartupInfo, 'resources'>) =>
  queryOptions({
    queryKey: ['downloadLinks'],
    queryFn: fetchDownloadLinks,
    staleTime: 5 * 60_000,
    initialData: startup.resources,
  });

/** The site's category order, vendor mapping and hot games: reloaded when the language changes. */
export const gameTypesQuery = (merchantCode: string) =>
  queryOptions({ queryKey: ['games', 'types', merchantCode], queryFn: () => fetchGameTypes(merchantCode), staleTime: 5 * 60_000 });

export const vendorInfoQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: ['games', 'vendorInfo', language, merchantCode],
    queryFn: () => fetchVendorInfo(language, merchantCode),
    staleTime: 5 * 60_000,
  });

export const vendorsQuery = (merchantCode: string) =>
  queryOptions({ queryKey: ['games', 'vendors', merchantCode], queryFn: () => fetchVendors(merchantCode), staleTime: 5 * 60_000 });

export const hotGamesQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language, merchantCode],
    queryFn: () => fetchHotGames(language, merchantCode),
    staleTime: 60_000,
  });

/** One page of a game list; the key is the whole query, so a filter change is a new list. */
export const gameListQuery = (query: GameListQuery) =>
  queryOptions({ queryKey: ['games', 'list', query], queryFn: () => fetchGameList(query), staleTime: 60_000 });

/** The lotteries of a prize mode (shell-and-content §4), in the language they are named in. */
export const lotteriesQuery = (prizeMode: PrizeMode, language: string) =>
  queryOptions({
    queryKey: ['games', 'lotteries', prizeMode, language],
    queryFn: () => fetchLotteries(prizeMode, language),
    staleTime: 60_000,
  });

/** The game menus: each category's vendors with their game counts and classes. */
export const gameMenusQuery = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: ['games', 'menus', language, merchantCode],
    queryFn: () => fetchGameMenus(language, merchantCode),
    staleTime: 5 * 60_000,
  });
