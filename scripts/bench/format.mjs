// Medians and the units of the bench's reports, and the line that names the machine.
import { spawnSync } from 'node:child_process';
import { cpus, platform, release, totalmem } from 'node:os';

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of `key` over a list of runs. */
export const medianOf = (list, key) => median(list.map((r) => r[key]));

export const ms = (v) =>
  Number.isFinite(v) ? (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`) : 'n/a';
export const kb = (v) => (Number.isFinite(v) ? `${(v / 1024).toFixed(1)} kB` : 'n/a');
export const cls = (v) => (Number.isFinite(v) ? v.toFixed(3) : 'n/a');

/** A run's figures on one log line. */
export function runLine(r) {
  return (
    `score ${r.score}, FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, CPU-time blocking ${ms(r.cpuBlocking)} ` +
    `(wall ${ms(r.wallBlocking)}), main-thread CPU in 5 s ${ms(r.cpu5s)} (wall ${ms(r.wall5s)}), CLS ${cls(r.cls)}, ` +
    `JS ${kb(r.gzip)} gzip in ${r.files} files`
  );
}

export function utcNow() {
  return new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}

/** The machine, in two lines of a report. */
export function machineLines(chromePath) {
  const cpu = cpus();
  const version = (spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout || '').trim() || 'unknown Chromium';
  return [
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM,`,
    `${platform()} ${release()}, Node ${process.version}, ${version} (headless).`,
  ];
}

/** What the CPU-time columns are, for the reports. */
export const cpuColumnsNote = [
  'CPU-time blocking: Lantern’s TBT sum on the renderer main thread’s CPU time, from the run’s trace',
  '(`--save-assets`): Σ max(0, 4 × task CPU − 50 ms) over its top-level tasks that start after the observed',
  'FCP, with a task’s CPU time its `tdur`. Lighthouse simulates TBT from the tasks’ wall-clock durations,',
  'which a busy machine inflates (a thread waiting for a core inside a task); CPU time is what the page',
  'needed. Main-thread CPU (5 s): Σ `tdur` of the top-level tasks that start in the first 5 s after',
  'navigation start (scripts/bench/traceCpu.mjs).',
];

/** A difference in the unit of `format`: +12 ms, −0.4 kB, 0 ms (what rounds to nothing has no sign). */
export const signed = (format) => (v) => {
  if (!Number.isFinite(v)) return 'n/a';
  const size = format(Math.abs(v));
  return size === format(0) ? size : `${v > 0 ? '+' : '−'}${size}`;
};

/** The runs tables' columns after Page and Run, and a run's cells in them. */
export const runColumns = [
  'Performance',
  'FCP',
  'LCP',
  'TBT',
  'CPU-time blocking',
  'Wall-clock blocking',
  'CLS',
  'Main-thread CPU (5 s)',
  'Main-thread wall (5 s)',
];
export const runCells = (r) => [
  r.score,
  ms(r.fcp),
  ms(r.lcp),
  ms(r.tbt),
  ms(r.cpuBlocking),
  ms(r.wallBlocking),
  cls(r.cls),
  ms(r.cpu5s),
  ms(r.wall5s),
];
export const runsNote = [
  'Wall-clock blocking and Main-thread wall (5 s): the same sums over the tasks’ wall-clock durations',
  '(`dur`), for how much a busy machine stretched them.',
];

/** A markdown table row. */
export const row = (cells) => `| ${cells.join(' | ')} |`;
/** A header row and its alignment row: the first `left` columns left, the rest right. */
export const header = (columns, left = 1) => [
  row(columns),
  row(columns.map((_, i) => (i < left ? '---' : '---:'))),
];
