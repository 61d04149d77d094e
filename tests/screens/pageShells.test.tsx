import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePathOf } from '../../scripts/pagePreloads';
import { pageShellOf } from '../../scripts/pageShells';
import { createTestAppRouter } from './support/renderApp';
import { startTestApp } from './support/testApp';

const routesDir = join(import.meta.dirname, '../../src/routes');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFiles(join(dir, entry.name));
    return entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [];
  });
}

/** Every page route of the app's tree by its path (an index route's trailing slash dropped). */
async function pageRoutesByPath() {
  const router = createTestAppRouter(await startTestApp());
  const pages = Object.values(router.routesById).filter((route) => route.options.staticData?.chrome !== undefined);
  const pathOf = (fullPath: string) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath);
  return new Map(pages.map((route) => [pathOf(route.fullPath), route]));
}

// The build reads each page's shell from its route file's text (scripts/pageShells.ts); the router
// reads the route's static data. This holds the one to the other for every page the app has.
describe('the shell the build reads from each route file', () => {
  it('is the router\'s own chrome of that page, for every page route', async () => {
    const routes = await pageRoutesByPath();
    let compared = 0;
    for (const file of routeFiles(routesDir)) {
      const path = routePathOf(`${file}?tsr-split=component`);
      const chrome = path === null ? undefined : routes.get(path)?.options.staticData?.chrome;
      if (chrome === undefined) continue;
      const expected = chrome.header === 'home' ? null : { header: chrome.header, title: chrome.title.message, footer: chrome.footer };
      expect(pageShellOf(readFileSync(file, 'utf8')), relative(routesDir, file)).toEqual(expected);
      compared += 1;
    }
    expect(compared).toBe(routes.size);
  });
});
