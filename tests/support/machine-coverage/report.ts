import { missingFrom, type CoverageResult } from '../model/coverage';

/**
 * docs/reports/machine-coverage.md: one row per catalog machine. Deterministic (no dates), so the
 * file only changes when coverage does.
 */
export function renderCoverageReport(machineNames: readonly string[], results: readonly CoverageResult[]): string {
  const byName = new Map(results.map((result) => [result.name, result]));
  const rows = machineNames.map((name) => {
    const result = byName.get(name);
    if (result === undefined) return `| ${name} | no model test | – | – |`;
    return `| ${name} | ${result.paths} | ${ratio(result.states.reached.length, result.states.total.length)} | ${ratio(
      result.transitions.reached.length,
      result.transitions.total.length,
    )} |`;
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
    '| Machine | Paths | States reached | Transitions reached |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
    '## Not reached',
    '',
    ...(gaps.length === 0 ? ['Nothing: every model test reaches every state and transition.'] : gaps),
    '',
  ].join('\n');
}

function ratio(reached: number, total: number): string {
  const percent = total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10;
  return `${reached} / ${total} (${percent}%)`;
}
