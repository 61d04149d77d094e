import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { invokedActorsOf, stateNodesOf, transitionsOf, type TransitionInfo } from './graph';
import { renderStateDiagram } from './mermaid';

export type CatalogEntry = { name: string; machine: AnyStateMachine; summary: string };

export const docsDir = 'docs/machines';
const generatedNote = 'Generated from the machine definition by `npm run machines:docs`; do not edit by hand.';

/** `docs/machines/<name>.md`: the diagram plus tables for what a diagram cannot carry well. */
export function renderMachineDoc(entry: CatalogEntry): string {
  const { machine } = entry;
  return [
    `# ${entry.name} machine`,
    '',
    entry.summary,
    '',
    `Machine id \`${machine.id}\`. ${generatedNote}`,
    '',
    '```mermaid',
    renderStateDiagram(machine),
    '```',
    '',
    ...statesSection(machine),
    ...transitionsSection(machine),
    ...invokesSection(machine),
  ].join('\n');
}

/** `docs/machines/README.md`: one line per catalog machine. */
export function renderDocsIndex(entries: readonly CatalogEntry[]): string {
  return [
    '# Machine diagrams',
    '',
    `One page per machine in \`machines/catalog.ts\`. ${generatedNote}`,
    'Model-test coverage of these machines: [machine-coverage.md](../reports/machine-coverage.md).',
    '',
    '| Machine | Summary |',
    '| --- | --- |',
    ...entries.map((entry) => `| [${entry.name}](${entry.name}.md) | ${cell(entry.summary)} |`),
    '',
  ].join('\n');
}

/** Every generated file, by path relative to the project root. */
export function renderAllDocs(entries: readonly CatalogEntry[]): Map<string, string> {
  return new Map([
    ...entries.map((entry): [string, string] => [`${docsDir}/${entry.name}.md`, renderMachineDoc(entry)]),
    [`${docsDir}/README.md`, renderDocsIndex(entries)],
  ]);
}

function statesSection(machine: AnyStateMachine): string[] {
  const nodes = stateNodesOf(machine);
  if (nodes.length === 0) return [];
  return [
    '## States',
    '',
    '| State | Type | Tags |',
    '| --- | --- | --- |',
    ...nodes.map((node) => `| \`${statePath(node)}\` | ${node.type} | ${tagList(node)} |`),
    '',
  ];
}

function transitionsSection(machine: AnyStateMachine): string[] {
  const transitions = transitionsOf(machine);
  if (transitions.length === 0) return [];
  return [
    '## Transitions',
    '',
    'In priority order: of several alternatives for one event, the first whose guard passes is taken.',
    '',
    '| From | On | Guard | To |',
    '| --- | --- | --- | --- |',
    ...transitions.map(
      (transition) =>
        `| \`${statePath(transition.source)}\` | ${trigger(transition)} | ${
          transition.guard === null ? '' : `\`${transition.guard}\``
        } | ${targetList(transition)} |`,
    ),
    '',
  ];
}

function invokesSection(machine: AnyStateMachine): string[] {
  const invokes = invokedActorsOf(machine);
  if (invokes.length === 0) return [];
  return [
    '## Invoked actors',
    '',
    'Provided by the app (`machine.provide({ actors })`) and by tests as fakes.',
    '',
    '| State | Invoke id | Actor | systemId |',
    '| --- | --- | --- | --- |',
    ...invokes.map(
      (invoke) =>
        `| \`${statePath(invoke.node)}\` | \`${invoke.id}\` | \`${invoke.src}\` | ${
          invoke.systemId === undefined ? '' : `\`${invoke.systemId}\``
        } |`,
    ),
    '',
  ];
}

function trigger(transition: TransitionInfo): string {
  switch (transition.kind) {
    case 'event':
      return `\`${transition.eventType}\``;
    case 'always':
      return 'always';
    default:
      return cell(transition.label.replace(/ \[.*\]$/, ''));
  }
}

function targetList(transition: TransitionInfo): string {
  if (transition.targets.length === 0) return '(stays; actions only)';
  return transition.targets.map((target) => `\`${statePath(target)}\``).join(', ');
}

function tagList(node: AnyStateNode): string {
  return [...node.tags]
    .sort()
    .map((tag) => `\`${tag}\``)
    .join(', ');
}

/** `signedIn.routing`; the root is `(root)`: events it handles apply in every state. */
function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}
