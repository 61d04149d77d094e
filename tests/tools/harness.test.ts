import { accessSync, constants, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import config from '../../playwright.config';

describe('playwright.config', () => {
  test('runs phone profiles on Debian Chromium, never a downloaded browser, and never retries', () => {
    const projects = config.projects ?? [];
    expect(projects.map((p) => p.name)).toEqual(['Pixel 7', 'iPhone 13', 'narrow 320']);
    expect(config.retries).toBe(0);
    for (const project of projects) {
      expect(project.use?.browserName, project.name).toBe('chromium');
      expect(project.use?.isMobile, project.name).toBe(true);
      expect(project.use?.launchOptions?.executablePath, project.name).toBe('/usr/bin/chromium-headless-shell');
      expect(project.use?.launchOptions?.args, project.name).toContain('--no-sandbox');
    }
  });

  test('runs every test on one phone, only @device tests on the iPhone and @narrow ones at 320 px', () => {
    const [pixel, iphone, narrow] = config.projects ?? [];
    expect(pixel?.grep).toBeUndefined();
    expect(String(pixel?.grepInvert)).toBe('/@narrow/');
    expect(String(iphone?.grep)).toBe('/@device/');
    expect(String(narrow?.grep)).toBe('/@narrow/');
    expect(narrow?.use?.viewport?.width).toBe(320);
    for (const project of [pixel, iphone, narrow]) expect(project?.metadata?.axeStates).toMatch(/^test-results/);
  });

  test('gives every worker a platform of its own, so parallel tests never share a database', () => {
    const servers = Array.isArray(config.webServer) ? config.webServer : [config.webServer];
    expect(servers).toHaveLength(Number(config.workers));
    const ports = servers.map((server) => server?.env?.PORT);
    expect(new Set(ports).size).toBe(servers.length);
    for (const server of servers) expect(server?.env?.DATA_DIR).toBe('memory://');
  });

  test('starts a fresh reference platform for every run', () => {
    const webServer = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(webServer?.reuseExistingServer).toBe(false);
    expect(webServer?.command).toContain('server/main.ts');
    expect(webServer?.env?.DATA_DIR).toBeTruthy();
    expect(webServer?.env?.PORT).toMatch(/^\d+$/);
  });
});

describe('CI scripts', () => {
  test('.ci/run is an executable, strict bash script', () => {
    accessSync('.ci/run', constants.X_OK);
    const script = readFileSync('.ci/run', 'utf8');
    expect(script.startsWith('#!/usr/bin/env bash')).toBe(true);
    expect(script).toContain('set -euo pipefail');
    expect(script).toMatch(/PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1/);
    expect(script).toMatch(/npm ci/);
    expect(script).toMatch(/npm test/);
  });

  // Any executable stands in for a browser here: what is checked is that nothing gets installed.
  const ensureChromium = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/ensure-chromium.mjs', ...args], {
      encoding: 'utf8',
      env: { ...process.env, E2E_CHROMIUM_PATH: process.execPath, CHROMIUM_PATH: process.execPath },
    });

  test('ensure-chromium accepts installed browsers, for e2e, for the bench or both, and names their version', () => {
    for (const args of [['e2e'], ['bench'], []]) {
      const result = ensureChromium(...args);
      expect(result.status, result.stderr).toBe(0);
      // The stand-in's `--version` is node's own.
      expect(result.stdout, args.join()).toContain(`Chromium: ${process.execPath} (${process.version})`);
    }
  });

  test('ensure-chromium refuses a purpose it does not know', () => {
    const result = ensureChromium('lighthouse');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown purpose "lighthouse"');
  });

  test('CI and npm test ask for the e2e browser, the bench for the full one', () => {
    expect(readFileSync('.ci/run', 'utf8')).toContain('node scripts/ensure-chromium.mjs e2e');
    expect(readFileSync('scripts/test.mjs', 'utf8')).toContain("['scripts/ensure-chromium.mjs', 'e2e']");
    expect(readFileSync('scripts/bench.mjs', 'utf8')).toContain("['scripts/ensure-chromium.mjs', 'bench']");
  });
});
