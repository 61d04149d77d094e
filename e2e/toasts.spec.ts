import { test, expect } from './support/test';

const loginPopupName = 'You are not logged in, please login first';

test.describe('network banner, login popup', () => {
  test('"No Internet" shows at the top while the browser is offline and goes when it is back', async ({
    page,
    context,
    a11y,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'No Internet' });
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.y, 'the banner sits at the top of the page').toBeLessThan(60);
    await a11y.scanNow();

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test('"Slow Connection" shows when the connection is 2g (Chromium network emulation), and goes on a fast one', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Slow Connection' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: 5000,
      uploadThroughput: 5000,
      connectionType: 'cellular2g',
    });
    await expect(banner).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(banner).toHaveCount(0);
  });

  test('a guest tapping a member entry gets the shared login popup; Log in and Register lead on, Cancel stays', async ({
    page,
    a11y,
  }) => {
    await page.goto('/m/home');
    const members = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' });

    await members.click();
    const popup = page.getByRole('dialog', { name: loginPopupName });
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAttribute('aria-modal', 'true');
    await expect(popup.getByRole('link', { name: 'Log in' })).toBeFocused();
    await a11y.scanNow();

    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home/);

    await members.click();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await members.click();
    await popup.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/register/);
    await expect(popup).toBeHidden();

    await page.goto('/m/home');
    await members.click();
    await popup.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
  });
});
