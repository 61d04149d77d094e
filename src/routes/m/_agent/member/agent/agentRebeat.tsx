import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../../../app/pageChrome';
import { AgentRebateScreen } from '../../../../../screens/agentTeam/AgentRebateScreen';

export const Route = createFileRoute('/m/_agent/member/agent/agentRebeat')({
  staticData: page(msg`Agent rebate`, { memberArea: true }),
  component: AgentRebateScreen,
});
