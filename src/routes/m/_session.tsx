import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../app/guards';
import { SessionOutlet } from '../../app/routeSession';

/**
 * Pages that need a session: settings, change password and member pages (accounts §6). The
 * session is this route's context: its loaders read `context.session`, its screens
 * `useMemberSession()`.
 */
export const Route = createFileRoute('/m/_session')({
  beforeLoad: async ({ context }) => ({ session: await requireSession(context.auth) }),
  component: SessionOutlet,
});
