import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

/**
 * Vitest projects. This file deliberately does not import vite.config.ts: that one mounts the
 * reference platform as a Vite plugin, which unit tests must not start.
 *
 *   machines  pure XState flow logic (unit + model-based)           node
 *   server    the reference platform (/wps, /dev) in process        node, generous timeouts
 *   screens   React screens through Testing Library                 jsdom, React + Lingui macros
 *   client    the browser-side api client and platform helpers      jsdom
 *   tools     build / harness checks (bundle, scripts)              node
 *
 * Run one with `npx vitest run --project screens`.
 */
/** Also the only project mutation testing runs (scripts/mutation/vitest.config.mjs). */
export const machinesProject = {
  test: {
    name: 'machines',
    include: ['tests/machines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/machine-coverage/global-setup.ts'],
  },
} satisfies TestProjectInlineConfiguration;

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
          // The reference platform boots an embedded database (PGlite) per suite.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          name: 'screens',
          include: ['tests/screens/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/screens/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'tools',
          include: ['tests/tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
