import { test as base, expect, type Page } from '@playwright/test';
import { AxeAuditor, defaultAxeOptions, memoryScanRegistry } from './support/a11y';
import { test } from './support/test';

/**
 * Guards for the accessibility gate in support/test.ts: it must fail on serious violations, on
 * pages reached by navigation and by client-side route changes, and pass clean pages. Pages are
 * served by page.route on a made-up origin, so these tests do not depend on the app.
 */
const origin = 'http://a11y-guard.test';

const doc = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

const pages: Record<string, string> = {
  '/clean': doc('Clean', '<p>Nothing wrong here.</p><label>Name <input type="text"></label>'),
  '/image-without-alt': doc('Image', '<img src="/pixel.png">'),
  '/unlabeled-input': doc('Input', '<input type="text">'),
  '/low-contrast': doc('Contrast', '<p style="color:#777;background:#888">Grey on grey stays unreadable.</p>'),
  // Faded in once axe starts, as a page rendered during a scan: only the settled page counts.
  '/fading-in': doc(
    'Fading',
    '<p id="late" style="color:#000;background:#fff;opacity:0.2">Dark on white, once it has faded in.</p>' +
      '<script>setTimeout(() => document.getElementById("late").animate([{opacity:0.2},{opacity:1}],{duration:300,fill:"forwards"}), 60)</script>',
  ),
};

async function serveGuardPages(page: Page) {
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/pixel.png') {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      return route.fulfill({ contentType: 'image/png', body: png });
    }
    const html = pages[path];
    return html
      ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: html })
      : route.fulfill({ status: 404, body: 'not found' });
  });
}

base.describe('axe gate (AxeAuditor)', () => {
  base('passes a clean page', async ({ page }) => {
    await serveGuardPages(page);
    const auditor = new AxeAuditor(page).attach();
    await page.goto(`${origin}/clean`);
    await expect(auditor.finish()).resolves.toBeUndefined();
    expect(auditor.scanned).toContain(`${origin}/clean`);
  });

  base('fails on a colour contrast that stays low once the page is still', async ({ page }) => {
    await serveGuardPages(page);
    const auditor = new AxeAuditor(page).attach();
    await page.goto(`${origin}/low-contrast`);
    const error = await auditor.finish().then(
      () => null,
      (e: unknown) => toError(e),
    );
    expect(error?.message).toContain('color-contrast');
  });

  base('does not count a fade-in that ends at full contrast', async ({ page }) => {
    await serveGuardPages(page);
    const auditor = new AxeAuditor(page).attach();
    await page.goto(`${origin}/fading-in`);
    await expect(auditor.finish()).resolves.toBeUndefined();
  });

  base('fails on a page visited earlier in the test, not only the final one', async ({ page }) => {
    await serveGuardPages(page);
    const auditor = new AxeAuditor(page).attach();
    await page.goto(`${origin}/image-without-alt`);
    // No waiting here: goto itself waits for the scan of the page it reached.
    await page.goto(`${origin}/clean`);
    const error = await auditor.finish().then(
      () => null,
      (e: unknown) => toError(e),
    );
    expect(error, 'the gate let a missing alt text through').not.toBeNull();
    expect(error?.message).toContain('image-alt');
    expect(error?.message).toContain(`${origin}/image-without-alt`);
    expect(error?.message).toMatch(/- img/);
    expect(error?.message).not.toContain(`on ${origin}/clean`);
  });

  base('fails on an unlabeled input in the final state', async ({ page }) => {
    const auditor = new AxeAuditor(page).attach();
    await page.setContent(doc('Form', '<input type="text">'));
    const error = await auditor.finish().then(
      () => null,
      (e: unknown) => toError(e),
    );
    expect(error?.message).toMatch(/\[critical\] label:/);
  });

  base('scans client-side route changes (history.pushState)', async ({ page }) => {
    await serveGuardPages(page);
    const auditor = new AxeAuditor(page).attach();
    await page.goto(`${origin}/clean`);
    await auditor.idle();
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<input id="bad" type="text">');
      history.pushState({}, '', '/next');
    });
    await expect.poll(() => auditor.scanned.length).toBeGreaterThanOrEqual(2);
    await auditor.idle();
    // Fixed before the end of the test: only the per-navigation scan can have seen it.
    await page.evaluate(() => document.getElementById('bad')!.remove());
    const error = await auditor.finish().then(
      () => null,
      (e: unknown) => toError(e),
    );
    expect(error?.message).toContain(`${origin}/next`);
    expect(error?.message).toContain('label');
  });

  base('scans a screen state once per run, and again when a dialog makes it a new state', async ({ page, context }) => {
    await serveGuardPages(page);
    const registry = memoryScanRegistry();
    const first = new AxeAuditor(page, { ...defaultAxeOptions, registry }).attach();
    await page.goto(`${origin}/clean`);
    await first.finish();
    expect(first.scanned).toEqual([`${origin}/clean`]);

    // Another test reaching the same state, with a violation added where only a rescan would see it.
    const other = await context.newPage();
    await serveGuardPages(other);
    const second = new AxeAuditor(other, { ...defaultAxeOptions, registry }).attach();
    await other.goto(`${origin}/clean`);
    await second.idle();
    expect(second.scanned).toEqual([]);
    expect(second.skipped).toHaveLength(1);
    await other.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Offer"><input type="text"></div>'),
    );
    const error = await second.finish().then(
      () => null,
      (e: unknown) => toError(e),
    );
    expect(second.scanned).toEqual([`${origin}/clean`]);
    expect(error?.message).toContain('label');
  });

  base('survives a navigation in the middle of a scan', async ({ page }) => {
    await serveGuardPages(page);
    const auditor = new AxeAuditor(page).attach();
    await page.goto(`${origin}/clean`);
    // Navigate while the scan of /clean is (likely) running; the gate rescans the new document.
    await page.goto(`${origin}/unlabeled-input`);
    const error = await auditor.finish().then(
      () => null,
      (e: unknown) => toError(e),
    );
    expect(error?.message).toContain(`${origin}/unlabeled-input`);
    expect(auditor.scanErrors).toEqual([]);
  });
});

// The wired-up fixture itself: a test showing a serious violation must fail (test.fail turns the
// expected failure into a pass, and a gate that let it through into a failure).
test('the page fixture fails a test that shows a serious violation', async ({ page }) => {
  test.fail(true, 'the axe gate must fail this test: an image without alt text and an unlabelled input');
  await serveGuardPages(page);
  await page.goto(`${origin}/image-without-alt`);
  await expect(page.getByRole('heading', { name: 'Image' })).toBeVisible();
});

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

test('the page fixture passes a clean page', async ({ page }) => {
  await serveGuardPages(page);
  await page.goto(`${origin}/clean`);
  await expect(page.getByRole('heading', { name: 'Clean' })).toBeVisible();
});
