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
      // Registration's form follows its machine, which loads the site's rules once started: its shell is drawn.
      { path: '/m/register', shows: 'Register' },
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

  test('without JavaScript, home and the login form show in full', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Jackpots' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await page.goto('/m/login');
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
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
  });

  test('a page behind a session is not drawn for a guest; the app sends them home', async ({ page, request }) => {
    const response = await request.get('/m/securityCenter', { headers: { 'Sec-Fetch-Dest': 'document' } });
    expect(response.headers()['server-timing']).toContain('desc="not drawn: route"');
    await page.goto('/m/securityCenter');
    await expect(page).toHaveURL(homeUrl);
    await expect(root(page)).toHaveAttribute(appStartAttribute, 'rendered');
  });
});
