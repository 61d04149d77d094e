import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { catalogAddresses } from './scripts/catalogAddresses.ts';

/**
 * Vitest projects. This file deliberately does not import vite.config.ts: that one mounts the
 * reference platform as a Vite plugin, which unit tests must not start.
 *
 *   machines        pure XState flow logic (unit + model-based)    node
 *   server          the reference platform (/wps, /dev) in process node, generous timeouts
 *   screens         React screens through Testing Library          jsdom, React + Lingui macros
 *   screens-mocked  screens whose tests replace modules (vi.mock)  the same, each file isolated
 *   client          the browser-side api client and platform helpers jsdom
 *   postgres        the ledger under concurrency, on a real PostgreSQL node (scripts/ensure-postgres.mjs)
 *   tools           build / harness checks (bundle, scripts)       node
 *
 * Test files of a project share a worker's module cache and environment (`isolate: false`):
 * importing the app and building a jsdom per file was over half of the unit tests' time. A file
 * that replaces modules with `vi.mock` needs a fresh module cache, so screen tests that do are
 * named `*.mocked.test.tsx` and run isolated (tests/tools/vitest-isolation.test.ts checks this).
 * The machines project stays isolated too: its unit tests start actors they do not all stop.
 *
 * Run one with `npx vitest run --project screens`.
 */
/** Also the only project mutation testing runs (scripts/mutation/vitest.config.mjs). */
export const machinesProject = {
  test: {
    name: 'machines',
    include: ['tests/machines/**/*.test.ts'],
    environment: 'node',
    // Isolated: a unit test that leaves an actor running (delays pending) must not fire into a
    // later file's fake clock.
    isolate: true,
    globalSetup: ['tests/support/machine-coverage/global-setup.ts'],
  },
} satisfies TestProjectInlineConfiguration;

/** Screen tests that replace modules with `vi.mock`: each file needs a module cache of its own. */
export const mockedScreenTests = 'tests/screens/**/*.mocked.test.tsx';

/** React screens through Testing Library, with the Lingui macros the app is built with. */
function screensProject(test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), catalogAddresses()],
    test: { ...test, environment: 'jsdom', setupFiles: ['tests/screens/setup.ts'], testTimeout: 15_000 },
  };
}

export default defineConfig({
  test: {
    // A project without files yet (the code base grows concurrently) is not a failure.
    passWithNoTests: true,
    // Two cores: at most two test files at once across all projects.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    clearMocks: true,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      machinesProject,
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // One migrated PGlite dump that every suite's platform starts from (initdb is slow).
          globalSetup: ['tests/server/support/pglite-template.ts'],
          // The reference platform boots an embedded database (PGlite) per suite.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Installs and starts Debian's PostgreSQL when it is missing; each file makes its own database.
          globalSetup: ['tests/postgres/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      screensProject({
        name: 'screens',
        include: ['tests/screens/**/*.test.tsx'],
        exclude: [mockedScreenTests],
        isolate: false,
      }),
      screensProject({ name: 'screens-mocked', include: [mockedScreenTests], isolate: true }),
      {
        // src/i18n/catalogs.ts reads the built catalogs' addresses (none outside a build).
        plugins: [catalogAddresses()],
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.ts'],
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        test: {
          name: 'tools',
          include: ['tests/tools/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
