import { createFileRoute } from '@tanstack/react-router';
import { AgentAnnouncementsScreen } from '../../../../screens/agentTeam/AgentAnnouncementsScreen';
import { recordTypesSearch } from '../../-search';

export const Route = createFileRoute('/m/_agent/member/notice')({
  validateSearch: recordTypesSearch,
  component: AgentAnnouncementsScreen,
});
