import { createFileRoute } from '@tanstack/react-router';
import { TeamBettingScreen } from '../../../screens/agentTeam/TeamBettingScreen';

export const Route = createFileRoute('/m/_agent/teamBetting')({
  component: TeamBettingScreen,
});
