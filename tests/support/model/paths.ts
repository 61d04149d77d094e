import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';
import type { ModelSpec } from './spec';

/** A generated path, with the input it starts from (and that input's label, when the spec has several). */
export type ModelPath = TestPath<AnyMachineSnapshot, EventObject> & { input: unknown; start: string | null };

/**
 * `createTestModel` refuses machines with `invoke` ("Invocations on test machines are not
 * supported") and every product machine invokes its effects. So this builds the same TestModel
 * with the options createTestModel would pass, and the traversal walks `onDone` / `onError`
 * through the done/error event samples; replay then produces those events with real fake actors.
 */
function createMachineTestModel(spec: ModelSpec, input: unknown): TestModel<AnyMachineSnapshot, EventObject, unknown> {
  const samples = Object.values(spec.events);
  const internal = new Set(spec.internalEvents ?? []);
  const distinguish = spec.distinguish ?? ((snapshot: AnyMachineSnapshot) => snapshot.context);
  const viaEvents = new Set(spec.viaEvents ?? []);
  const offers = spec.offers ?? (() => true);
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(spec.machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) =>
      ownEventTypes(snapshot)
        .filter((type) => !internal.has(type))
        .flatMap((type) => {
          const matching = samples.filter((event) => event.type === type);
          return matching.length > 0 ? matching : [{ type }];
        })
        .filter((event) => offers(snapshot, event)),
    // As createTestModel: a state reached through a different transition is a different vertex,
    // so shortest paths take each state-changing transition at least once.
    serializeState: (snapshot, event, previous) => {
      const state = JSON.stringify({ value: snapshot.value, context: distinguish(snapshot) });
      const alwaysVia = event !== undefined && viaEvents.has(event.type);
      if (event === undefined || (previous !== undefined && sameValue(previous, snapshot) && !alwaysVia)) return state;
      const from = previous === undefined ? '' : ` from ${JSON.stringify(previous.value)}`;
      return `${state} via ${JSON.stringify(event)}${from}`;
    },
  });
}

export function generatePaths(spec: ModelSpec): ModelPath[] {
  const starts: Array<[string | null, unknown]> = spec.inputs === undefined ? [[null, spec.input]] : Object.entries(spec.inputs);
  return starts.flatMap(([start, input]) => {
    const model = createMachineTestModel(spec, input);
    const shortest = model.getShortestPaths();
    const simple = spec.simplePathsTo === undefined ? [] : model.getSimplePaths({ toState: spec.simplePathsTo });
    return uniqueBySteps([...shortest, ...simple]).map((path) => ({ ...path, input, start }));
  });
}

function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const descriptors: unknown[] = __unsafe_getAllOwnEventDescriptors(snapshot);
  // A transition with neither target nor actions (`onError: {}`: a failure that changes nothing)
  // is not listed as a descriptor, though the machine handles it: walk it too.
  const handled = snapshot._nodes.flatMap((node) => [...node.transitions.keys()]);
  return [...new Set([...descriptors, ...handled])].filter((descriptor): descriptor is string => typeof descriptor === 'string');
}

function sameValue(a: AnyMachineSnapshot, b: AnyMachineSnapshot): boolean {
  return JSON.stringify(a.value) === JSON.stringify(b.value);
}

function uniqueBySteps<TPath extends TestPath<AnyMachineSnapshot, EventObject>>(paths: TPath[]): TPath[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = JSON.stringify(path.steps.map((step) => step.event));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `reaches <state> [tags] via event → event`, events named by their sample label. */
export function describePath(path: ModelPath, spec: ModelSpec): string {
  const labels = new Map<EventObject, string>(Object.entries(spec.events).map(([label, event]) => [event, label]));
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => event.type !== 'xstate.init')
    .map((event) => labels.get(event) ?? event.type);
  const tags = [...path.state.tags].sort();
  // A machine without child states has the value {}: name it by the machine.
  const name = stateName(path.state.value) || spec.machine.id;
  const state = `${name}${tags.length > 0 ? ` [${tags.join(', ')}]` : ''}`;
  const from = path.start === null ? '' : ` (from ${path.start})`;
  return `reaches ${state} via ${events.length === 0 ? 'start' : events.join(' → ')}${from}`;
}

function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  const parts = Object.entries(value).map(([key, child]) => {
    const inner = stateName(child);
    return inner === '' ? key : `${key}.${inner}`;
  });
  if (parts.length <= 1) return parts[0] ?? '';
  return `{${parts.join(', ')}}`;
}
