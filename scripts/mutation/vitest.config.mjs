// @ts-check
import { defineConfig } from 'vitest/config';
import baseConfig, { machinesProject } from '../../vitest.config.ts';
import { LoadFailureAsFailedTest } from './load-failure-reporter.mjs';

/**
 * The Vitest config StrykerJS runs (stryker.config.mjs): the settings of vitest.config.ts with the
 * machines project alone. The runner picks the test files that import a mutated file, and the
 * screens import the machines too: their tests are slow and not what the mutation score is of.
 */
export default defineConfig({
  ...baseConfig,
  test: {
    ...baseConfig.test,
    // Without the coverage report's global setup: a mutant's run is partial and writes no report.
    projects: [{ ...machinesProject, test: { ...machinesProject.test, globalSetup: [] } }],
    reporters: [new LoadFailureAsFailedTest()],
    // Instrumented code runs every mutant's switch: the 2000-form property test needs more than 5 s.
    testTimeout: 60_000,
  },
});
