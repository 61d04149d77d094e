import { fromCallback, type EventObject } from 'xstate';
import type { LoadingMessageInput } from '../../machines/support/loadingMessage';

/**
 * A machine's loading message (machines/support/loadingMessage.ts) that records when it shows and
 * when it hides: it shows when its state invokes it and hides when the state is left.
 */
export function recordedLoadingMessage(record: { show: (input: LoadingMessageInput) => void; hide: () => void }) {
  return fromCallback<EventObject, LoadingMessageInput>(({ input }) => {
    record.show(input);
    return () => record.hide();
  });
}
