import { createFileRoute } from '@tanstack/react-router';
import { requireAgent } from '../../app/guards';
import { SessionOutlet } from '../../app/routeSession';
import { SplashScreen } from '../../screens/shell/SplashScreen';

/**
 * Agent pages: agents only; everyone else goes to /m/home (accounts §6). The agent's session is
 * this route's context: its loaders read `context.session`, its screens `useAgentSession()`.
 */
export const Route = createFileRoute('/m/_agent')({
  // The server draws these pages' chrome around the splash spinner: their guard, loaders and
  // components run in the browser only, which has the session (issue 35).
  ssr: false,
  pendingComponent: SplashScreen,
  beforeLoad: async ({ context }) => ({ session: await requireAgent(context.auth) }),
  component: SessionOutlet,
});
