// Run only through guard.config.ts (by e2e/a11y-guard.spec.ts). The first test must FAIL.
import { expect, test } from '../test';

const doc = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guard</title></head>` +
  `<body><main><h1>Guard</h1>${body}</main></body></html>`;

test('serious violation', async ({ page }) => {
  await page.setContent(doc('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><input type="text">'));
  await expect(page.getByRole('heading', { name: 'Guard' })).toBeVisible();
});

test('clean page', async ({ page }) => {
  await page.setContent(doc('<p>Nothing wrong here.</p>'));
  await expect(page.getByRole('heading', { name: 'Guard' })).toBeVisible();
});
