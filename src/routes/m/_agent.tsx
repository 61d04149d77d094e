import { createFileRoute } from '@tanstack/react-router';
import { requireAgent } from '../../app/guards';
import { SessionOutlet } from '../../app/routeSession';

/**
 * Agent pages: agents only; everyone else goes to /m/home (accounts §6). The agent's session is
 * this route's context: its loaders read `context.session`, its screens `useAgentSession()`.
 */
export const Route = createFileRoute('/m/_agent')({
  beforeLoad: async ({ context }) => ({ session: await requireAgent(context.auth) }),
  component: SessionOutlet,
});
