import { defaultAxeOptions } from './support/a11y';
import { test, expect, putContent } from './support/test';
import { controlCharacterField } from '../server/lib/validate';
import { findActiveContent, xssVectors } from '../tests/fixtures/xssVectors';

// The corpus is hostile markup, not a screen of ours: the notice page's own states are scanned by
// e2e/notice.spec.ts. The CSP gate stays on: parsing the corpus must not build a handler, a style
// or a script anywhere in the page, the sanitiser's own inert document included.
test.use({ axe: { ...defaultAxeOptions, enabled: false } });

/**
 * The platform refuses control characters other than tab, line feed and carriage return in any
 * input (server/lib/validate.ts), so no announcement carries the few vectors built on them; the
 * jsdom run of the corpus (tests/client/sanitizeHtml.test.ts) has them.
 */
const deliverable = xssVectors.filter((vector) => controlCharacterField(vector.html) === undefined);

/** The platform takes at most 100 announcements at once. */
const batchSize = 80;
const batches = Array.from({ length: Math.ceil(deliverable.length / batchSize) }, (_, index) =>
  deliverable.slice(index * batchSize, (index + 1) * batchSize),
);

test.describe('the operator-HTML sanitiser in Chromium, against a public XSS corpus', () => {
  test('no vector leaves a handler, a script or a runnable address in the page, and none runs', async ({ page, request }) => {
    // The form feed, the NUL and the U+0001 vectors.
    expect(xssVectors.length - deliverable.length).toBe(3);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [batchIndex, batch] of batches.entries()) {
      const announcements = batch.map((vector, index) => ({
        id: batchIndex * batchSize + index + 1,
        type: 'PL',
        title: `${batchIndex * batchSize + index + 1}. ${vector.group}: ${vector.title}`,
        content: vector.html,
        imageUrl: null,
        url: null,
        execution: null,
        promotionType: null,
        // Newest first on the page: the corpus's order.
        publishedAt: Date.UTC(2026, 0, 1) - index * 60_000,
      }));
      await putContent(request, 'announcements', announcements);
      await page.goto('/m/notice');
      const items = page.getByRole('main').getByRole('listitem');
      await expect(items).toHaveCount(batch.length);
      // Each item's content is rendered, not its failure or its loading stand-in.
      await expect(page.locator('.announcement__content')).toHaveCount(batch.length);
      const findings: string[] = [];
      for (const item of await items.all()) {
        const title = await item.getByRole('heading').textContent();
        for (const finding of await item.locator('.announcement__content').evaluate(findActiveContent)) findings.push(`${title}: ${finding}`);
      }
      expect(findings).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  });
});
