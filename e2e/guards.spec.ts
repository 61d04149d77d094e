import { test, expect, homeUrl, signInAs } from './support/test';

test.describe('route guards', () => {
  test('a guest opening settings lands on home', async ({ page }) => {
    await page.goto('/m/set');
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('a member can open settings', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/set');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/set\/?(?:[?#].*)?$/);
  });

  test('a member cannot open the agency center', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/agent');
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('heading', { name: 'Agency center' })).toBeHidden();
  });

  test('an agent can open the agency center', async ({ page }) => {
    await signInAs(page, 'demo_agent', '/m/agent');
    await expect(page.getByRole('heading', { name: 'Agency center' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/agent\/?(?:[?#].*)?$/);
  });
});
