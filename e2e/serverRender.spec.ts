import { appStartAttribute, renderedAttributes } from '../contract';
import { languageCookieName } from '../contract/languageCookie';
import { expect, homeUrl, signInAs, test } from './support/test';

/**
 * One renderer (issue 35): the front-end server renders the app's own routes for a guest and the
 * app hydrates that markup (src/entry-server.tsx, src/app/startApp.tsx). The hydration gate of
 * every test (e2e/support/hydration.ts) fails any page React could not match.
 */
test.describe('pages the server renders', () => {
  const root = (page: import('@playwright/test').Page) => page.locator('#root');

  test('a guest’s pages arrive drawn, and the app takes them over without drawing them again', async ({ page, request }) => {
    const pages = [
      { path: '/m/home', shows: 'Jackpots' },
      { path: '/m/login', shows: 'Remember password' },
      // Registration's machine starts on the form with the rules its route loaded.
      { path: '/m/register', shows: 'Already have an account?' },
      { path: '/m/gameList?gameType=RNG', shows: 'Search games' },
      { path: '/m/lottery', shows: 'Lottery' },
      { path: '/m/help', shows: 'Help center' },
    ];
    for (const { path, shows } of pages) {
      const response = await request.get(path, { headers: { 'Sec-Fetch-Dest': 'document' } });
      expect(response.headers()['server-timing'], path).toContain('desc="drawn"');
      const html = await response.text();
      expect(html, path).toContain(`${renderedAttributes.href}="${path.replaceAll('&', '&amp;')}"`);
      expect(html, path).toContain(shows);
      await page.goto(path);
      await expect(root(page), path).toHaveAttribute(appStartAttribute, 'hydrated');
      await expect(root(page), path).not.toHaveAttribute('inert');
    }
  });

  test('without JavaScript, home and the login and registration forms show in full', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Jackpots' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await page.goto('/m/login');
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await page.goto('/m/register');
    const form = page.getByRole('form', { name: 'Register with a username' });
    await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Register' })).toBeVisible();
    await context.close();
  });

  test('in the language the player chose, the page is drawn in it and hydrated', async ({ page, context, baseURL }) => {
    // The stored choice, and the cookie the app mirrors it in for the server (src/platform/preferences.ts).
    await page.addInitScript(() => window.localStorage.setItem('language', 'pt'));
    await context.addCookies([{ name: languageCookieName, value: 'pt', url: baseURL ?? '' }]);
    await page.goto('/m/login');
    await expect(root(page)).toHaveAttribute(renderedAttributes.language, 'pt');
    await expect(root(page)).toHaveAttribute(appStartAttribute, 'hydrated');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });

  test('a member’s page is the app’s own: the server draws no one’s session', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/home');
    await expect(root(page)).toHaveAttribute(appStartAttribute, 'rendered');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
    // A page behind the session arrives as its chrome; the app draws the member's page in it.
    await page.goto('/m/securityCenter');
    await expect(root(page)).toHaveAttribute(appStartAttribute, 'rendered');
    await expect(page.getByRole('heading', { name: 'Security center' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('a page behind a session arrives as its chrome only; the app sends a guest home', async ({ page, request }) => {
    const response = await request.get('/m/securityCenter', { headers: { 'Sec-Fetch-Dest': 'document' } });
    expect(response.headers()['server-timing']).toContain('desc="drawn"');
    const html = await response.text();
    // The page's title and the spinner: its guard, loaders and screen are the browser's.
    expect(html).toContain('Security center');
    expect(html).toContain('aria-label="Loading"');
    await page.goto('/m/securityCenter');
    await expect(page).toHaveURL(homeUrl);
    await expect(root(page)).toHaveAttribute(appStartAttribute, 'rendered');
  });
});
