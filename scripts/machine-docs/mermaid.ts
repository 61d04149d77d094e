import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { childrenOf, ownTransitions, stateNodesOf, type TransitionInfo } from './graph';

/**
 * A mermaid `stateDiagram-v2` of a machine. Compound states nest as `state X { }`, parallel regions
 * are separated by `--`, and each transition is written in the innermost block that contains both of
 * its ends: mermaid lays an edge out inside a composite only when both ends belong to it.
 */
export function renderStateDiagram(machine: AnyStateMachine): string {
  const edges = edgesByContainer(machine);
  const root = machine.root;
  const body = childrenOf(root).length === 0 ? [`[*] --> ${diagramId(root)}`] : blockBody(root, edges);
  return ['stateDiagram-v2', ...indent(body)].join('\n');
}

function blockBody(node: AnyStateNode, edges: Map<AnyStateNode, TransitionInfo[]>): string[] {
  const children = childrenOf(node);
  if (node.type === 'parallel') {
    return children.flatMap((region, index) => [...(index === 0 ? [] : ['--']), ...declare(region, edges)]);
  }
  const initial = node.initial?.target.map((target) => `[*] --> ${diagramId(target)}`) ?? [];
  const finals = children.filter((child) => child.type === 'final').map((child) => `${diagramId(child)} --> [*]`);
  return [
    ...initial,
    ...children.flatMap((child) => declare(child, edges)),
    ...(edges.get(node) ?? []).flatMap(edgeLines),
    ...finals,
  ];
}

function declare(node: AnyStateNode, edges: Map<AnyStateNode, TransitionInfo[]>): string[] {
  const id = diagramId(node);
  // Nested ids are paths (`signedIn_member`); the box shows the state's own name. The alias goes on
  // its own line: mermaid rejects `state "name" as id {`.
  const named = id === node.key ? [id] : [`state "${node.key}" as ${id}`];
  if (childrenOf(node).length === 0) return named;
  return [...(id === node.key ? [] : named), `state ${id} {`, ...indent(blockBody(node, edges)), '}'];
}

function edgeLines(transition: TransitionInfo): string[] {
  const from = diagramId(transition.source);
  const targets = transition.targets.length === 0 ? [transition.source] : transition.targets;
  return targets.map((target) => `${from} --> ${diagramId(target)} : ${transition.label}`);
}

/** Transitions of the root have no box to start from; the transitions table lists them. */
function edgesByContainer(machine: AnyStateMachine): Map<AnyStateNode, TransitionInfo[]> {
  const byContainer = new Map<AnyStateNode, TransitionInfo[]>();
  for (const node of stateNodesOf(machine)) {
    for (const transition of ownTransitions(node)) {
      const targets = transition.targets.length === 0 ? [node] : transition.targets;
      for (const target of targets) {
        const container = sequentialBlock(commonAncestor(parentOf(node), parentOf(target)));
        const list = byContainer.get(container) ?? [];
        list.push({ ...transition, targets: [target] });
        byContainer.set(container, list);
      }
    }
  }
  return byContainer;
}

function parentOf(node: AnyStateNode): AnyStateNode {
  return node.parent ?? node;
}

/** The deepest node that is `a` or an ancestor of `a`, and `b` or an ancestor of `b`. */
function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const ancestorsOfB = new Set(lineage(b));
  return lineage(a).find((node) => ancestorsOfB.has(node)) ?? a;
}

function lineage(node: AnyStateNode): AnyStateNode[] {
  return node.parent === undefined ? [node] : [node, ...lineage(node.parent)];
}

/** A parallel block only holds regions; its edges go one level up, outside the `--` split. */
function sequentialBlock(node: AnyStateNode): AnyStateNode {
  return node.type === 'parallel' && node.parent !== undefined ? sequentialBlock(node.parent) : node;
}

export function diagramId(node: AnyStateNode): string {
  return node.path.length === 0 ? node.key : node.path.join('_');
}

function indent(lines: string[]): string[] {
  return lines.map((line) => `  ${line}`);
}
