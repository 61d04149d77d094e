import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { equivalentMutants } from './equivalent-mutants';
import { keepEarlier, noteNotRun } from './keep-earlier';
import { renderMutationReport } from './render';
import { strykerReportSchema, type StrykerReport } from './stryker-report';

/**
 * `npm run mutation`'s last step: reports/mutation/mutation.json → docs/reports/mutation.md.
 * Given JSON reports of runs over separate files (`--mutate` one machine at a time), it merges
 * them: `tsx scripts/mutation/report.ts a.json b.json`. `--keep machines/x.ts` (repeatable) keeps
 * that file's row and survivor lines from the docs/reports/mutation.md it replaces: for a file
 * unchanged since, so only the changed machines need running again (keep-earlier.ts).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const keep = args.flatMap((arg, index) => (args[index - 1] === '--keep' ? [arg] : []));
const jsonArgs = args.filter((arg, index) => arg !== '--keep' && args[index - 1] !== '--keep');
const paths = jsonArgs.length > 0 ? jsonArgs : [`${root}reports/mutation/mutation.json`];
const reports = paths.map((path) => strykerReportSchema.parse(JSON.parse(readFileSync(path, 'utf8'))));
const merged: StrykerReport = { files: Object.fromEntries(reports.flatMap((report) => Object.entries(report.files))) };
const target = `${root}docs/reports/mutation.md`;
const earlier = keep.length > 0 ? readFileSync(target, 'utf8') : '';
// Every file stryker.config.mjs mutates (machines/**/*.ts but catalog.ts and constants.ts) that has no row.
const mutated = readdirSync(`${root}machines`, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && path !== 'catalog.ts' && path !== 'constants.ts')
  .map((path) => `machines/${path.split('\\').join('/')}`);
const notRun = mutated.filter((file) => !(file in merged.files) && !keep.includes(file)).sort();
writeFileSync(target, noteNotRun(keepEarlier(renderMutationReport(merged, equivalentMutants), earlier, keep), notRun));
console.info(`docs/reports/mutation.md written from ${paths.length} report(s)`);
