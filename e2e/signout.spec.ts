import type { Page } from '@playwright/test';
import { test, expect, homeUrl, signInAs } from './support/test';

const settingsUrl = /\/m\/set\/?(?:[?#].*)?$/;
const question = 'Are you sure you want to sign out?';

/** What this device holds for the session (accounts §3, §4). */
function stored(page: Page) {
  return page.evaluate(() => ({
    session: window.sessionStorage.getItem('MC_SESSION_INFO'),
    sessionKeys: window.sessionStorage.length,
    autoLogin: window.localStorage.getItem('autoLogin'),
    autoLoginFlag: window.localStorage.getItem('autoLoginFlag'),
    bankListCache: window.localStorage.getItem('bankListCache'),
  }));
}

/** Signs in, and leaves the auto-login flags and a bank list cache behind, as the real product would. */
async function signIn(page: Page, path = '/m/home') {
  await signInAs(page, 'demo_member', path);
  await page.evaluate(() => {
    window.localStorage.setItem('autoLogin', '1');
    window.localStorage.setItem('autoLoginFlag', '1');
    window.localStorage.setItem('bankListCache', '[{"bank":"demo"}]');
  });
}

/** A marker that only a real page load removes. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { e2eBeforeSignOut: true }));
}
async function pageWasReloaded(page: Page) {
  // Mid-navigation the old document is gone: not reloaded *yet*, ask again.
  return page.evaluate(() => !('e2eBeforeSignOut' in window)).catch(() => false);
}

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(homeUrl);
  await expect.poll(() => pageWasReloaded(page), { message: 'sign-out reloads the page' }).toBe(true);
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
  const after = await stored(page);
  expect(after.session).toBeNull();
  expect(after.autoLogin).toBe('0');
  expect(after.autoLoginFlag).toBeNull();
  expect(after.bankListCache).toBeNull();
  await page.goto('/m/set');
  await expect(page).toHaveURL(homeUrl);
}

async function signInOnSettings(page: Page) {
  await signIn(page, '/m/set');
  await expectSettings(page);
}

async function openSettings(page: Page) {
  await page.goto('/m/set');
  await expectSettings(page);
}

async function expectSettings(page: Page) {
  await expect(page).toHaveURL(settingsUrl);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
}

async function openHeaderMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('menu');
}

test.describe('sign-out', () => {
  test('settings: back, change password and sign out; a confirmed sign-out clears the device and reloads home', async ({
    page,
    a11y,
  }) => {
    await signInOnSettings(page);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/changePsw');

    await markPage(page);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: question });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await a11y.scanNow();

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectSignedOut(page);
  });

  test('settings: the change-password entry opens change password', async ({ page }) => {
    await signInOnSettings(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw\/?(?:[?#].*)?$/);
  });

  test('cancelling the dialog (button or Escape) keeps the session', async ({ page }) => {
    await signInOnSettings(page);
    const signOut = page.getByRole('button', { name: 'Sign out', exact: true });

    await signOut.click();
    await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(signOut).toBeFocused();

    await signOut.click();
    await expect(page.getByRole('alertdialog', { name: question })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await expect(page).toHaveURL(settingsUrl);
    const after = await stored(page);
    expect(after.session).not.toBeNull();
    expect(after.autoLogin).toBe('1');
    await page.reload();
    await expect(page).toHaveURL(settingsUrl);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  });

  test('a failed logout call still signs out on this device and says so', async ({ page }) => {
    // The notice stays 1.5 s before the page reloads: the test moves the clock instead of waiting.
    await page.clock.install();
    await signInOnSettings(page);
    await page.route('**/wps/session/logout', (route) => route.abort());
    await markPage(page);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out on this device' })).toHaveText(
      'Signed out on this device; the server could not be reached',
    );
    await page.clock.runFor(1_500);
    await expectSignedOut(page);
  });

  test('header menu: sign out shows the loading message while the platform answers, then reloads home', async ({
    page,
    a11y,
  }) => {
    await signIn(page);
    const menu = await openHeaderMenu(page);
    await markPage(page);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog', { name: question });
    await expect(dialog).toBeVisible();
    await a11y.scanNow();

    // Hold the platform's answer for a moment so the loading message can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/session/logout', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signing out…' })).toBeVisible();
    release();
    await expectSignedOut(page);
  });

  test('header menu: cancel keeps the session', async ({ page }) => {
    await signIn(page);
    const menu = await openHeaderMenu(page);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    expect((await stored(page)).session).not.toBeNull();
    await openSettings(page);
  });
});
