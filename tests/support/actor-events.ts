/**
 * The events an invoked actor sends its parent. Model tests list them as samples so the path
 * generator can walk through `onDone` / `onError`; replay produces them by settling the fake.
 */
const donePrefix = 'xstate.done.actor.';
const errorPrefix = 'xstate.error.actor.';

export type ActorDoneEvent = { type: `xstate.done.actor.${string}`; output: unknown };
export type ActorErrorEvent = { type: `xstate.error.actor.${string}`; error: unknown };

export function doneEvent(invokeId: string, output: unknown): ActorDoneEvent {
  return { type: `${donePrefix}${invokeId}`, output };
}

export function errorEvent(invokeId: string, error: unknown): ActorErrorEvent {
  return { type: `${errorPrefix}${invokeId}`, error };
}

export type ActorOutcome =
  { kind: 'done'; invokeId: string; output: unknown } | { kind: 'error'; invokeId: string; error: unknown };

/** Reads a sample back: which invoked actor it comes from and how it settled. */
export function actorOutcome(event: { type: string; output?: unknown; error?: unknown }): ActorOutcome | null {
  if (event.type.startsWith(donePrefix)) {
    return { kind: 'done', invokeId: event.type.slice(donePrefix.length), output: event.output };
  }
  if (event.type.startsWith(errorPrefix)) {
    return { kind: 'error', invokeId: event.type.slice(errorPrefix.length), error: event.error };
  }
  return null;
}
