import { fromCallback, type EventObject } from 'xstate';

export type LoadingMessageInput = {
  /** The message closes by itself at this limit (accounts §9: 10 s, 9999 s where the spec says). */
  limitMs: number;
};

/**
 * A loading message (a toast with a spinner) shown for as long as the state that invokes it lasts:
 * leaving the state, or stopping the actor, hides it. A machine declares one per message under a
 * name that says what is loading (`signingOutMessage`); src/ provides it with the text in the
 * user's language. Its invoke's `onError` keeps the flow going: a message that cannot show is no
 * reason to stop what it decorates.
 */
export const loadingMessage = fromCallback<EventObject, LoadingMessageInput>(() => {
  throw new Error('loading messages are provided by src/');
});
