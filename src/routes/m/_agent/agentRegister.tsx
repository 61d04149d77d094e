import { createFileRoute } from '@tanstack/react-router';
import { OpenDownlineScreen } from '../../../screens/agentTeam/OpenDownlineScreen';

export const Route = createFileRoute('/m/_agent/agentRegister')({
  component: OpenDownlineScreen,
});
