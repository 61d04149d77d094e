import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { messagePageQuery } from '../../api/inboxQueries';
import { useMemberSession } from '../../app/routeSession';
import type { MessagePage } from '../../../contract';
import { usePagedList, type PagedList } from '../../ui/paging/usePagedList';
import { QueryContent, RetryButton } from '../../ui/QueryContent';
import { ReadableItem } from './ReadableItem';
import { useMarkMessageRead } from './useMarkMessageRead';
import './inbox.css';

/**
 * The member's inbox (`/m/webEmail`, the message centre, and `/m/message`: one screen), newest
 * first, page by page, with the unread count. Opening a message marks it read on the platform.
 */
export function InboxScreen() {
  const session = useMemberSession();
  return <Inbox token={session.token} />;
}

function Inbox({ token }: { token: string }) {
  const pageQuery = useCallback((pageNo: number) => messagePageQuery(token, pageNo), [token]);
  // The pages read so far, with any that failed in their place: a short list shows them all.
  const list = usePagedList(pageQuery, 'known');
  const markRead = useMarkMessageRead(token);
  const first = list.pages.get(1);
  return (
    <main className="page inbox">
      <QueryContent
        part={{ data: first, failed: list.failed.includes(1), retry: () => list.send({ type: 'user.retryPage', page: 1 }) }}
        loadingClass="inbox-status"
        messageClass="inbox-status"
      >
        {(firstPage) => <Messages list={list} first={firstPage} onOpen={markRead} />}
      </QueryContent>
    </main>
  );
}

function Messages({ list, first, onOpen }: { list: PagedList<MessagePage>; first: MessagePage; onOpen: (id: number) => void }) {
  const { t } = useLingui();
  const last = Math.max(1, ...list.loaded, ...list.failed);
  const numbers = Array.from({ length: last }, (_, index) => index + 1);
  const messages = numbers.flatMap((pageNo) => list.pages.get(pageNo)?.content ?? []);
  const failedPage = numbers.find((pageNo) => list.failed.includes(pageNo) && !list.pages.has(pageNo));
  const hasMore = last < first.totalPages;
  const unread = first.unreadCount;
  return (
    <>
      <p className="inbox-unread" role="status">
        <Plural value={unread} _0="No unread messages" one="# unread message" other="# unread messages" />
      </p>
      {messages.length === 0 ? (
        <p className="inbox-empty muted">
          <Trans>No messages yet</Trans>
        </p>
      ) : (
        <ul className="inbox-list" aria-label={t`Messages`}>
          {messages.map((message) => (
            <ReadableItem
              key={message.id}
              title={message.title}
              at={message.sentAt}
              read={message.read}
              html={message.content}
              onOpen={() => {
                if (!message.read) onOpen(message.id);
              }}
            />
          ))}
        </ul>
      )}
      <div className="inbox-more">
        {failedPage !== undefined && !list.loading ? (
          // The page that failed, in its place: after the messages before it.
          <RetryButton onRetry={() => list.send({ type: 'user.retryPage', page: failedPage })} />
        ) : hasMore || list.loading ? (
          <button
            type="button"
            className="button button--small"
            aria-busy={list.loading}
            disabled={list.loading}
            onClick={() => list.send({ type: 'user.loadMore' })}
          >
            {list.loading ? <Trans>Loading</Trans> : <Trans>More messages</Trans>}
          </button>
        ) : null}
      </div>
    </>
  );
}
