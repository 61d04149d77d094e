import type { APIRequestContext, Page } from '@playwright/test';
import type { Resource } from '../contract';
import { layoutShift, nextFrames, watchLayoutShifts } from './support/layoutShift';
import { test, expect, putContent, signInAs } from './support/test';

/*
 * The download bar, its install popup and guide, and the side service widget on home
 * (shell-and-content §2, §4, §9). The device is faked by user agent and display mode, the way
 * src/platform/device.ts reads them.
 */

const userAgents = {
  iPhone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhone12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

const link = (resourceType: Resource['resourceType'], url: string): Resource => ({ resourceType, url });
const androidLink = link('Android', 'https://download.demobet.example/demobet.apk');
const iosLink = link('IOS', 'https://apps.apple.com/app/demobet/id0000000000');
const profileLink = link('MOBILECONFIG', 'https://download.demobet.example/demobet.mobileconfig');
const telegramLink = link('TELEGRAM', 'https://t.me/demobet_official');
const facebookLink = link('FACEBOOK', 'https://www.facebook.com/demobet.example');
const iconLink = link('AppDownloadIcon', '/cdn/a/app/icon.svg');

/** The site's download links (and start-up resources) until the next reset. */
function putDownloadLinks(request: APIRequestContext, links: Resource[]) {
  return putContent(request, 'downloadLinks', links);
}

/** An installed app: `(display-mode: standalone)` matches (a PWA), or iOS Safari's `navigator.standalone` (a web clip). */
async function runStandalone(page: Page, how: 'pwa' | 'webClip') {
  await page.addInitScript((how) => {
    if (how === 'webClip') {
      Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
      return;
    }
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const answer = matchMedia(query);
      if (!/display-mode:\s*standalone/.test(query)) return answer;
      return Object.assign(Object.create(answer), { matches: true, media: query });
    };
  }, how);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Download the app' });
const installPopup = (page: Page) => page.getByRole('dialog', { name: 'Download the app' });
const guide = (page: Page) => page.getByRole('dialog', { name: 'Add to Home Screen' });
const widget = (page: Page) => page.getByRole('navigation', { name: 'Quick service' });

/**
 * Home with its download links in: the side widget waits for the same list the bar's machine
 * loads (one query) before it appears, so by then the bar's decision is made; then two frames for
 * it to render.
 */
async function homeSettled(page: Page) {
  await expect(widgetToggle(page)).toBeVisible();
  await nextFrames(page);
}

const widgetToggle = (page: Page) => widget(page).getByRole('button', { name: 'Quick service' });

/** The widget starts folded: open, it would cover the right-hand column of home. */
async function openWidget(page: Page) {
  await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await widgetToggle(page).click();
  await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

/** The install popup's entries, by accessible name, in order. */
async function expectEntries(page: Page, names: string[]) {
  const entries = installPopup(page).getByRole('link');
  await expect(entries).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(entries.nth(index)).toHaveAccessibleName(name);
}

// The user agent and display mode are faked per test; only the two layout tests depend on the
// phone's screen, and run on the tall iPhone too (@device).
test.describe('download bar', () => {
  test.describe('on Android', () => {
    test.use({ userAgent: userAgents.android });

    test('shows the bar in the site look, offers the Android app, and nothing on home moves @device', async ({ page, a11y }) => {
      await watchLayoutShifts(page);
      await page.goto('/m/home');
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).toContainText('Get the Demo Bet app for faster deposits and live odds');
      await expect(bar(page)).toHaveCSS('background-color', 'rgb(27, 31, 59)');
      await expect(bar(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
      const icon = bar(page).locator('img');
      await expect(icon).toHaveAttribute('src', '/cdn/a/app/icon.svg');
      await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(bar(page)).toHaveCSS('height', '64px');
      await homeSettled(page);
      await a11y.scanNow();

      const shift = await layoutShift(page);
      expect(shift.total, `layout shifts: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(0.01);

      await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
      await expect(installPopup(page)).toBeVisible();
      await expectEntries(page, ['Android app']);
      const android = installPopup(page).getByRole('link', { name: 'Android app' });
      await expect(android).toHaveAttribute('href', androidLink.url);
      await expect(android).toHaveAttribute('rel', 'noopener');
      await expect(android).toHaveAttribute('download', '');
      await expect(installPopup(page).getByRole('button', { name: 'Add to Home Screen' })).toHaveCount(0);
      await a11y.scanNow();
      await page.keyboard.press('Escape');
      await expect(installPopup(page)).toHaveCount(0);
      await expect(bar(page).getByRole('button', { name: 'Download', exact: true })).toBeFocused();
    });

    test('once closed it stays closed after a reload; the widget still opens the install popup', async ({ page }) => {
      await page.goto('/m/home');
      await bar(page).getByRole('button', { name: 'Close the download bar' }).click();
      await expect(bar(page)).toHaveCount(0);
      await page.reload();
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
      await openWidget(page);
      await widget(page).getByRole('button', { name: 'Download the app' }).click();
      await expect(installPopup(page)).toBeVisible();
      await expectEntries(page, ['Android app']);
    });

    test('floats in over home the server drew, even while the download-link call is slow: nothing on home moves', async ({ page }) => {
      // The start-up information carries the links: the bar never waits for their own call. What
      // the device is, only the browser knows: the bar comes once the app has the page, over it.
      await watchLayoutShifts(page);
      await page.route('**/wps/system/downloadLinks*', () => new Promise<void>(() => {}));
      await page.goto('/m/home');
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).toHaveCSS('position', 'fixed');
      await homeSettled(page);
      const shift = await layoutShift(page);
      expect(shift.total, `layout shifts: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(0.01);
    });

    test('sits at the top of home when the app draws home itself', async ({ page }) => {
      await page.goto('/m/help');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).not.toHaveCSS('position', 'fixed');
    });

    test('is hidden inside the native app (?app=1), and the widget offers no download', async ({ page }) => {
      await page.goto('/m/home?app=1');
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
      await openWidget(page);
      await expect(widget(page).getByRole('link', { name: /^Telegram/ })).toBeVisible();
      await expect(widget(page).getByRole('button', { name: 'Download the app' })).toHaveCount(0);
    });

    test('is hidden when installed as an app (PWA)', async ({ page }) => {
      await runStandalone(page, 'pwa');
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
    });

    test('is hidden when the site has no Android link', async ({ page, request }) => {
      await putDownloadLinks(request, [iosLink, profileLink, telegramLink, iconLink]);
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
    });

    test('when login is required, shows only with a session', async ({ page, site }) => {
      await site.patch({ features: { downloadBarLoginRequired: true } });
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
      await signInAs(page, 'demo_member', '/m/home');
      await expect(bar(page)).toBeVisible();
    });
  });

  test.describe('inside the native app shell (user agent)', () => {
    test.use({ userAgent: `${userAgents.iPhone17} WinPlayApp/3.2` });

    test('is hidden', async ({ page }) => {
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
    });
  });

  test.describe('on an iPhone with iOS 17', () => {
    test.use({ userAgent: userAgents.iPhone17 });

    test('offers the App Store, the profile and the guide; the guide has the profile and no old-iOS tips', async ({ page, a11y }) => {
      await page.goto('/m/home');
      await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
      await expectEntries(page, ['iOS app (App Store) (opens in a new tab)', 'iOS app (install profile)']);
      const store = installPopup(page).getByRole('link', { name: /iOS app \(App Store\)/ });
      await expect(store).toHaveAttribute('href', iosLink.url);
      await expect(store).toHaveAttribute('target', '_blank');
      await expect(installPopup(page).getByRole('link', { name: 'iOS app (install profile)' })).toHaveAttribute('href', profileLink.url);
      await installPopup(page).getByRole('button', { name: 'Add to Home Screen' }).click();
      await expect(guide(page)).toBeVisible();
      await expect(guide(page).getByRole('listitem')).toHaveCount(3);
      await expect(guide(page).getByRole('note')).toHaveCount(0);
      await expect(guide(page).getByRole('link', { name: 'Download the profile' })).toHaveAttribute('href', profileLink.url);
      await a11y.scanNow();
      await guide(page).getByRole('button', { name: 'Close' }).click();
      await expect(guide(page)).toHaveCount(0);
      await expect(bar(page)).toBeVisible();
    });

    test('is hidden with no iOS link, no profile and no home-screen option', async ({ page, request, site }) => {
      await site.patch({ features: { homeScreenOption: false } });
      await putDownloadLinks(request, [androidLink, telegramLink, facebookLink, iconLink]);
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
    });

    test('from the home screen (web clip) without an iOS link, is hidden', async ({ page, request }) => {
      await runStandalone(page, 'webClip');
      await putDownloadLinks(request, [androidLink, profileLink, telegramLink, iconLink]);
      await page.goto('/m/home');
      await homeSettled(page);
      await expect(bar(page)).toHaveCount(0);
    });

    test('from the home screen (web clip) with an iOS link, offers only the App Store', async ({ page }) => {
      await runStandalone(page, 'webClip');
      await page.goto('/m/home');
      await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
      await expectEntries(page, ['iOS app (App Store) (opens in a new tab)']);
      await expect(installPopup(page).getByRole('button', { name: 'Add to Home Screen' })).toHaveCount(0);
    });
  });

  test.describe('on an iPhone with iOS 12.1', () => {
    test.use({ userAgent: userAgents.iPhone12_1 });

    test('the guide gives the old-iOS tips', async ({ page, a11y }) => {
      await page.goto('/m/home');
      await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
      await installPopup(page).getByRole('button', { name: 'Add to Home Screen' }).click();
      const tips = guide(page).getByRole('note');
      await expect(tips).toContainText('Older iOS (before 12.2)');
      await expect(tips).toContainText('The app needs iOS 12.4 or later.');
      await a11y.scanNow();
    });
  });
});

test.describe('side service widget', () => {
  test('offers referral, chat, Telegram, Facebook and the download, above the footer menu, and folds away @device', async ({ page }) => {
    await page.goto('/m/home');
    await homeSettled(page);
    await openWidget(page);
    const items = widget(page).getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(widget(page).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/m/inviteFriends');
    await expect(widget(page).getByRole('link', { name: /^Customer service chat/ })).toHaveAttribute(
      'href',
      'https://support.demobet.example/chat',
    );
    await expect(widget(page).getByRole('link', { name: /^Telegram/ })).toHaveAttribute('href', telegramLink.url);
    await expect(widget(page).getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', facebookLink.url);
    await expect(widget(page).getByRole('button', { name: 'Download the app' })).toBeVisible();

    const widgetBox = await widget(page).boundingBox();
    const menuBox = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
    const viewport = page.viewportSize();
    if (widgetBox === null || menuBox === null || viewport === null) throw new Error('the widget or the footer menu is not laid out');
    expect(widgetBox.y + widgetBox.height).toBeLessThanOrEqual(menuBox.y);
    // Thumb-reachable: at the right edge, its toggle in the lower part of the screen.
    expect(widgetBox.x + widgetBox.width).toBeGreaterThan(viewport.width - 24);
    expect(widgetBox.x + widgetBox.width).toBeLessThanOrEqual(viewport.width);
    expect(widgetBox.y + widgetBox.height).toBeGreaterThan(viewport.height * 0.6);

    // Opened, it stays open for the visit; folded again, it stays folded.
    await page.reload();
    await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await widgetToggle(page).click();
    await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toHaveCount(0);
    await page.reload();
    await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('has no referral shortcut with REFERRAL off, and no Telegram or Facebook the site does not list', async ({ page, request, site }) => {
    await site.patch({ promotions: { REFERRAL: false } });
    await putDownloadLinks(request, [androidLink, iosLink, link('TELEGRAM2', 'https://t.me/demobet_news'), iconLink]);
    await page.goto('/m/home');
    await openWidget(page);
    await expect(widget(page).getByRole('link', { name: /^Telegram 2/ })).toBeVisible();
    await expect(widget(page).getByRole('link', { name: 'Invite friends' })).toHaveCount(0);
    await expect(widget(page).getByRole('link', { name: /^Facebook/ })).toHaveCount(0);
    await expect(widget(page).getByRole('link', { name: /^Telegram/ })).toHaveCount(1);
  });

  test('takes a guest to log in for the referral page first', async ({ page }) => {
    await page.goto('/m/home');
    await openWidget(page);
    await widget(page).getByRole('link', { name: 'Invite friends' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/);
  });
});
