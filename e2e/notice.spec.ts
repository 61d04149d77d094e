import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/test';

/** `PUT /dev/content/announcements`: the demo site's announcements, until the next test's reset. */
async function putAnnouncements(request: APIRequestContext, items: unknown[]) {
  const response = await request.put('/dev/content/announcements', { data: items });
  expect(response.ok(), await response.text()).toBe(true);
}

const notice = (id: number, title: string, content: string, day: number) => ({
  id,
  type: 'PL',
  title,
  content,
  imageUrl: null,
  url: null,
  execution: null,
  promotionType: null,
  publishedAt: Date.UTC(2026, 10, day),
});

test.describe('announcements page', () => {
  test('lists the player announcements newest first; hostile HTML in one never runs', async ({ page, request }) => {
    await putAnnouncements(request, [
      notice(1, 'Older notice', '<p>Read the <a href="/m/help">help centre</a>.</p>', 10),
      notice(
        2,
        'Hostile notice',
        '<p>Hi</p><script>window.ranScript = true</script><img src="x" alt="" onerror="window.ranOnerror = true"><a href="javascript:window.ranLink = true">tap me</a>',
        20,
      ),
    ]);
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await page.goto('/m/notice');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Hostile notice', 'Older notice']);
    await expect(page.getByText('Hi', { exact: true })).toBeVisible();
    await page.getByText('tap me').click();
    const ran = await page.evaluate(() => ['ranScript', 'ranOnerror', 'ranLink'].filter((flag) => flag in window));
    expect(ran).toEqual([]);

    await page.getByRole('link', { name: 'help centre' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('says so when there is no announcement', async ({ page, request }) => {
    await putAnnouncements(request, []);
    await page.goto('/m/notice');
    await expect(page.getByText('No announcement')).toBeVisible();
  });
});
