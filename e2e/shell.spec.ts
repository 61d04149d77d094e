import type { Page } from '@playwright/test';
import { test, expect, homeUrl, signInAs } from './support/test';
import { appStartAttribute } from '../contract';

/**
 * The page shell (shell-and-content §2): header, popover menu, footer, transitions, lazy pages.
 */

const balanceOf = (page: Page) => page.getByRole('banner').getByRole('status', { name: 'Total balance' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const footer = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const loginPopup = (page: Page) => page.getByRole('dialog', { name: 'You are not logged in, please login first' });

async function chooseFromMenu(page: Page, item: string): Promise<void> {
  await menuButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/** Counts the page fades that start (a CSS animation, page-fade-in). */
async function countFades(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fades: string[] = [];
    Object.assign(window, { e2eFades: fades });
    window.addEventListener(
      'animationstart',
      (event) => {
        if (event.animationName === 'page-fade-in' && event.target instanceof Element) fades.push(event.target.className);
      },
      true,
    );
  });
}
const fadesSoFar = (page: Page) =>
  page.evaluate(() => ('e2eFades' in window && Array.isArray(window.e2eFades) ? window.e2eFades.length : -1));

test.describe('header on home', () => {
  test('a guest sees the logo, Log in, and Register while DIRECTREG3 is on', async ({ page, site }) => {
    await page.goto('/m/home');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('img', { name: 'WinPlay' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await site.patch({ whitelabel: { DIRECTREG3: false } });
    await page.reload();
    await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);

    await banner.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member sees the nickname and the total balance to 2 decimals', async ({ page }) => {
    await signInAs(page, 'demo_member');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Lucky Star')).toBeVisible();
    await expect(balanceOf(page)).toHaveText('1,288.50');
    await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  });

  test('hide and show the balance, and a refresh hides it until the wallet is back', async ({ page }) => {
    await signInAs(page, 'demo_member');
    await expect(balanceOf(page)).toHaveText('1,288.50');

    await chooseFromMenu(page, 'Hide balance');
    await expect(balanceOf(page)).not.toContainText('1,288.50');
    await expect(balanceOf(page)).toContainText('****');
    await chooseFromMenu(page, 'Show balance');
    await expect(balanceOf(page)).toHaveText('1,288.50');

    let walletCalls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/wallets/balance*', async (route) => {
      walletCalls += 1;
      await held;
      await route.continue();
    });
    await chooseFromMenu(page, 'Refresh balance');
    await expect(balanceOf(page)).toContainText('****');
    await expect(balanceOf(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(balanceOf(page)).toHaveText('1,288.50');
    await expect(balanceOf(page)).toHaveAttribute('aria-busy', 'false');
    expect(walletCalls).toBe(1);
  });

  test('a failed refresh says so and puts the balance back', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'demo_member');
    await expect(balanceOf(page)).toHaveText('1,288.50');
    await page.route('**/wps/wallets/balance*', (route) => route.abort('internetdisconnected'));
    await chooseFromMenu(page, 'Refresh balance');
    const alert = page.getByRole('alert').filter({ hasText: 'The balance could not be refreshed' });
    await expect(alert).toBeVisible();
    await expect(balanceOf(page)).toHaveText('1,288.50');
    // The notice closes itself (1.5 s).
    await page.clock.runFor(1_500);
    await expect(alert).toHaveCount(0);
  });
});

test.describe('popover menu', () => {
  test('works by keyboard: opens on the first item, arrows move, Escape closes back to the button', async ({ page }) => {
    await page.goto('/m/activity');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(['Deposit', 'Withdraw', 'Refresh balance', 'Help center']);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a guest asking for money pages gets the login popup; help is open to all', async ({ page }) => {
    await page.goto('/m/activity');
    await chooseFromMenu(page, 'Withdraw');
    await expect(loginPopup(page)).toBeVisible();
    await loginPopup(page).getByRole('button', { name: 'Cancel' }).click();
    await chooseFromMenu(page, 'Help center');
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(page.getByRole('heading', { name: 'Help center' })).toBeVisible();
  });

  test('a member reaches deposit and withdraw, and can sign out from it', async ({ page }) => {
    await signInAs(page, 'demo_member');
    // The address changes before the next page replaces the header: wait for its heading, or the
    // menu opened is the leaving page's.
    await chooseFromMenu(page, 'Deposit');
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
    await chooseFromMenu(page, 'Withdraw');
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
    await chooseFromMenu(page, 'Sign out');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });
});

test.describe('back arrow', () => {
  test('goes one page back, or home when there is no history', async ({ page }) => {
    await page.goto('/m/activity');
    await chooseFromMenu(page, 'Help center');
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(page.getByRole('heading', { name: 'Help center', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);

    await page.goto('/m/gameList');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(homeUrl);
  });

  // With history as well: tests/screens/AppHeader.test.tsx (a full page load here starts a new history).
  test('goes home from the announcements page', async ({ page }) => {
    await page.goto('/m/notice');
    await expect(page.getByRole('heading', { name: 'Announcement' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(homeUrl);
  });
});

test.describe('footer', () => {
  test('has its five entries, marks the current one and carries the copyright line', async ({ page, request }) => {
    await page.goto('/m/home');
    const nav = footer(page);
    await expect(nav.getByRole('listitem')).toHaveCount(5);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Activity' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toHaveText('all rights reserved 2019-2025');

    const startup = await (await request.get('/wps/system/startup')).json();
    const service = nav.getByRole('link', { name: /7x24 service/ });
    await expect(service).toHaveAttribute('href', startup.value.customerService.messagingUrl);
    await expect(service).toHaveAttribute('target', '_blank');
    await expect(service).toHaveAttribute('rel', /noopener/);

    await nav.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(nav.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
  });

  test('Deposit and Members give a guest the login popup', async ({ page }) => {
    await page.goto('/m/home');
    for (const entry of ['Deposit', 'Members']) {
      await footer(page).getByRole('link', { name: entry }).click();
      await expect(loginPopup(page)).toBeVisible();
      await expect(page).toHaveURL(homeUrl);
      await loginPopup(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(loginPopup(page)).toHaveCount(0);
    }
  });

  test('Deposit and Members take a member there', async ({ page }) => {
    await signInAs(page, 'demo_member');
    await footer(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('heading', { name: 'Deposit' })).toBeVisible();
    await footer(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(footer(page).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  });

  test('is taller inside the native app shell on a tall iPhone', { tag: '@device' }, async ({ page }, testInfo) => {
    await page.goto('/m/home?app=1');
    const padding = await footer(page).evaluate((nav) => parseFloat(getComputedStyle(nav).paddingBottom));
    if (testInfo.project.name.startsWith('iPhone')) expect(padding).toBeGreaterThanOrEqual(34);
    else expect(padding).toBe(0);
    // Outside the shell only the phone's own safe area applies (none in this emulation).
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/m/home');
    expect(await footer(page).evaluate((nav) => parseFloat(getComputedStyle(nav).paddingBottom))).toBe(0);
  });
});

test.describe('page transitions', () => {
  test('a new page fades in', async ({ page }) => {
    await countFades(page);
    await page.goto('/m/home');
    expect(await fadesSoFar(page)).toBe(0);
    await footer(page).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect.poll(() => fadesSoFar(page)).toBeGreaterThan(0);
  });

  test('not with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await countFades(page);
    await page.goto('/m/home');
    await footer(page).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await footer(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(homeUrl);
    expect(await fadesSoFar(page)).toBe(0);
  });

  /** Touches as the browser reports them to the page during its own back gesture, then the back it does. */
  async function backGesture(page: Page, xs: number[]): Promise<void> {
    await page.evaluate((points) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      const fire = (type: string, x: number | undefined) =>
        window.dispatchEvent(new TouchEvent(type, { touches: x === undefined ? [] : [touch(x)], bubbles: true }));
      const [first, ...moves] = points;
      fire('touchstart', first);
      for (const x of moves) fire('touchmove', x);
      fire('touchend', undefined);
      window.history.back();
    }, xs);
  }

  for (const gesture of [
    { name: 'a swipe over 100 px', xs: [40, 120, 150] },
    { name: 'a touch starting off-screen', xs: [-4] },
  ]) {
    test(`not after a browser back gesture (${gesture.name}), and again once detection resets`, async ({ page }) => {
      await page.clock.install();
      await countFades(page);
      await page.goto('/m/home');
      await footer(page).getByRole('link', { name: 'Activity' }).click();
      await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
      await expect.poll(() => fadesSoFar(page)).toBeGreaterThan(0);
      const before = await fadesSoFar(page);

      await backGesture(page, gesture.xs);
      await expect(page).toHaveURL(homeUrl);
      await expect(page.getByRole('img', { name: 'WinPlay' })).toBeVisible();
      expect(await fadesSoFar(page)).toBe(before);

      // Detection resets 500 ms after the touch ends.
      await page.clock.runFor(700);
      await footer(page).getByRole('link', { name: 'Activity' }).click();
      await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
      await expect.poll(() => fadesSoFar(page)).toBeGreaterThan(before);
    });
  }

  test('a short swipe is no back gesture', async ({ page }) => {
    await countFades(page);
    await page.goto('/m/home');
    await footer(page).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect.poll(() => fadesSoFar(page)).toBeGreaterThan(0);
    const before = await fadesSoFar(page);
    await backGesture(page, [40, 100, 140]);
    await expect(page).toHaveURL(homeUrl);
    await expect.poll(() => fadesSoFar(page)).toBeGreaterThan(before);
  });
});

test.describe('lazy pages', () => {
  test('an aborted chunk load shows the retry, and the retry recovers', async ({ page }) => {
    await page.goto('/m/home');
    // The activity page's code cannot be fetched, as on a dropped mobile connection, until it can.
    let offline = true;
    let attempts = 0;
    await page.route(/activity[^/]*\.(js|tsx)/i, async (route) => {
      attempts += 1;
      if (offline) await route.abort('connectionreset');
      else await route.continue();
    });
    await footer(page).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Loading failed, click to retry' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/activity$/);
    const failedAttempts = attempts;

    offline = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(page.getByText('This page is not available yet.')).toBeVisible();
    // The retry may load the page again, which the server draws before the app asks for the code:
    // the app's own page is the proof the code came.
    await expect(page.locator('#root')).toHaveAttribute(appStartAttribute, /^(hydrated|rendered)$/);
    await expect.poll(() => attempts).toBeGreaterThan(failedAttempts);
  });
});

test.describe('member area', () => {
  test('a blocked member (type 4) entering it gets the offline toast for 2 s', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'demo_blocked');
    await footer(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    const toast = page.getByText('Your account is offline. Please contact customer service.');
    await expect(toast).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(toast).toHaveCount(0);
  });

  test('other members enter it without a toast', async ({ page }) => {
    await signInAs(page, 'demo_member');
    await footer(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByRole('heading', { name: 'Member center' })).toBeVisible();
    await expect(page.getByText('Your account is offline. Please contact customer service.')).toHaveCount(0);
  });
});
