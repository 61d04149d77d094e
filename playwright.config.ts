import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eWorkers, externalBaseURL, serverPort, serverURL } from './e2e/support/servers';

/**
 * e2e: Debian's Chromium headless shell (never a downloaded browser; the build Playwright runs
 * headless, lighter than the full browser), against the built front end and a fresh
 * reference-platform database served by `server/main.ts`. Every test runs on one phone profile
 * (Pixel 7); tests whose behaviour depends on the device are tagged `@device` and run on a tall
 * iPhone too; tests tagged `@narrow` run on a 320 px wide phone.
 *
 * `npm test` (scripts/test.mjs) builds before running Playwright; run alone, `npx playwright test`
 * builds only when dist/index.html or the server's render (dist/ssr) is missing.
 *
 * Env overrides: E2E_WORKERS (default 2, one platform each on E2E_PORT, E2E_PORT + 1, ...),
 * E2E_PORT (default 4173), E2E_DATA_DIR (default memory://, a fresh in-memory database per
 * server), E2E_CHROMIUM_PATH (default /usr/bin/chromium-headless-shell), E2E_BASE_URL (an already
 * running server).
 */
const dataDir = process.env.E2E_DATA_DIR ?? 'memory://';
const executablePath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const ci = !!process.env.CI;
/** One run, one folder of axe-scanned screen states, shared by the workers (they inherit env). */
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
const metadata = { axeStates: join('test-results', '.axe-states', process.env.E2E_RUN_ID) };

const launchOptions = {
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

/**
 * The built front end and the reference platform, one process per worker. The first builds when
 * there is no build yet; the others wait for it rather than build the same folder at once.
 */
const webServers = Array.from({ length: e2eWorkers }, (_, index) => ({
  command:
    index === 0
      ? '(test -f dist/index.html -a -f dist/ssr/entry-server.mjs || npm run build) && exec npx tsx server/main.ts'
      : 'until test -f dist/index.html -a -f dist/ssr/entry-server.mjs; do sleep 1; done; exec npx tsx server/main.ts',
  url: `${serverURL(index)}/`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(serverPort(index)), DATA_DIR: dataDir },
}));

/** scripts/test.mjs sets E2E_JSON_REPORT to read the counts for its summary line. */
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Each worker has its own platform (e2e/support/servers.ts) and every test starts by resetting
  // it, so tests are independent and spread over the workers one by one.
  workers: e2eWorkers,
  fullyParallel: true,
  forbidOnly: ci,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(ci ? [['html', { open: 'never' }] as const] : []),
    ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []),
  ],
  use: {
    // Per worker: overridden in e2e/support/test.ts.
    baseURL: serverURL(0),
    // A failed test keeps the trace's action log, network and console (and a screenshot and the
    // page's ARIA snapshot at the failure). The screencast and the DOM snapshot of every action are
    // left out: recording them cost about a sixth and a tenth of the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Off here: 'only-on-failure' screenshots every page of every test before its context closes
    // (in case teardown fails), about 0.75 s a test. The page fixture (e2e/support/test.ts) takes
    // one when the test failed.
    screenshot: 'off',
    // The built app registers a service worker; a test meant to see its page's own requests (routes
    // that fake the platform, counted calls) must not go through one. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions,
  },
  projects: [
    {
      name: 'Pixel 7',
      grepInvert: /@narrow/,
      metadata,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
    {
      // iPhone profiles default to WebKit; only Chromium exists on these machines.
      name: 'iPhone 13',
      grep: /@device/,
      metadata,
      use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions },
    },
    {
      name: 'narrow 320',
      grep: /@narrow/,
      metadata,
      use: { ...devices['Pixel 7'], viewport: { width: 320, height: 568 }, browserName: 'chromium', launchOptions },
    },
  ],
  webServer: externalBaseURL ? undefined : webServers,
});
