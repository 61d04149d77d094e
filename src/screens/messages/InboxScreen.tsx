import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { messagePagesQuery } from '../../api/inboxQueries';
import { useMemberSession } from '../../app/routeSession';
import { RetryButton } from '../../ui/QueryContent';
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
  const { t } = useLingui();
  const query = useInfiniteQuery(messagePagesQuery(token));
  const markRead = useMarkMessageRead(token);
  if (query.data === undefined) {
    return (
      <main className="page inbox">
        {query.isError && !query.isFetching ? (
          <div className="inbox-status">
            <RetryButton onRetry={() => void query.refetch()} />
          </div>
        ) : (
          <div className="inbox-status" role="status" aria-busy="true">
            <span className="visually-hidden">
              <Trans>Loading</Trans>
            </span>
          </div>
        )}
      </main>
    );
  }
  const { pages } = query.data;
  const messages = pages.flatMap((page) => page.content);
  const unread = pages[0]?.unreadCount ?? 0;
  return (
    <main className="page inbox">
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
                if (!message.read) markRead(message.id);
              }}
            />
          ))}
        </ul>
      )}
      <div className="inbox-more">
        {query.isFetchNextPageError && !query.isFetchingNextPage ? (
          <RetryButton onRetry={() => void query.fetchNextPage()} />
        ) : query.hasNextPage ? (
          <button
            type="button"
            className="button button--small"
            aria-busy={query.isFetchingNextPage}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Trans>Loading</Trans> : <Trans>More messages</Trans>}
          </button>
        ) : null}
      </div>
    </main>
  );
}
