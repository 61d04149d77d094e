import { createFileRoute } from '@tanstack/react-router';
import { AgentHomeScreen } from '../../../../screens/agent/AgentHomeScreen';

export const Route = createFileRoute('/m/_agent/agent/')({
  component: AgentHomeScreen,
});
