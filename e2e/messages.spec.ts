import type { Page } from '@playwright/test';
import { test, expect, signInAs } from './support/test';

/** The inbox's unread count, said in words on the page. */
const unreadStatus = (page: Page) => page.getByRole('main').getByRole('status');
const inbox = (page: Page) => page.getByRole('list', { name: 'Messages' });
const unreadMessages = (page: Page) => inbox(page).getByRole('button', { name: /Unread/ });
/** The member centre's message icon: its name says how many are unread while its dot shows. */
const messageIcon = (page: Page) => page.getByRole('link', { name: /^Messages(, \d+ unread)?$/ });

test.describe('message centre', () => {
  test('reading the unread messages counts down and clears the message icon’s dot; the platform keeps them read', async ({ page, a11y }) => {
    await signInAs(page, 'demo_member', '/m/mine');
    const icon = messageIcon(page);
    await expect(icon).toHaveAccessibleName(/^Messages, \d+ unread$/);
    const unread = Number((await icon.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThan(0);
    await expect(icon.locator('.msgicon__dot')).toHaveCount(1);

    await icon.click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await expect(unreadStatus(page)).toHaveText(unread === 1 ? '1 unread message' : `${unread} unread messages`);
    await expect(unreadMessages(page)).toHaveCount(unread);

    for (let left = unread - 1; left >= 0; left -= 1) {
      const next = unreadMessages(page).first();
      await next.click();
      await expect(page.locator('.readable__content').first()).toBeVisible();
      if (left === unread - 1) await a11y.scanNow();
      await expect(unreadStatus(page)).toHaveText(left === 0 ? 'No unread messages' : left === 1 ? '1 unread message' : `${left} unread messages`);
      await page.getByRole('button', { expanded: true }).click();
    }
    await expect(unreadMessages(page)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(messageIcon(page)).toHaveAccessibleName('Messages');
    await expect(page.locator('.msgicon__dot')).toHaveCount(0);

    await page.goto('/m/webEmail');
    await expect(unreadStatus(page)).toHaveText('No unread messages');
    await expect(inbox(page).getByRole('button').first()).toBeVisible();
  });

  test('/m/message shows the same inbox', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/message');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(unreadStatus(page)).toHaveText(/unread message/);
    await expect(inbox(page).getByRole('button').first()).toBeVisible();
  });
});

test('the inbox, VIP benefits and help centre fit a 320 px phone', { tag: '@narrow' }, async ({ page }) => {
  await signInAs(page, 'demo_member', '/m/webEmail');
  for (const path of ['/m/webEmail', '/m/member/benefits', '/m/help']) {
    await test.step(path, async () => {
      if (path !== '/m/webEmail') await page.goto(path);
      await expect(page.getByRole('main').getByRole(path === '/m/help' ? 'link' : 'listitem').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    });
  }
});
