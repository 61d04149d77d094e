import type { Page } from '@playwright/test';
import { test, expect, holdRequests, signInAs } from './support/test';

/**
 * The smallest phones in use (320 px wide, run by the "narrow 320" project): the main screens fit
 * the width without sideways scrolling, and their controls stay visible and usable.
 */
test.describe('on a 320 px wide phone', { tag: '@narrow' }, () => {
  async function expectNoSidewaysScroll(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
  }

  test('the captcha keeps its picture’s size beside the answer, while it loads too', async ({ page }) => {
    // Loading, the box holds a word, not the picture: it was squeezed to 52 px by the answer's input.
    const release = await holdRequests(page, /\/wps\/captcha/);
    await page.goto('/m/register');
    const captcha = page.getByRole('button', { name: 'Refresh captcha' });
    await expect(captcha).toHaveAttribute('aria-busy', 'true');
    expect((await captcha.boundingBox())?.width).toBe(124);
    release();
    await expect(captcha.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    expect((await captcha.boundingBox())?.width).toBe(124);
  });

  test('home, login, register and the member center fit the width', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/m/register');
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);


    await page.goto('/m/mine');
    await expect(page.getByRole('heading', { name: 'Member center' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a member sees the account and the balance in the header', async ({ page }) => {
    await signInAs(page, 'demo_member');
    await expect(page.getByRole('banner').getByRole('status', { name: 'Total balance' })).toHaveText('1,288.50');
    await expectNoSidewaysScroll(page);
    await page.goto('/m/set');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
