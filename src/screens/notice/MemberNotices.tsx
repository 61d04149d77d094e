import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '../../../contract';
import { markNoticeRead } from '../../api/endpoints/memberArea';
import { applyNoticeRead } from '../../api/inboxQueries';
import { memberNoticesQuery } from '../../api/memberQueries';
import { useStartupInfo } from '../../app/hooks';
import { QueryContent } from '../../ui/QueryContent';
import { ReadableItem } from '../messages/ReadableItem';
import './memberNotices.css';

type Props = { token: string; types: readonly ContentType[] };

/**
 * A signed-in member's announcements of some types (`/m/notice`, `/m/member/notice?types=`), newest
 * first, with their read state. Opening one marks it read; the unread footer counts down.
 */
export function MemberNotices({ token, types }: Props) {
  const { t } = useLingui();
  const { merchantCode } = useStartupInfo();
  const query = useQuery(memberNoticesQuery(token, merchantCode, types));
  const client = useQueryClient();
  const { mutate: markRead } = useMutation({
    mutationFn: markNoticeRead,
    onSuccess: ({ id }) => applyNoticeRead(client, token, id),
  });
  return (
    <main className="page member-notices">
      <QueryContent query={query} loadingClass="member-notices__status" messageClass="member-notices__status">
        {({ content, footer }) => (
          <>
            {content.length === 0 ? (
              <p className="member-notices__empty muted">
                <Trans>No announcement</Trans>
              </p>
            ) : (
              <ul className="member-notices__list" aria-label={t`Announcements`}>
                {[...content]
                  .sort((a, b) => b.publishedAt - a.publishedAt)
                  .map((notice) => (
                    <ReadableItem
                      key={notice.id}
                      title={notice.title}
                      at={notice.publishedAt}
                      read={notice.read}
                      html={notice.content}
                      onOpen={() => {
                        if (!notice.read) markRead(notice.id);
                      }}
                    />
                  ))}
              </ul>
            )}
            <p className="member-notices__footer" role="status">
              <Plural value={footer.unreadCount} _0="No unread announcements" one="# unread announcement" other="# unread announcements" />
            </p>
          </>
        )}
      </QueryContent>
    </main>
  );
}
