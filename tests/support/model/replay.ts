import {
  createActor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import type { EventExecutor } from 'xstate/graph';
import { expect } from 'vitest';
import { invokedActorsOf } from '../../../scripts/machine-docs/graph';
import { actorOutcome } from '../actor-events';
import { controlledPromise, type ControlledPromise } from '../controlled-promise';
import { settle } from '../deferred';
import type { MatchedInvariant } from './checks';
import { ownTagsOf } from './counterfactual';
import type { CoverageRecorder } from './coverage';
import { createEffectLedger } from './effects';
import type { ModelPath } from './paths';
import type { ModelSpec } from './spec';

/**
 * Replays a generated path on a real actor: user events are sent, invoked actors' outcomes are
 * produced by settling the fake the machine really started (so a path through `onDone` fails if
 * the machine never invoked that actor). After every step the actor must be where the model is,
 * and the spec's invariants for the states it is in must hold; then the recorder asks which
 * transitions those invariants check (checks.ts).
 */
export async function replayPath(spec: ModelSpec, path: ModelPath, recorder: CoverageRecorder): Promise<void> {
  const fakes = controlledInvokes(spec);
  const machine = spec.machine.provide({ actors: { ...fakes.logic, ...spec.actors } });
  // The machine under test is the root actor. Its events are told by that, not by the ref: the
  // routing of its first state (an `always` on its input) happens while it is being created.
  const isSubject = (event: InspectionEvent) => event.actorRef.sessionId === event.rootId;
  const record = recorder.inspector(isSubject);
  const ledger = createEffectLedger();
  const actor = createActor(machine, {
    input: path.input,
    inspect: (event) => {
      record(event);
      if (isSubject(event)) ledger.note(event);
    },
  });
  recorder.notePathReplayed();
  actor.start();
  recorder.noteSnapshot(actor.getSnapshot());

  const execute: EventExecutor<AnyMachineSnapshot, EventObject> = async (step) => {
    const outcome = actorOutcome(step.event);
    if (outcome === null) {
      actor.send(step.event);
    } else {
      const fake = fakes.byInvokeId.get(outcome.invokeId);
      if (fake === undefined) throw new Error(`no fake for invoke "${outcome.invokeId}"`);
      const call = fake.pending();
      if (call?.actorId !== outcome.invokeId) {
        throw new Error(`the machine is not running invoke "${outcome.invokeId}", so it cannot settle`);
      }
      if (outcome.kind === 'done') fake.resolve(outcome.output);
      else fake.reject(outcome.error);
    }
    await settle();
    recorder.noteSnapshot(actor.getSnapshot());
  };
  const eventTypes = new Set(path.steps.map((step) => step.event.type));
  eventTypes.delete('xstate.init');

  try {
    await path.test({
      events: Object.fromEntries([...eventTypes].map((type) => [type, execute])),
      states: {
        '*': (expected) => {
          const actual = actor.getSnapshot();
          expect(observable(actual, spec)).toEqual(observable(expected, spec));
          const matched = matchedInvariants(spec, actual);
          for (const { invariant } of matched) invariant(actual, ledger.executed);
          recorder.checks.afterStep(actual, matched, ledger, ledger.takeStepTransitions());
        },
      },
    });
  } finally {
    actor.stop();
  }
}

function matchedInvariants(spec: ModelSpec, snapshot: AnyMachineSnapshot): MatchedInvariant[] {
  return Object.entries(spec.invariants)
    .filter(([state]) => snapshot.matches(state))
    .map(([state, invariant]) => ({ invariant, ownTags: ownTagsOf(state, snapshot) }));
}

/**
 * What a view or a parent can observe of a snapshot. With a `distinguish` projection the paths
 * were generated over that projection (one representative context per vertex), so that is what
 * replay compares; the invariants still see the whole real snapshot.
 */
function observable(snapshot: AnyMachineSnapshot, spec: ModelSpec) {
  return {
    value: snapshot.value,
    status: snapshot.status,
    tags: [...snapshot.tags].sort(),
    context: spec.distinguish ? spec.distinguish(snapshot) : snapshot.context,
    children: Object.keys(snapshot.children).sort(),
  };
}

function controlledInvokes(spec: ModelSpec): {
  logic: Record<string, AnyActorLogic>;
  byInvokeId: Map<string, ControlledPromise<unknown, unknown>>;
} {
  const provided = spec.actors ?? {};
  const bySrc = new Map<string, ControlledPromise<unknown, unknown>>();
  const byInvokeId = new Map<string, ControlledPromise<unknown, unknown>>();
  for (const invoke of invokedActorsOf(spec.machine)) {
    if (invoke.src in provided) continue;
    const fake = bySrc.get(invoke.src) ?? controlledPromise<unknown, unknown>(invoke.src);
    bySrc.set(invoke.src, fake);
    byInvokeId.set(invoke.id, fake);
  }
  return { logic: Object.fromEntries([...bySrc].map(([src, fake]) => [src, fake.logic])), byInvokeId };
}
