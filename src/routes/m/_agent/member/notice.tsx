import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { AgentAnnouncementsScreen } from '../../../../screens/agentTeam/AgentAnnouncementsScreen';
import { recordTypesSearch } from '../../-search';

export const Route = createFileRoute('/m/_agent/member/notice')({
  staticData: page(msg`Agent announcements`, { memberArea: true }),
  validateSearch: recordTypesSearch,
  component: AgentAnnouncementsScreen,
});
