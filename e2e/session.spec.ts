import { test, expect, homeUrl, signInAs } from './support/test';

test.describe('session', () => {
  test('the home header shows the nickname and the total balance to 2 decimals', async ({ page }) => {
    await signInAs(page, 'demo_member');
    const header = page.getByRole('banner');
    await expect(header.getByText('Lucky Star')).toBeVisible();
    await expect(header.getByLabel('Total balance')).toHaveText('1,288.50');
  });

  test('a session ended on the platform sends the user back to guest with the logged-out message', async ({
    page,
    request,
  }) => {
    await signInAs(page, 'demo_member');
    await expect(page.getByRole('banner').getByText('Lucky Star')).toBeVisible();

    const stored = await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'));
    const token: unknown = stored === null ? null : JSON.parse(stored).token;
    expect(typeof token).toBe('string');
    // Ended elsewhere (another device, an operator) while the app is not open: the tab still holds
    // the old token. (Ended under an open page, a call of that page in flight could find it first
    // and clear the token before a reload: the notice would then show on the page left behind.)
    await page.goto('about:blank');
    const ended = await request.delete('/wps/session/logout', { headers: { Authorization: `Bearer ${String(token)}` } });
    expect(ended.ok()).toBe(true);

    await page.goto('/m/home');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The account has been logged out, please log in again' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    await page.goto('/m/set');
    await expect(page).toHaveURL(homeUrl);
  });
});
