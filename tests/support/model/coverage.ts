import { isMachineSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { stateNodesOf, transitionKey, transitionsOf } from '../../../scripts/machine-docs/graph';
import { createCheckTracker, type CheckTracker } from './checks';

/** What one machine's model test reached, in the form the coverage report merges. */
export type CoverageResult = {
  name: string;
  paths: number;
  /** Fewer than `paths` when a filter skipped some: the result then says nothing about the machine. */
  pathsReplayed: number;
  states: { total: string[]; reached: string[] };
  transitions: {
    total: Array<{ key: string; description: string }>;
    reached: string[];
    /** Reached transitions the invariants check (see checks.ts). */
    checked: string[];
    /** Per reached transition with effects: the effects no invariant noticed missing or changed. */
    unassertedEffects: Record<string, string[]>;
  };
};

export type CoverageRecorder = {
  /** Pass as the actor's `inspect` option; `isSubject` picks the machine under test's events. */
  inspector: (isSubject: (event: InspectionEvent) => boolean) => (event: InspectionEvent) => void;
  noteSnapshot: (snapshot: AnyMachineSnapshot) => void;
  notePathReplayed: () => void;
  checks: CheckTracker;
  result: (paths: number) => CoverageResult;
};

export function createCoverageRecorder(name: string, machine: AnyStateMachine): CoverageRecorder {
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();
  let pathsReplayed = 0;
  const checks = createCheckTracker();
  const noteSnapshot = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) reachedStates.add(node.id);
  };
  return {
    inspector: (isSubject) => (event) => {
      if (!isSubject(event)) return;
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          reachedTransitions.add(transitionKey(transition));
          // Its source was active, though no snapshot may show it: the first state, left at creation.
          reachedStates.add(transition.source.id);
        }
      }
      // Microstep snapshots include states passed through without resting (`always` routing).
      if (
        (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') &&
        isMachineSnapshot(event.snapshot)
      ) {
        noteSnapshot(event.snapshot);
      }
    },
    noteSnapshot,
    notePathReplayed: () => {
      pathsReplayed += 1;
    },
    checks,
    result: (paths) => {
      const states = stateNodesOf(machine).map((node) => node.id);
      const checked = new Set(checks.checked());
      const transitions = transitionsOf(machine).map((transition) => ({
        key: transition.key,
        description: `${transition.source.id}: ${transition.label}${targetsText(transition.targets.map((target) => target.id))}`,
      }));
      return {
        name,
        paths,
        pathsReplayed,
        states: { total: states, reached: states.filter((id) => reachedStates.has(id)) },
        transitions: {
          total: transitions,
          reached: transitions.filter(({ key }) => reachedTransitions.has(key)).map(({ key }) => key),
          checked: transitions.filter(({ key }) => checked.has(key)).map(({ key }) => key),
          unassertedEffects: checks.unassertedEffects(),
        },
      };
    },
  };
}

function targetsText(targets: string[]): string {
  return targets.length === 0 ? ' (no target)' : ` → ${targets.join(', ')}`;
}

export function missingFrom(result: CoverageResult): { states: string[]; transitions: string[] } {
  const reachedStates = new Set(result.states.reached);
  const reachedTransitions = new Set(result.transitions.reached);
  return {
    states: result.states.total.filter((id) => !reachedStates.has(id)),
    transitions: result.transitions.total
      .filter(({ key }) => !reachedTransitions.has(key))
      .map(({ description }) => description),
  };
}
