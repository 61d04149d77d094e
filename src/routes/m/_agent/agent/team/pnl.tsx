import { createFileRoute } from '@tanstack/react-router';
import { TeamProfitAndLossScreen } from '../../../../../screens/agentTeam/TeamProfitAndLossScreen';

export const Route = createFileRoute('/m/_agent/agent/team/pnl')({
  component: TeamProfitAndLossScreen,
});
