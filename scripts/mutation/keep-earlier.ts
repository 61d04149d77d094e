/**
 * Rows of an earlier docs/reports/mutation.md kept for files not run this time (`--keep <file>`):
 * a file unchanged since that run keeps its row and its survivor lines, so the machines can be
 * run one at a time and only the changed ones again. Everything else comes from the JSON reports.
 */
const sections = { judged: '## Survivors judged equivalent', open: '## Other survivors' } as const;
const placeholders = ['None.', 'None: every surviving mutant is judged equivalent above.'];

function fileOfRow(line: string): string | null {
  return /^\| (machines\/\S+) \|/.exec(line)?.[1] ?? null;
}

function fileOfItem(line: string): string | null {
  return /^- `(machines\/[^:`]+):/.exec(line)?.[1] ?? null;
}

/** The lines of a `## ` section, up to the next blank line that ends its list. */
function sectionItems(lines: readonly string[], heading: string): { start: number; end: number } {
  const at = lines.indexOf(heading);
  if (at === -1) throw new Error(`no "${heading}" section`);
  let end = at + 2;
  while (end < lines.length && lines[end] !== '') end += 1;
  return { start: at + 2, end };
}

/** Sorted by file, in order within a file (as the renderer orders them). */
function mergeByFile(items: readonly string[], file: (line: string) => string | null): string[] {
  return items
    .map((line, index) => ({ line, index, key: file(line) ?? '' }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map(({ line }) => line);
}

export function keepEarlier(rendered: string, earlier: string, files: readonly string[]): string {
  if (files.length === 0) return rendered;
  const old = earlier.split('\n');
  const lines = rendered.split('\n');
  const kept = (line: string, file: (line: string) => string | null) => files.includes(file(line) ?? '');
  for (const file of files) {
    if (lines.some((line) => fileOfRow(line) === file)) throw new Error(`${file} is in this run's reports: nothing to keep`);
    if (!old.some((line) => fileOfRow(line) === file)) throw new Error(`${file} has no row in the earlier report`);
  }

  // The survivor lists first (they are below the table, so the table's indices stay valid after).
  for (const heading of [sections.open, sections.judged]) {
    const earlierRange = sectionItems(old, heading);
    const earlierItems = old.slice(earlierRange.start, earlierRange.end).filter((line) => kept(line, fileOfItem));
    const { start, end } = sectionItems(lines, heading);
    const current = lines.slice(start, end).filter((line) => !placeholders.includes(line));
    const merged = mergeByFile([...current, ...earlierItems], fileOfItem);
    const placeholder = heading === sections.judged ? 'None.' : 'None: every surviving mutant is judged equivalent above.';
    lines.splice(start, end - start, ...(merged.length === 0 ? [placeholder] : merged));
  }

  const rows = lines.flatMap((line, index) => (fileOfRow(line) === null ? [] : [index]));
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) throw new Error('no table rows');
  const merged = mergeByFile([...lines.slice(first, last + 1), ...old.filter((line) => kept(line, fileOfRow))], fileOfRow);
  lines.splice(first, last - first + 1, ...merged, '', `Kept from the earlier run (unchanged since, not run again): ${files.map((file) => `\`${file}\``).join(', ')}.`);
  return lines.join('\n');
}

/** Says which mutated files have no row: not run since they changed (a partial, per-file run). */
export function noteNotRun(rendered: string, files: readonly string[]): string {
  if (files.length === 0) return rendered;
  const lines = rendered.split('\n');
  const last = lines.findLastIndex((line) => fileOfRow(line) !== null);
  if (last === -1) throw new Error('no table rows');
  let end = last + 1;
  while (end < lines.length && lines[end] !== '' ) end += 1;
  while (end + 1 < lines.length && lines[end + 1]?.startsWith('Kept from the earlier run')) end += 2;
  lines.splice(end, 0, '', `Not run since they changed, so not in this report: ${files.map((file) => `\`${file}\``).join(', ')}.`);
  return lines.join('\n');
}
