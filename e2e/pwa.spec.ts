import type { Page } from '@playwright/test';
import { inlineAnswersElementId, renderedAttributes } from '../contract';
import { registerAfterLoadMs } from '../src/platform/serviceWorker';
import { test, expect, homeUrl } from './support/test';

/** Every address the page's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

const isPlatformCall = (url: string) => new URL(url).pathname.startsWith('/wps/');

test.describe('the installable app', () => {
  // Every other spec blocks service workers (playwright.config.ts): here the worker is the subject.
  test.use({ serviceWorkers: 'allow' });

  test('the page links a manifest in its language: installable, with its icons and shortcuts', async ({ page, request }) => {
    await page.goto('/m/home');
    await expect(page).toHaveURL(homeUrl);
    const manifestOf = async () => {
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const response = await request.get(href ?? '');
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      return response.json();
    };
    expect(await manifestOf()).toMatchObject({
      start_url: '/m/home',
      display: 'standalone',
      lang: 'en',
      dir: 'ltr',
      shortcuts: [{ name: 'Games', url: '/m/gameList' }, { name: 'Member center', url: '/m/mine' }],
    });
    for (const icon of (await manifestOf()).icons) {
      const picture = await request.get(icon.src);
      expect(picture.headers()['content-type']).toBe('image/png');
    }
    await page.getByRole('radio', { name: 'Português', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    expect(await manifestOf()).toMatchObject({ lang: 'pt', shortcuts: [{ name: 'Jogos' }, {}] });
  });

  test('a later visit\'s page comes from the network through the worker, with its answers and the server\'s render', async ({ page }) => {
    await page.clock.install();
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await page.clock.runFor(registerAfterLoadMs);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const pages: Array<{ fromWorker: boolean; html: string }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'document') return;
      pages.push({ fromWorker: response.fromServiceWorker(), html: await response.text() });
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect.poll(() => pages.length).toBe(1);
    // The installed shell (index.html) has neither: only the server writes them into the page.
    expect(pages[0]?.fromWorker).toBe(true);
    expect(pages[0]?.html).toContain(`${renderedAttributes.href}="/m/home"`);
    expect(pages[0]?.html).toContain(`id="${inlineAnswersElementId}"`);
  });

  test('after one visit the app opens offline, and the platform is never answered by the worker', async ({ page, context }) => {
    const platformFromWorker: string[] = [];
    page.on('response', (response) => {
      if (isPlatformCall(response.url()) && response.fromServiceWorker()) platformFromWorker.push(response.url());
    });
    await page.clock.install();
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    // Registered a moment after the load; it takes control once installed, the shell precached.
    await page.clock.runFor(registerAfterLoadMs);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    // The shell, from the worker's cache and the start-up information this device kept.
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    // Chromium's offline emulation does not reach `navigator.onLine` of a document loaded while it
    // emulates (a phone without a network says offline from the start): going offline again tells it.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'No Internet' })).toBeVisible();
    // A client route the visit never opened comes from the same shell.
    await page.goto('/m/login');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();

    await context.setOffline(false);
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    const cached = await cachedUrls(page);
    expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(cached.filter(isPlatformCall)).toEqual([]);
    expect(platformFromWorker).toEqual([]);
  });
});
