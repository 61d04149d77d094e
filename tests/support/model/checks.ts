import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { notices, withOtherFacts, withOtherParams, withoutAction } from './counterfactual';
import type { EffectLedger } from './effects';
import type { ExecutedAction, Invariant } from './spec';

/** An invariant whose state the actor is in, with the tags that state declares itself. */
export type MatchedInvariant = { invariant: Invariant<AnyStateMachine>; ownTags: ReadonlySet<string> };

type Snapshot = SnapshotFrom<AnyStateMachine>;

/**
 * Which reached transitions the invariants check, found by counterfactuals rather than declared:
 *
 * - A transition that runs effects (effects.ts: named actions, actors started, events raised,
 *   emitted or sent) is checked when, for every effect it runs, some invariant later on some path
 *   fails once that effect is left out of `executed`, and, for an effect with params, fails once
 *   its params (named params, input, event payload) are different.
 * - A transition without effects is checked when an invariant of the state it leads to fails once
 *   the context, the output and the tags that state does not declare itself are different.
 */
export type CheckTracker = {
  afterStep: (
    snapshot: Snapshot,
    matched: readonly MatchedInvariant[],
    ledger: Pick<EffectLedger, 'executed' | 'occurrences'>,
    stepTransitions: readonly string[],
  ) => void;
  checked: () => string[];
  /** Per transition with effects: the effects no invariant noticed missing or with other params. */
  unassertedEffects: () => Record<string, string[]>;
};

type EffectCheck = { missingNoticed: boolean; paramsNoticed: boolean | null };

export function createCheckTracker(): CheckTracker {
  const effects = new Map<string, Map<string, EffectCheck>>();
  const stateChecked = new Set<string>();
  const effectCheck = (transition: string, effect: string): EffectCheck => {
    const byEffect = effects.get(transition) ?? new Map<string, EffectCheck>();
    effects.set(transition, byEffect);
    const check = byEffect.get(effect) ?? { missingNoticed: false, paramsNoticed: null };
    byEffect.set(effect, check);
    return check;
  };
  const anyNotices = (
    matched: readonly MatchedInvariant[],
    snapshot: Snapshot,
    executed: readonly ExecutedAction[],
  ) => matched.some(({ invariant }) => notices(() => invariant(snapshot, executed)));
  const isChecked = (transition: string) => {
    const byEffect = effects.get(transition);
    if (byEffect === undefined) return stateChecked.has(transition);
    return [...byEffect.values()].every((check) => check.missingNoticed && check.paramsNoticed !== false);
  };

  return {
    afterStep: (snapshot, matched, { executed, occurrences }, stepTransitions) => {
      for (const occurrence of occurrences()) {
        const check = effectCheck(occurrence.transition, occurrence.effect);
        if (occurrence.hasParams && check.paramsNoticed === null) check.paramsNoticed = false;
        if (matched.length === 0) continue;
        if (!check.missingNoticed) {
          check.missingNoticed = anyNotices(matched, snapshot, withoutAction(executed, occurrence.index));
        }
        if (check.paramsNoticed === false) {
          check.paramsNoticed = anyNotices(matched, snapshot, withOtherParams(executed, occurrence.index));
        }
      }
      const stateOnly = stepTransitions.filter((key) => !effects.has(key) && !stateChecked.has(key));
      if (stateOnly.length === 0) return;
      const noticed = matched.some(({ invariant, ownTags }) =>
        notices(() => invariant(withOtherFacts(snapshot, ownTags), executed)),
      );
      if (noticed) for (const key of stateOnly) stateChecked.add(key);
    },
    checked: () => [...new Set([...effects.keys(), ...stateChecked])].filter(isChecked),
    unassertedEffects: () =>
      Object.fromEntries(
        [...effects].flatMap(([transition, byEffect]) => {
          const unasserted = [...byEffect]
            .filter(([, check]) => !check.missingNoticed || check.paramsNoticed === false)
            .map(([effect, check]) => (check.missingNoticed ? `${effect} (params)` : effect));
          return unasserted.length === 0 ? [] : [[transition, unasserted]];
        }),
      ),
  };
}
