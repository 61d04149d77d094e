import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../app/guards';
import { SessionOutlet } from '../../app/routeSession';
import { SplashScreen } from '../../screens/shell/SplashScreen';

/**
 * Pages that need a session: settings, change password and member pages (accounts §6). The
 * session is this route's context: its loaders read `context.session`, its screens
 * `useMemberSession()`.
 */
export const Route = createFileRoute('/m/_session')({
  // The server draws these pages' chrome around the splash spinner: their guard, loaders and
  // components run in the browser only, which has the session (issue 35).
  ssr: false,
  pendingComponent: SplashScreen,
  beforeLoad: async ({ context }) => ({ session: await requireSession(context.auth) }),
  component: SessionOutlet,
});
