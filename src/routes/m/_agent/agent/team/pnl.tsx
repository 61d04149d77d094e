import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { TeamProfitAndLossScreen } from '../../../../../screens/agentTeam/TeamProfitAndLossScreen';

export const Route = createFileRoute('/m/_agent/agent/team/pnl')({
  staticData: page(msg`Team profit and loss`),
  component: TeamProfitAndLossScreen,
});
