import { createFileRoute } from '@tanstack/react-router';
import { TeamRebateScreen } from '../../../../screens/agentTeam/TeamRebateScreen';

export const Route = createFileRoute('/m/_agent/member/teamRebate')({
  component: TeamRebateScreen,
});
