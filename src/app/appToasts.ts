import { createToastApi } from '../ui/toast/toastApi';
import type { AppActorRef } from './actorRefs';

/**
 * The toasts of this app actor, resolved when a toast is asked for (the child can be gone). The
 * app's services get them (./createApp.ts), and so do the views (`useToasts`, ./hooks.ts).
 */
export function appToasts(app: () => AppActorRef | undefined) {
  return createToastApi(() => app()?.getSnapshot().children.toasts);
}
