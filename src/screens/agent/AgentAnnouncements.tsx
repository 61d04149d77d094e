import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { MemberNoticeList } from '../../../contract';
import { RetryButton } from '../../ui/QueryContent';
import { NoticeIcon } from './icons';
import { UnreadBadge } from './UnreadBadge';

/** The agent announcements (types A) with their unread badge, to `/m/member/notice?types=A` (accounts §2). */
export function AgentAnnouncements({ notices }: { notices: UseQueryResult<MemberNoticeList> }) {
  return (
    <div className="agenthome__notices">
      <Link to="/m/member/notice" search={{ types: 'A' }} className="agenthome__notices-link">
        <NoticeIcon />
        <span className="agenthome__notices-label">
          <Trans>Agent announcements</Trans>
        </span>{' '}
        <UnreadBadge count={notices.data?.footer.unreadCount} />
      </Link>
      {notices.isError && !notices.isFetching && <RetryButton onRetry={() => void notices.refetch()} />}
    </div>
  );
}
