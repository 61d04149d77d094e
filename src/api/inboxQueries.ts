import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MemberNoticeList, MessagePage } from '../../contract';
import { fetchHelpArticle, fetchHelpList } from './endpoints/help';
import { fetchMessagePage } from './endpoints/messages';
import { fetchVipLevels } from './endpoints/vip';
import { memberKeys, unreadMessageCountQuery } from './memberQueries';

/*
 * The member's inbox, VIP levels and the help centre (shell-and-content §2, §4, §7). The member's
 * own data sits under ['member', token] so signing out drops it.
 */

/** The inbox and VIP levels are the member's (under memberKeys.of(token)); help is the site's, by language. */
export const inboxKeys = {
  /** Every page of the member's inbox. */
  messages: (token: string) => [...memberKeys.of(token), 'messages'] as const,
  vipLevels: (token: string) => [...memberKeys.of(token), 'vipLevels'] as const,
  help: ['help'] as const,
  helpList: (language: string) => [...inboxKeys.help, 'list', language] as const,
  helpArticle: (id: number, language: string) => [...inboxKeys.help, 'article', id, language] as const,
};

/**
 * The inbox, one query per page number under one key (the paging pattern of every long list,
 * src/ui/paging/usePagedList.ts), newest first. Each page carries the unread count over every page,
 * which is also the message icon's dot: a page that comes sets it, so the two never disagree.
 */
export const messagePageQuery = (token: string, pageNo: number) =>
  queryOptions({
    queryKey: [...inboxKeys.messages(token), pageNo] as const,
    queryFn: async ({ client }) => {
      const page = await fetchMessagePage(pageNo);
      client.setQueryData(unreadMessageCountQuery(token).queryKey, page.unreadCount);
      return page;
    },
    staleTime: 30_000,
  });

/** A message read on the platform: every page of the list and the icon's count take the read's answer. */
export function applyMessageRead(client: QueryClient, token: string, read: { id: number; unreadCount: number }): void {
  client.setQueriesData<MessagePage>({ queryKey: inboxKeys.messages(token) }, (page) =>
    page === undefined
      ? page
      : {
          ...page,
          unreadCount: read.unreadCount,
          content: page.content.map((message) => (message.id === read.id ? { ...message, read: true } : message)),
        },
  );
  client.setQueryData(unreadMessageCountQuery(token).queryKey, read.unreadCount);
}

/**
 * An announcement read on the platform: every cached list of the member's that holds it unread
 * (this page's, the agent home's badge) marks it read and counts one fewer in its footer.
 */
export function applyNoticeRead(client: QueryClient, token: string, id: number): void {
  client.setQueriesData<MemberNoticeList>({ queryKey: memberKeys.notices(token) }, (list) => {
    if (list === undefined || !list.content.some((notice) => notice.id === id && !notice.read)) return list;
    return {
      content: list.content.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
      footer: { unreadCount: Math.max(0, list.footer.unreadCount - 1) },
    };
  });
}

/** The VIP levels change only when the operator edits them; the member's level with their play. */
export const vipLevelsQuery = (token: string) =>
  queryOptions({ queryKey: inboxKeys.vipLevels(token), queryFn: fetchVipLevels, staleTime: 60_000 });

/** The help topics in a language: a language change is a new key, so it is fetched again. */
export const helpListQuery = (language: string) =>
  queryOptions({ queryKey: inboxKeys.helpList(language), queryFn: () => fetchHelpList(language), staleTime: 5 * 60_000 });

export const helpArticleQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: inboxKeys.helpArticle(id, language),
    queryFn: () => fetchHelpArticle(id, language),
    staleTime: 5 * 60_000,
  });
