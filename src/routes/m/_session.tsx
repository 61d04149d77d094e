import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../app/guards';

/** Pages that need a session: settings, change password and member pages (accounts §6). */
export const Route = createFileRoute('/m/_session')({
  beforeLoad: ({ context }) => requireSession(context.auth),
});
