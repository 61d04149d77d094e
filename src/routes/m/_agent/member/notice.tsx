import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { AgentAnnouncementsScreen } from '../../../../screens/agentTeam/AgentAnnouncementsScreen';
import { loadMemberNotices } from '../../../../screens/notice/loaders';
import { defaultNoticeType, noticeTypesSearch } from '../../-search';

export const Route = createFileRoute('/m/_agent/member/notice')({
  staticData: page(msg`Agent announcements`, { memberArea: true }),
  validateSearch: noticeTypesSearch,
  loaderDeps: ({ search }) => ({ type: search.types ?? defaultNoticeType }),
  loader: ({ context, deps }) => loadMemberNotices(context, [deps.type]),
  component: AgentNoticeRoute,
});

function AgentNoticeRoute() {
  const { types = defaultNoticeType } = Route.useSearch();
  return <AgentAnnouncementsScreen type={types} />;
}
