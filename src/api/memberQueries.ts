import { queryOptions } from '@tanstack/react-query';
import type { ContentType } from '../../contract';
import { fetchHeadIcons } from './endpoints/headIcon';
import { fetchMemberInfo, fetchWallet } from './endpoints/member';
import { fetchMemberNotices, fetchUnreadMessageCount } from './endpoints/memberArea';

/*
 * The signed-in member's own data (accounts §2). Every key of it starts with ['member', token]: a
 * new session never sees the previous member's data, and signing out drops it all at once.
 */

export const memberKeys = {
  all: ['member'] as const,
  of: (token: string) => [...memberKeys.all, token] as const,
  info: (token: string) => [...memberKeys.of(token), 'info'] as const,
  wallet: (token: string) => [...memberKeys.of(token), 'wallet'] as const,
  unreadMessages: (token: string) => [...memberKeys.of(token), 'unreadMessages'] as const,
  /** Every cached list of the member's announcements, whatever its types. */
  notices: (token: string) => [...memberKeys.of(token), 'notices'] as const,
  noticeList: (token: string, merchantCode: string, types: readonly ContentType[]) =>
    [...memberKeys.notices(token), merchantCode, types.join(',')] as const,
  headIcons: (token: string) => [...memberKeys.of(token), 'headIcons'] as const,
};

export const memberInfoQuery = (token: string) =>
  queryOptions({ queryKey: memberKeys.info(token), queryFn: fetchMemberInfo, staleTime: 60_000 });

export const walletQuery = (token: string) =>
  queryOptions({ queryKey: memberKeys.wallet(token), queryFn: fetchWallet, staleTime: 15_000 });

/** The message icon's dot and the mail badges; reading a message sets it from the read's answer. */
export const unreadMessageCountQuery = (token: string) =>
  queryOptions({ queryKey: memberKeys.unreadMessages(token), queryFn: fetchUnreadMessageCount, staleTime: 30_000 });

/** Announcements with read state (`/m/notice`, `/m/member/notice?types=`, the agent home's badge). */
export const memberNoticesQuery = (token: string, merchantCode: string, types: readonly ContentType[]) =>
  queryOptions({
    queryKey: memberKeys.noticeList(token, merchantCode, types),
    queryFn: () => fetchMemberNotices(types, merchantCode),
    staleTime: 60_000,
  });

/** The icons to pick from and the member's choice: asked for when the picker first opens. */
export const headIconsQuery = (token: string) =>
  queryOptions({ queryKey: memberKeys.headIcons(token), queryFn: fetchHeadIcons, staleTime: 5 * 60_000 });
