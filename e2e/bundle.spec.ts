import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';

// Plain Playwright test: no page, so no axe fixture. Runs after the webServer has ensured dist/.
const assetsDir = join(process.cwd(), 'dist', 'assets');

/** Strings that survive minification if @statelyai/inspect is bundled. */
const inspectorMarkers = [
  '@statelyai/inspect',
  'createBrowserInspector',
  'stately.ai/inspect',
  '@statelyai.connected',
];

test('the production bundle contains no Stately inspector', async () => {
  const files = (await readdir(assetsDir)).filter((name) => name.endsWith('.js'));
  expect(files.length, `no JavaScript in ${assetsDir}; was the app built?`).toBeGreaterThan(0);
  const hits: string[] = [];
  for (const name of files) {
    const code = await readFile(join(assetsDir, name), 'utf8');
    for (const marker of inspectorMarkers) if (code.includes(marker)) hits.push(`${name}: ${marker}`);
  }
  expect(hits, 'inspector code in the production bundle').toEqual([]);
});
