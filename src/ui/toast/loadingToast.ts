import { fromCallback, type EventObject } from 'xstate';
import type { LoadingMessageInput } from '../../../machines/support/loadingMessage';
import type { ToastApi } from './toastApi';

/**
 * A machine's loading message (machines/support/loadingMessage.ts) as a loading toast: it shows
 * when the machine's state invokes it and hides when the state is left or the actor stops.
 */
export function loadingToast(toasts: ToastApi, message: () => string) {
  return fromCallback<EventObject, LoadingMessageInput>(({ input }) => toasts.showLoading(message(), { limitMs: input.limitMs }));
}
