import { defineConfig, devices } from '@playwright/test';

/**
 * e2e: Debian's Chromium (never a downloaded browser) in two mobile profiles, against the built
 * front end and a fresh reference-platform database served by `server/main.ts`.
 *
 * `npm test` (scripts/test.mjs) builds before running Playwright; run alone, `npx playwright test`
 * builds only when dist/index.html is missing.
 *
 * Env overrides: E2E_PORT (default 4173), E2E_DATA_DIR (default memory://, a fresh in-memory
 * database per run), CHROMIUM_PATH (default /usr/bin/chromium).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/** E2E_BASE_URL: test an already running server (e.g. `npm run dev`) instead of starting one. */
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? 'memory://';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = !!process.env.CI;

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

/** The built front end and the reference platform, one process, a fresh database per run. */
const webServer = {
  // `npm test` builds first; run alone, Playwright builds only if there is no build yet.
  command: '(test -f dist/index.html || npx vite build) && exec npx tsx server/main.ts',
  url: `${baseURL}/`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port), DATA_DIR: dataDir },
};

/** scripts/test.mjs sets E2E_JSON_REPORT to read the counts for its summary line. */
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Both profiles share one server and one database, and several tests change the site through
  // /dev/site or trip per-account captcha counters: one worker, tests in file order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(ci ? [['html', { open: 'never' }] as const] : []),
    ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions,
  },
  projects: [
    {
      name: 'Pixel 7',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
    {
      // iPhone profiles default to WebKit; only Chromium exists on these machines.
      name: 'iPhone 13',
      use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions },
    },
  ],
  webServer: externalBaseURL ? undefined : webServer,
});
