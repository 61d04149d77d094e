import { defineConfig, devices } from '@playwright/test';
import base from '../../../playwright.config';

/**
 * Runs the deliberately failing specs in this folder, so e2e/a11y-guard.spec.ts can check from the
 * outside that the axe gate in support/test.ts really fails a test. No web server: the guard
 * specs serve their own pages.
 */
const launchOptions = base.projects?.[0]?.use?.launchOptions;

export default defineConfig({
  testDir: '.',
  testMatch: '*.guard.ts',
  outputDir: '../../../test-results/axe-guard',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['json']],
  use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions, trace: 'off', screenshot: 'off' },
});
