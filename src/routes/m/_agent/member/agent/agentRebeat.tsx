import { createFileRoute } from '@tanstack/react-router';
import { AgentRebateScreen } from '../../../../../screens/agentTeam/AgentRebateScreen';

export const Route = createFileRoute('/m/_agent/member/agent/agentRebeat')({
  component: AgentRebateScreen,
});
