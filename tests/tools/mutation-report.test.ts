import { describe, expect, it } from 'vitest';
import { keepEarlier, noteNotRun } from '../../scripts/mutation/keep-earlier';
import { renderMutationReport } from '../../scripts/mutation/render';
import type { StrykerMutant, StrykerReport } from '../../scripts/mutation/stryker-report';

const source = ['export const machine = setup({', "  types: {} as X,", "}).createMachine({ id: 'demo' });"].join('\n');

function mutant(id: string, status: StrykerMutant['status'], line: number, replacement: string): StrykerMutant {
  return {
    id,
    mutatorName: 'StringLiteral',
    replacement,
    status,
    location: { start: { line, column: 1 }, end: { line, column: 9 } },
  };
}

const report: StrykerReport = {
  files: {
    'machines/demo.machine.ts': {
      source,
      mutants: [
        mutant('1', 'Killed', 1, '""'),
        mutant('2', 'Timeout', 1, '""'),
        mutant('3', 'Survived', 2, '{}'),
        mutant('4', 'Survived', 3, '""'),
        mutant('5', 'NoCoverage', 3, '""'),
        mutant('6', 'RuntimeError', 3, '""'),
      ],
    },
  },
};

describe('mutation report', () => {
  it('counts each file and scores it as StrykerJS does, and without the survivors judged equivalent', () => {
    const text = renderMutationReport(report, [
      { file: 'machines/demo.machine.ts', line: 2, mutator: 'StringLiteral', replacement: '{}', reason: 'types only' },
    ]);
    // (killed + timed out) / (killed + timed out + survived + no coverage): 2 / 5, then 2 / 4.
    expect(text).toContain('| machines/demo.machine.ts | 1 | 2 | 1 | 1 | 1 | 40.0% | 50.0% |');
    expect(text).toContain('- `machines/demo.machine.ts:2:1` StringLiteral: `types:` → `{}`: types only');
    expect(text).toContain("- `machines/demo.machine.ts:3:1` StringLiteral: `}).creat` → `\"\"`");
    expect(text).not.toContain('Judgements that match no survivor');
  });

  it('lists a judgement that no longer matches a survivor, so it gets deleted', () => {
    const text = renderMutationReport(report, [
      { file: 'machines/demo.machine.ts', line: 9, mutator: 'StringLiteral', replacement: '""', reason: 'gone' },
    ]);
    expect(text).toContain('## Judgements that match no survivor');
    expect(text).toContain('- `machines/demo.machine.ts:9` StringLiteral → `""`');
  });

  it('keeps the row and survivor lines of a file not run again, in file order, and says so', () => {
    const earlier = [
      '| machines/a.machine.ts | 9 | 1 | 0 | 0 | 0 | 90.0% | 100.0% |',
      '| machines/demo.machine.ts | 0 | 9 | 0 | 0 | 0 | 0.0% | 0.0% |',
      '',
      '## Survivors judged equivalent',
      '',
      '- `machines/a.machine.ts:1:1` StringLiteral: `x` → `""`: never read',
      '',
      '## Other survivors',
      '',
      '- `machines/demo.machine.ts:9:1` StringLiteral: `old` → `""`',
      '',
    ].join('\n');
    const text = keepEarlier(renderMutationReport(report, []), earlier, ['machines/a.machine.ts']);
    const lines = text.split('\n');
    const row = lines.indexOf('| machines/a.machine.ts | 9 | 1 | 0 | 0 | 0 | 90.0% | 100.0% |');
    expect(row).toBeGreaterThan(-1);
    expect(lines[row + 1]).toBe('| machines/demo.machine.ts | 1 | 2 | 1 | 1 | 1 | 40.0% | 40.0% |');
    expect(text).toContain('Kept from the earlier run (unchanged since, not run again): `machines/a.machine.ts`.');
    const judged = lines.indexOf('## Survivors judged equivalent');
    expect(lines.slice(judged + 2, judged + 4)).toEqual(['- `machines/a.machine.ts:1:1` StringLiteral: `x` → `""`: never read', '']);
    // Only the kept file's lines come from the earlier report; the run's own come from its JSON.
    expect(text).not.toContain('old');
    expect(() => keepEarlier(renderMutationReport(report, []), earlier, ['machines/demo.machine.ts'])).toThrow(/in this run/);
    expect(() => keepEarlier(renderMutationReport(report, []), earlier, ['machines/b.machine.ts'])).toThrow(/no row/);
  });

  it('names the mutated files that have no row, under the table', () => {
    const lines = noteNotRun(renderMutationReport(report, []), ['machines/b.machine.ts']).split('\n');
    const row = lines.findIndex((line) => line.startsWith('| machines/demo.machine.ts |'));
    expect(lines.slice(row + 1, row + 3)).toEqual(['', 'Not run since they changed, so not in this report: `machines/b.machine.ts`.']);
    expect(noteNotRun('text', [])).toBe('text');
  });
});
