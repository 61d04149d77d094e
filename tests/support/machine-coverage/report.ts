import { missingFrom, type CoverageResult } from '../model/coverage';

/**
 * docs/reports/machine-coverage.md: one row per catalog machine. Deterministic (no dates), so the
 * file only changes when coverage does.
 */
export function renderCoverageReport(machineNames: readonly string[], results: readonly CoverageResult[]): string {
  const byName = new Map(results.map((result) => [result.name, result]));
  const rows = machineNames.map((name) => {
    const result = byName.get(name);
    if (result === undefined) return `| ${name} | no model test | – | – | – |`;
    const { transitions } = result;
    return `| ${name} | ${result.paths} | ${ratio(result.states.reached.length, result.states.total.length)} | ${ratio(
      transitions.reached.length,
      transitions.total.length,
    )} | ${ratio(transitions.checked.length, transitions.total.length)} |`;
  });
  const unchecked = machineNames.flatMap((name) => {
    const result = byName.get(name);
    if (result === undefined) return [];
    const lines = uncheckedTransitions(result);
    return lines.length === 0 ? [] : [`- **${name}**`, ...lines];
  });
  const gaps = machineNames.flatMap((name) => {
    const result = byName.get(name);
    if (result === undefined) return [`- **${name}**: no model test (tests/machines/${name}.model.test.ts).`];
    const missing = missingFrom(result);
    if (missing.states.length === 0 && missing.transitions.length === 0) return [];
    return [
      `- **${name}**`,
      ...missing.states.map((id) => `  - state \`${id}\``),
      ...missing.transitions.map((description) => `  - transition \`${description}\``),
    ];
  });
  return [
    '# Machine coverage',
    '',
    'Written by `npm test` from the model-based tests (`tests/machines/*.model.test.ts`): the state',
    'nodes (root excluded) and transitions (every `on` alternative, `always`, `after`, invoke',
    '`onDone` / `onError`) that the generated paths reach when replayed on real actors. Do not edit.',
    '',
    '**Checked** counts the reached transitions the invariants check, found by counterfactuals',
    '(`tests/support/model/checks.ts`), not declared:',
    '',
    '- A transition that runs effects is checked when, for each effect, an invariant of a later',
    '  state on some path fails once that effect is taken out of `executed`, and, for an effect with',
    '  params, fails once its params are different. Its effects are its own, exit and entry actions:',
    '  named actions (params), actors it starts (input), events it raises, emits or sends (payload);',
    '  not context assignments, nor XState\'s own bookkeeping (`after` delays, stopping the actors a',
    '  state invoked when it is left).',
    '- A transition without effects is checked when an invariant of the state it leads to fails once',
    '  the context, the output and the tags that state does not declare itself are different.',
    '  Restating the state\'s own tags or children checks nothing: replay already compares them with',
    '  the model, which comes from the same machine.',
    '',
    '| Machine | Paths | States reached | Transitions reached | Checked |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '## Not reached',
    '',
    ...(gaps.length === 0 ? ['Nothing: every model test reaches every state and transition.'] : gaps),
    '',
    '## Reached, not checked',
    '',
    ...(unchecked.length === 0 ? ['Nothing: the invariants check every transition the paths reach.'] : unchecked),
    '',
  ].join('\n');
}

function uncheckedTransitions(result: CoverageResult): string[] {
  const checked = new Set(result.transitions.checked);
  const reached = new Set(result.transitions.reached);
  return result.transitions.total
    .filter(({ key }) => reached.has(key) && !checked.has(key))
    .map(({ key, description }) => {
      const effects = result.transitions.unassertedEffects[key];
      const why =
        effects === undefined
          ? 'no effects, and no invariant of the state it leads to asserts more than its own tags'
          : `effects no invariant notices: ${effects.join(', ')}`;
      return `  - \`${description}\`: ${why}`;
    });
}

function ratio(reached: number, total: number): string {
  const percent = total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10;
  return `${reached} / ${total} (${percent}%)`;
}
