import type { InspectionEvent } from 'xstate';
import { transitionKey } from '../../../scripts/machine-docs/graph';
import type { ExecutedAction } from './spec';

/** An effect the machine ran, and the transition that ran it (its entry, exit or own actions). */
export type EffectOccurrence = { index: number; transition: string; type: string; hasParams: boolean };

/**
 * The actions the machine under test executed, in order, and which transition ran each. XState
 * reports a microstep's actions before the microstep itself, so they wait until it names its
 * transitions; actions no microstep claims (the initial state's entry) belong to no transition.
 */
export type EffectLedger = {
  executed: readonly ExecutedAction[];
  /** Pass every inspection event of the machine under test. */
  note: (event: InspectionEvent) => void;
  /** The effects each transition ran so far on this path. */
  occurrences: () => readonly EffectOccurrence[];
  /** The transitions taken since the last call: the step just replayed. */
  takeStepTransitions: () => string[];
};

/**
 * XState's own mechanics (scheduling a delay, starting or stopping an invoked actor) are how a
 * state behaves, not effects; an emitted event or an event sent to another actor is observable.
 * Context assignments are never reported as executed actions.
 */
const observableBuiltIns = new Set(['xstate.emit', 'xstate.sendTo']);

export function isEffect(action: ExecutedAction): boolean {
  return !action.type.startsWith('xstate.') || observableBuiltIns.has(action.type);
}

export function createEffectLedger(): EffectLedger {
  const executed: ExecutedAction[] = [];
  const occurrences: EffectOccurrence[] = [];
  let unclaimed: number[] = [];
  let stepTransitions: string[] = [];
  return {
    executed,
    note: (event) => {
      if (event.type === '@xstate.action') {
        executed.push(event.action);
        unclaimed.push(executed.length - 1);
      } else if (event.type === '@xstate.microstep') {
        const keys = event._transitions.map(transitionKey);
        stepTransitions.push(...keys);
        for (const index of unclaimed) {
          const action = executed[index];
          if (action === undefined || !isEffect(action)) continue;
          for (const transition of keys) {
            occurrences.push({ index, transition, type: action.type, hasParams: action.params !== undefined });
          }
        }
        unclaimed = [];
      } else if (event.type === '@xstate.snapshot') {
        unclaimed = [];
      }
    },
    occurrences: () => occurrences,
    takeStepTransitions: () => {
      const taken = stepTransitions;
      stepTransitions = [];
      return taken;
    },
  };
}
