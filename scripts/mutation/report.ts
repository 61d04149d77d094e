import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { equivalentMutants } from './equivalent-mutants';
import { renderMutationReport } from './render';
import { strykerReportSchema, type StrykerReport } from './stryker-report';

/**
 * `npm run mutation`'s last step: reports/mutation/mutation.json → docs/reports/mutation.md.
 * Given JSON reports of runs over separate files (`--mutate` one machine at a time), it merges
 * them: `tsx scripts/mutation/report.ts a.json b.json`.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const paths = process.argv.length > 2 ? process.argv.slice(2) : [`${root}reports/mutation/mutation.json`];
const reports = paths.map((path) => strykerReportSchema.parse(JSON.parse(readFileSync(path, 'utf8'))));
const merged: StrykerReport = { files: Object.fromEntries(reports.flatMap((report) => Object.entries(report.files))) };
writeFileSync(`${root}docs/reports/mutation.md`, renderMutationReport(merged, equivalentMutants));
console.info(`docs/reports/mutation.md written from ${paths.length} report(s)`);
