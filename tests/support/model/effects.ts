import type { ExecutedAction } from './spec';

/**
 * The actors a machine invoked with this id, in order, as their inputs: `invoked(executed,
 * 'register')` says how many register calls the path made and with what (an effect, not a tag).
 */
export function invoked(executed: readonly ExecutedAction[], id: string): unknown[] {
  return executed.flatMap(({ type, params }) => {
    if (type !== 'xstate.spawnChild' || typeof params !== 'object' || params === null) return [];
    if (!('id' in params) || params.id !== id) return [];
    return ['input' in params ? params.input : undefined];
  });
}

/** The events a machine sent to its child `targetId` (`sendTo`), in order. */
export function sentTo(executed: readonly ExecutedAction[], targetId: string): unknown[] {
  return executed.flatMap(({ type, params }) => {
    if (type !== 'xstate.sendTo' || typeof params !== 'object' || params === null) return [];
    if (!('targetId' in params) || params.targetId !== targetId) return [];
    return ['event' in params ? params.event : undefined];
  });
}
