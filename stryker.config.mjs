// @ts-check
/**
 * Mutation testing of the flow machines (`npm run mutation`; not part of `npm test` or CI).
 * Only the machines Vitest project runs (scripts/mutation/vitest.config.mjs), and
 * scripts/mutation/report.ts turns the JSON report into docs/reports/mutation.md.
 *
 * Not mutated: machines/catalog.ts (names and summaries for the diagrams and reports, no
 * behaviour) and machines/constants.ts (the spec's numbers as data: StrykerJS does not mutate
 * numbers, and emptying the object changes code and tests alike, since both read the same names).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.config.mjs', related: true },
  coverageAnalysis: 'perTest',
  mutate: ['machines/**/*.ts', '!machines/catalog.ts', '!machines/constants.ts'],
  // Two cores shared with other work.
  concurrency: 2,
  // A mutant that breaks a delay can leave a path waiting; a busy machine needs slack.
  timeoutMS: 10_000,
  reporters: ['progress', 'clear-text', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // StrykerJS rewrites the tsconfig's `extends` / `references` for its sandbox through the
  // TypeScript compiler API, which TypeScript 7 (native) no longer has; ours has neither, so it
  // names no file and the step is skipped.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  // Build and test output: each sandbox copies the checkout, and the machine tests read none of it.
  ignorePatterns: ['/.data', '/dist', '/dist-*', '/test-results', '/playwright-report', '/blob-report', '/coverage', '/.lighthouse', '/.vite'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
