import type { EquivalentMutant } from './equivalent-mutants';
import type { StrykerMutant, StrykerReport } from './stryker-report';

type Counts = { killed: number; survived: number; timedOut: number; noCoverage: number; errors: number; equivalent: number };

type Survivor = { file: string; mutant: StrykerMutant; original: string };

/**
 * docs/reports/mutation.md from StrykerJS's JSON report: one row per mutated file, the survivors
 * judged equivalent with their reason, and the others. Deterministic (no dates, no timings).
 */
export function renderMutationReport(report: StrykerReport, equivalents: readonly EquivalentMutant[]): string {
  const files = Object.keys(report.files).sort();
  const survivors: Survivor[] = files.flatMap((file) => {
    const { source, mutants } = report.files[file] ?? { source: '', mutants: [] };
    return mutants
      .filter((mutant) => mutant.status === 'Survived')
      .map((mutant) => ({ file, mutant, original: originalText(source, mutant) }));
  });
  const judgementOf = (survivor: Survivor) => equivalents.find((judgement) => matches(judgement, survivor));
  const rows = files.map((file) => {
    const mutants = report.files[file]?.mutants ?? [];
    const equivalent = survivors.filter((survivor) => survivor.file === file && judgementOf(survivor)).length;
    return row(file, count(mutants, equivalent));
  });
  const judged = survivors.flatMap((survivor) => {
    const judgement = judgementOf(survivor);
    return judgement === undefined ? [] : [`- ${describe(survivor)}: ${judgement.reason}`];
  });
  const open = survivors.filter((survivor) => judgementOf(survivor) === undefined).map((survivor) => `- ${describe(survivor)}`);
  const stale = equivalents
    .filter((judgement) => files.includes(judgement.file))
    .filter((judgement) => !survivors.some((survivor) => matches(judgement, survivor)))
    .map((judgement) => `- \`${judgement.file}:${judgement.line}\` ${judgement.mutator} → \`${judgement.replacement}\``);
  return [
    '# Mutation testing of the machines',
    '',
    'Written by `npm run mutation` (StrykerJS over `machines/`, running the machines Vitest project;',
    'see `stryker.config.mjs`) from its JSON report. Do not edit: equivalence judgements live in',
    '`scripts/mutation/equivalent-mutants.ts`.',
    '',
    'Score = (killed + timed out) / (killed + timed out + survived + no coverage), as StrykerJS counts',
    'it; "equivalents aside" leaves out the survivors judged equivalent below. Errors are mutants the',
    'runtime rejected, which count for neither.',
    '',
    '| File | Killed | Survived | Timed out | No coverage | Errors | Score | Equivalents aside |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '## Survivors judged equivalent',
    '',
    ...(judged.length === 0 ? ['None.'] : judged),
    '',
    '## Other survivors',
    '',
    ...(open.length === 0 ? ['None: every surviving mutant is judged equivalent above.'] : open),
    '',
    ...(stale.length === 0
      ? []
      : [
          '## Judgements that match no survivor',
          '',
          'In this run these mutants were killed or timed out (a loaded machine can time out an',
          'equivalent one), or the code moved: update or delete the judgements the code no longer has.',
          '',
          ...stale,
          '',
        ]),
  ].join('\n');
}

function count(mutants: readonly StrykerMutant[], equivalent: number): Counts {
  const withStatus = (...statuses: string[]) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  return {
    killed: withStatus('Killed'),
    survived: withStatus('Survived'),
    timedOut: withStatus('Timeout'),
    noCoverage: withStatus('NoCoverage'),
    errors: withStatus('CompileError', 'RuntimeError'),
    equivalent,
  };
}

function row(file: string, counts: Counts): string {
  const detected = counts.killed + counts.timedOut;
  const valid = detected + counts.survived + counts.noCoverage;
  return `| ${file} | ${counts.killed} | ${counts.survived} | ${counts.timedOut} | ${counts.noCoverage} | ${
    counts.errors
  } | ${percent(detected, valid)} | ${percent(detected, valid - counts.equivalent)} |`;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${(Math.floor((part / whole) * 1000) / 10).toFixed(1)}%`;
}

function matches(judgement: EquivalentMutant, { file, mutant }: Survivor): boolean {
  return (
    judgement.file === file &&
    judgement.line === mutant.location.start.line &&
    judgement.mutator === mutant.mutatorName &&
    judgement.replacement === (mutant.replacement ?? '')
  );
}

function describe({ file, mutant, original }: Survivor): string {
  const { line, column } = mutant.location.start;
  return `\`${file}:${line}:${column}\` ${mutant.mutatorName}: \`${original}\` → \`${oneLine(mutant.replacement ?? '')}\``;
}

/** The mutated code's first line, shortened: enough to find it. */
function originalText(source: string, mutant: StrykerMutant): string {
  const { start, end } = mutant.location;
  const lines = source.split('\n').slice(start.line - 1, end.line);
  const first = lines[0] ?? '';
  const text = lines.length === 1 ? first.slice(start.column - 1, end.column - 1) : `${first.slice(start.column - 1)} …`;
  return oneLine(text);
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}
