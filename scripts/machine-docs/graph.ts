import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Reads a machine's definition into plain lists of state nodes and transitions. The diagrams and
 * the model-test coverage report both count from here, so "every transition" means the same thing
 * in both places.
 */

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'snapshot';

export type TransitionInfo = {
  /** Stable across `machine.provide()` copies: source id, event descriptor, position among alternatives. */
  key: string;
  kind: TransitionKind;
  source: AnyStateNode;
  /** Event descriptor; '' for `always`. */
  eventType: string;
  guard: string | null;
  /** Empty when the transition has no target (actions only). */
  targets: readonly AnyStateNode[];
  /** `event [guard]`, `done: src`, `after 300ms`, `[guard]` or `always`. */
  label: string;
};

const doneActorPrefix = 'xstate.done.actor.';
const errorActorPrefix = 'xstate.error.actor.';
const snapshotPrefix = 'xstate.snapshot.';
const afterPrefix = 'xstate.after.';

/** All state nodes below the root, depth first in definition order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return descendants(machine.root);
}

export function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

export function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states);
}

/** Every transition of the machine, the root's included; guarded alternatives count separately. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap(ownTransitions);
}

export function ownTransitions(node: AnyStateNode): TransitionInfo[] {
  const onEvents = [...node.transitions.values()].flatMap((alternatives) =>
    alternatives.map((definition) => describeTransition(definition)),
  );
  const always = (node.always ?? []).map((definition) => describeTransition(definition));
  return [...onEvents, ...always];
}

/** The key under which `transitionsOf` lists the definition an actor actually took. */
export function transitionKey(definition: AnyTransitionDefinition): string {
  const source = definition.source;
  const alternatives = isAlways(definition)
    ? (source.always ?? [])
    : (source.transitions.get(definition.eventType) ?? []);
  return `${source.id}|${definition.eventType}|${alternatives.indexOf(definition)}`;
}

export function describeTransition(definition: AnyTransitionDefinition): TransitionInfo {
  const kind = kindOf(definition.eventType);
  const guard = guardName(definition.guard);
  return {
    key: transitionKey(definition),
    kind,
    source: definition.source,
    eventType: definition.eventType,
    guard,
    targets: definition.target ?? [],
    label: labelOf(definition, kind, guard),
  };
}

function isAlways(definition: AnyTransitionDefinition): boolean {
  return definition.eventType === '';
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith(doneActorPrefix)) return 'done';
  if (eventType.startsWith(errorActorPrefix)) return 'error';
  if (eventType.startsWith(snapshotPrefix)) return 'snapshot';
  if (eventType.startsWith(afterPrefix)) return 'after';
  return 'event';
}

function labelOf(definition: AnyTransitionDefinition, kind: TransitionKind, guard: string | null): string {
  const guardSuffix = guard === null ? '' : ` [${guard}]`;
  const source = definition.source;
  switch (kind) {
    case 'always':
      return guard === null ? 'always' : `[${guard}]`;
    case 'done':
      return `done: ${invokeSrc(source, definition.eventType.slice(doneActorPrefix.length))}${guardSuffix}`;
    case 'error':
      return `error: ${invokeSrc(source, definition.eventType.slice(errorActorPrefix.length))}${guardSuffix}`;
    case 'snapshot':
      return `snapshot: ${invokeSrc(source, definition.eventType.slice(snapshotPrefix.length))}${guardSuffix}`;
    case 'after':
      return `${delayLabel(source, definition.eventType)}${guardSuffix}`;
    case 'event':
      return `${definition.eventType}${guardSuffix}`;
  }
}

function invokeSrc(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((definition) => definition.id === invokeId);
  if (invoke === undefined) return invokeId;
  return typeof invoke.src === 'string' ? invoke.src : invoke.id;
}

function delayLabel(node: AnyStateNode, eventType: string): string {
  const delayed = node.after.find((definition) => definition.eventType === eventType);
  if (delayed === undefined) return 'after';
  const { delay } = delayed;
  if (typeof delay === 'number') return `after ${delay}ms`;
  if (typeof delay === 'string') return `after ${delay}`;
  return 'after (expression)';
}

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name === '' ? 'inline guard' : guard.name;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

export function invokedActorsOf(machine: AnyStateMachine): Array<{
  node: AnyStateNode;
  id: string;
  src: string;
  systemId: string | undefined;
}> {
  return [machine.root, ...stateNodesOf(machine)].flatMap((node) =>
    node.invoke.map((definition) => ({
      node,
      id: definition.id,
      src: typeof definition.src === 'string' ? definition.src : 'inline',
      systemId: definition.systemId,
    })),
  );
}
