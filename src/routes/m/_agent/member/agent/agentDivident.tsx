import { createFileRoute } from '@tanstack/react-router';
import { DividendsScreen } from '../../../../../screens/agentTeam/DividendsScreen';

export const Route = createFileRoute('/m/_agent/member/agent/agentDivident')({
  component: DividendsScreen,
});
