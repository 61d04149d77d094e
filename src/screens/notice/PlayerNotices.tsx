import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '../../../contract';
import { homeContentQuery } from '../../api/contentQueries';
import { useStartupInfo } from '../../app/hooks';
import { OperatorHtml } from '../../ui/html/OperatorHtml';
import { QueryContent } from '../../ui/QueryContent';
import './notice.css';

/** A guest's `/m/notice`: the player announcements, newest first, each with its sanitised content. */
export function PlayerNotices() {
  const { i18n } = useLingui();
  const { merchantCode } = useStartupInfo();
  const query = useQuery({ ...homeContentQuery(merchantCode, null), select: newestPlayerNotices });
  return (
    <main className="page">
      <QueryContent
        query={query}
        loadingClass="announcement-status"
        messageClass="announcement-status"
        empty={{ when: (notices) => notices.length === 0, message: <Trans>No announcement</Trans> }}
      >
        {(notices) => (
          <ul className="announcement-list">
            {notices.map((notice) => (
              <li key={notice.id} className="announcement">
                <h2 className="announcement__title">{notice.title}</h2>
                <p className="announcement__date muted">
                  <time dateTime={new Date(notice.publishedAt).toISOString()}>
                    {i18n.date(new Date(notice.publishedAt), { dateStyle: 'medium' })}
                  </time>
                </p>
                <OperatorHtml html={notice.content} className="announcement__content" />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </main>
  );
}

function newestPlayerNotices(items: ContentItem[]): ContentItem[] {
  return items.filter((item) => item.type === 'PL').sort((a, b) => b.publishedAt - a.publishedAt);
}
