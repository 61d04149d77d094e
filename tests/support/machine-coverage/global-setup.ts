import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { machineCatalog } from '../../../machines/catalog';
import { renderCoverageReport } from './report';
import { clearCoverageResults, coverageReportPath, projectRoot, readCoverageResults } from './store';

/**
 * Global setup of the vitest `machines` project: starts each run with no stale results, and after
 * the run merges what every model test file wrote into docs/reports/machine-coverage.md. A run
 * that skipped some model tests or paths (a filter, one file) leaves the report alone.
 */
export default function setup(): () => void {
  clearCoverageResults();
  return () => {
    const results = readCoverageResults();
    const complete = modelTestNames().every((name) =>
      results.some((result) => result.name === name && result.pathsReplayed >= result.paths),
    );
    if (!complete) {
      console.info('machine coverage: partial run, docs/reports/machine-coverage.md left as it was');
      return;
    }
    mkdirSync(dirname(coverageReportPath), { recursive: true });
    writeFileSync(
      coverageReportPath,
      renderCoverageReport(
        machineCatalog.map((entry) => entry.name),
        results,
      ),
    );
  };
}

/** `tests/machines/<name>.model.test.ts` covers the catalog machine `<name>`. */
function modelTestNames(): string[] {
  const suffix = '.model.test.ts';
  return readdirSync(join(projectRoot, 'tests', 'machines'))
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length));
}
