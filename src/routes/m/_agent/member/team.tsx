import { createFileRoute } from '@tanstack/react-router';
import { TeamManagementScreen } from '../../../../screens/agentTeam/TeamManagementScreen';

export const Route = createFileRoute('/m/_agent/member/team')({
  component: TeamManagementScreen,
});
