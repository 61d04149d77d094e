import type { InspectionEvent } from 'xstate';
import { transitionKey } from '../../../scripts/machine-docs/graph';
import { record } from './executed';
import type { ExecutedAction } from './spec';

/** An effect the machine ran, and the transition that ran it (its entry, exit or own actions). */
export type EffectOccurrence = { index: number; transition: string; effect: string; hasParams: boolean };

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

type Effect = { label: string; hasParams: boolean };

function eventType(params: unknown): string {
  const type = record(record(params).event).type;
  return typeof type === 'string' ? type : '?';
}

function hasPayload(params: unknown): boolean {
  return Object.keys(record(record(params).event)).some((key) => key !== 'type');
}

/**
 * What an executed action does that someone else can observe, or null for XState's own
 * mechanics: scheduling and cancelling delays (`after`), stopping the actors a state invoked on
 * leaving it. Context assignments are never reported as executed actions. Starting an actor is an
 * effect with its input as params (the platform call and what it sends); raising, emitting or
 * sending an event is one with the event's payload as params.
 */
export function effectOf({ type, params }: ExecutedAction): Effect | null {
  switch (type) {
    case 'xstate.spawnChild': {
      const src = record(params).src;
      return { label: `invoke ${typeof src === 'string' ? src : '?'}`, hasParams: record(params).input !== undefined };
    }
    case 'xstate.raise':
      if (eventType(params).startsWith('xstate.after.')) return null;
      return { label: `raise ${eventType(params)}`, hasParams: hasPayload(params) };
    case 'xstate.emit':
    case 'xstate.sendTo':
      return { label: `${type.slice('xstate.'.length)} ${eventType(params)}`, hasParams: hasPayload(params) };
    default:
      return type.startsWith('xstate.') ? null : { label: type, hasParams: params !== undefined };
  }
}

/** The same action with other params: another input, another event payload, other named params. */
export function withOtherParamsOf(action: ExecutedAction, counterfeit: object): ExecutedAction {
  const params = record(action.params);
  switch (action.type) {
    case 'xstate.spawnChild':
      return { type: action.type, params: { ...params, input: counterfeit } };
    case 'xstate.raise':
    case 'xstate.emit':
    case 'xstate.sendTo':
      return { type: action.type, params: { ...params, event: { ...counterfeit, type: eventType(params) } } };
    default:
      return { type: action.type, params: counterfeit };
  }
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
          const effect = action === undefined ? null : effectOf(action);
          if (effect === null) continue;
          for (const transition of keys) {
            occurrences.push({ index, transition, effect: effect.label, hasParams: effect.hasParams });
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
