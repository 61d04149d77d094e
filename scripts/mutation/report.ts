import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { equivalentMutants } from './equivalent-mutants';
import { renderMutationReport } from './render';
import { strykerReportSchema } from './stryker-report';

/** `npm run mutation`'s last step: reports/mutation/mutation.json → docs/reports/mutation.md. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const report = strykerReportSchema.parse(JSON.parse(readFileSync(`${root}reports/mutation/mutation.json`, 'utf8')));
writeFileSync(`${root}docs/reports/mutation.md`, renderMutationReport(report, equivalentMutants));
console.info('docs/reports/mutation.md written');
