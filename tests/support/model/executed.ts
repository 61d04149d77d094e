import type { ExecutedAction } from './spec';

/** Reading the actions an invariant receives (`executed`) without casts. */

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

export type RunningActor = { id: string; src: string; input: unknown };

/**
 * The actors the machine started (an invoke, a spawn) and has not stopped yet, in the order it
 * started them, with the input each was given: which platform calls are under way, and with what.
 */
export function runningActors(executed: readonly ExecutedAction[]): RunningActor[] {
  const running: RunningActor[] = [];
  for (const { type, params } of executed) {
    const { id, src, input } = record(params);
    if (type === 'xstate.spawnChild') {
      running.push({ id: String(id), src: String(src), input });
    } else if (type === 'xstate.stopChild') {
      const index = running.findIndex((actor) => actor.id === id);
      if (index >= 0) running.splice(index, 1);
    }
  }
  return running;
}
