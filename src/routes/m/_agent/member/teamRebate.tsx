import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../app/pageChrome';
import { TeamRebateScreen } from '../../../../screens/agentTeam/TeamRebateScreen';

export const Route = createFileRoute('/m/_agent/member/teamRebate')({
  staticData: page(msg`Team rebate`, { memberArea: true }),
  component: TeamRebateScreen,
});
