import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { homeContentQuery } from '../../api/queries';
import { useStartupInfo } from '../../app/hooks';
import { OperatorHtml } from '../../ui/html/OperatorHtml';
import { DataSlot } from '../../ui/DataSlot';
import './notice.css';

/** A guest's `/m/notice`: the player announcements, newest first, each with its sanitised content. */
export function PlayerNotices() {
  const { i18n } = useLingui();
  const { merchantCode } = useStartupInfo();
  const { data } = useSuspenseQuery(homeContentQuery(merchantCode, null));
  const notices = data.filter((item) => item.type === 'PL').sort((a, b) => b.publishedAt - a.publishedAt);

  return (
    <main className="page">
      {notices.length === 0 ? (
        <p className="announcement-empty muted">
          <Trans>No announcement</Trans>
        </p>
      ) : (
        <ul className="announcement-list">
          {notices.map((notice) => (
            <li key={notice.id} className="announcement">
              <h2 className="announcement__title">{notice.title}</h2>
              <p className="announcement__date muted">
                <time dateTime={new Date(notice.publishedAt).toISOString()}>
                  {i18n.date(new Date(notice.publishedAt), { dateStyle: 'medium' })}
                </time>
              </p>
              <DataSlot pending={<p className="muted">…</p>} failed={<p className="muted">{notice.title}</p>}>
                <OperatorHtml html={notice.content} className="announcement__content" />
              </DataSlot>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
