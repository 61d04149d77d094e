import { createFileRoute } from '@tanstack/react-router';
import { TeamOverviewScreen } from '../../../../../screens/agentTeam/TeamOverviewScreen';

export const Route = createFileRoute('/m/_agent/agent/team/overview')({
  component: TeamOverviewScreen,
});
