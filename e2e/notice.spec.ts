import type { APIRequestContext } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test, expect, signInAs } from './support/test';

/** `PUT /dev/content/announcements`: the demo site's announcements, until the next test's reset. */
async function putAnnouncements(request: APIRequestContext, items: unknown[]) {
  const response = await request.put('/dev/content/announcements', { data: items });
  expect(response.ok(), await response.text()).toBe(true);
}

const notice = (id: number, title: string, content: string, day: number, type: 'PL' | 'A' = 'PL') => ({
  id,
  type,
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

/** The unread footer under a member's announcements. */
const unreadFooter = (page: Page) => page.getByRole('main').getByRole('status');
const unreadNotices = (page: Page) => page.getByRole('list', { name: 'Announcements' }).getByRole('button', { name: /Unread/ });

test.describe('announcements with read state', () => {
  const mixed = [
    notice(1, 'Server move', '<p>We move on Monday.</p>', 10),
    notice(2, 'New games', '<p>Ten new slots.</p>', 12),
    notice(3, 'Commission rates', '<p>Rates rise in December.</p>', 11, 'A'),
    notice(4, 'Team targets', '<p>Targets for the quarter.</p>', 13, 'A'),
    notice(5, 'Agent meeting', '<p>Friday at noon.</p>', 14, 'A'),
  ];

  test('a member reads the player announcements: each opened one is marked read and the footer counts down', async ({ page, request, a11y }) => {
    await putAnnouncements(request, mixed);
    await signInAs(page, 'demo_member', '/m/notice');
    await expect(unreadFooter(page)).toHaveText('2 unread announcements');
    await expect(page.getByRole('list', { name: 'Announcements' }).locator('.readable__title')).toHaveText(['New games', 'Server move']);
    await page.getByRole('button', { name: /^New games Unread/ }).click();
    await expect(page.getByText('Ten new slots.')).toBeVisible();
    await a11y.scanNow();
    await expect(unreadFooter(page)).toHaveText('1 unread announcement');
    await page.reload();
    await expect(unreadFooter(page)).toHaveText('1 unread announcement');
    await expect(unreadNotices(page)).toHaveText([/^Server move/]);
  });

  test('an agent’s announcements count down as they are read', async ({ page, request }) => {
    await putAnnouncements(request, mixed);
    await signInAs(page, 'demo_agent', '/m/member/notice?types=A');
    await expect(unreadFooter(page)).toHaveText('3 unread announcements');
    await expect(page.getByRole('list', { name: 'Announcements' }).locator('.readable__title')).toHaveText([
      'Agent meeting',
      'Team targets',
      'Commission rates',
    ]);
    for (const [left, text] of [
      [2, '2 unread announcements'],
      [1, '1 unread announcement'],
      [0, 'No unread announcements'],
    ] as const) {
      await unreadNotices(page).first().click();
      await expect(unreadFooter(page)).toHaveText(text);
      await expect(unreadNotices(page)).toHaveCount(left);
    }
  });
});
