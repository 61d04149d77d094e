import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { withOtherParamsOf } from './effects';
import type { ExecutedAction } from './spec';

/**
 * What the invariants would have seen had the machine done something else. An invariant that still
 * passes on a counterfactual does not check what was changed.
 */

/** True when the run throws: some assertion noticed. */
export function notices(run: () => void): boolean {
  try {
    run();
    return false;
  } catch {
    return true;
  }
}

/** A value no real context field, output or params equals. */
function counterfeit(label: string): { counterfeit: string } {
  return { counterfeit: label };
}

/** The machine did not run the action at `index`. */
export function withoutAction(executed: readonly ExecutedAction[], index: number): ExecutedAction[] {
  return executed.filter((_, position) => position !== index);
}

/** The machine ran the action at `index` with other params (input, event payload). */
export function withOtherParams(executed: readonly ExecutedAction[], index: number): ExecutedAction[] {
  return executed.map((action, position) =>
    position === index ? withOtherParamsOf(action, counterfeit(`params of ${action.type}`)) : action,
  );
}

/**
 * The same state with every context field, the output and every tag the state does not declare
 * itself changed. An invariant that notices asserts more than the state's own declaration (which
 * replay already compares with the model, so restating it can never fail).
 */
export function withOtherFacts<TSnapshot extends AnyMachineSnapshot>(
  snapshot: TSnapshot,
  ownTags: ReadonlySet<string>,
): TSnapshot {
  const context: unknown = snapshot.context;
  const otherContext =
    typeof context === 'object' && context !== null
      ? Object.fromEntries(Object.keys(context).map((field) => [field, counterfeit(`context.${field}`)]))
      : context;
  return new Proxy(snapshot, {
    get(target, property) {
      if (property === 'context') return otherContext;
      if (property === 'output') return counterfeit('output');
      if (property === 'hasTag') {
        return (tag: string) => (ownTags.has(tag) ? target.hasTag(tag) : !target.hasTag(tag));
      }
      if (property === 'tags') return new Set([...target.tags].filter((tag) => ownTags.has(tag)));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The tags a state declares itself: those of its node, of the nodes above it and of its active
 * nodes below it. Tags of a parallel region beside it are facts about something else.
 */
export function ownTagsOf(statePath: string, snapshot: AnyMachineSnapshot): Set<string> {
  const path = statePath.split('.');
  const related = (node: AnyStateNode) =>
    node.path.every((segment, index) => index >= path.length || path[index] === segment);
  return new Set(snapshot._nodes.filter(related).flatMap((node) => node.tags));
}
