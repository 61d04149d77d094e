import type { AnyActorLogic, AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import type { ActorDoneEvent, ActorErrorEvent } from '../actor-events';

/** An action the machine under test executed, as the inspector reports it. */
export type ExecutedAction = { type: string; params: unknown };

/**
 * What must hold whenever the actor is in a state, whichever path led there. This is the oracle:
 * paths come from the machine itself, so without these a wrong guard would replay just as well.
 */
export type Invariant<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
  executed: readonly ExecutedAction[],
) => void;

/** What a machine's model test declares; the shared tooling does the rest. */
export type ModelSpec<TMachine extends AnyStateMachine = AnyStateMachine> = {
  /** The machine's name in machines/catalog.ts: the coverage row it fills. */
  name: string;
  machine: TMachine;
  /**
   * Event samples by a short label used in test names. An event type without samples is sent
   * bare (`{ type }`). Invoked actors' outcomes are samples too (see actor-events.ts).
   */
  events: Record<string, EventFromLogic<TMachine> | ActorDoneEvent | ActorErrorEvent>;
  /** Event types no view or actor sends from outside (raised internally); traversal skips them. */
  internalEvents?: readonly string[];
  /**
   * Actor implementations that are not controlled promise fakes (child machines). Every
   * string-src invoke not listed here gets a controlled promise fake.
   */
  actors?: Record<string, AnyActorLogic>;
  input?: unknown;
  /**
   * Instead of `input`: the inputs the machine may start with, by a label the test names carry.
   * Paths start from each, for a start that routes on its input (`always` from the initial state).
   */
  inputs?: Record<string, unknown>;
  /** Keyed by state path as `snapshot.matches` reads it: `'signedIn.agent'`, `'active.captcha.shown'`. */
  invariants: Record<string, Invariant<TMachine>>;
  /**
   * Which part of the context tells states apart during traversal. Defaults to the whole context;
   * a projection keeps the number of generated paths readable.
   */
  distinguish?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /**
   * Event types whose transitions always lead to a vertex of their own, even when they leave the
   * state and the distinguished context as they were (a targetless transition whose effect is on a
   * child actor), so some shortest path takes them.
   */
  viaEvents?: readonly string[];
  /**
   * Whether the traversal tries this event sample in this state (default: every sample). For
   * parallel regions whose every combination would multiply the paths without new behaviour.
   */
  offers?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean;
  /** Targets for extra simple paths, for transitions no shortest path takes. */
  simplePathsTo?: (snapshot: SnapshotFrom<TMachine>) => boolean;
};
