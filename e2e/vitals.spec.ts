import { test, expect } from './support/test';

type Summary = { page: string; name: string; count: number; p75: number }[];

test.describe('real-user figures', () => {
  test('a page sends what it measured (LCP, CLS, FCP, TTFB) when it is left, labelled with its path', async ({ page, request }) => {
    await page.goto('/m/home?source=e2e');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    // An interaction (INP counts one only from 40 ms: a fast one may send none).
    await page.getByRole('radio', { name: 'Português', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    // Leaving hides the page: web-vitals settles its figures and the page sends them as a beacon
    // (sent as the page goes, so Playwright does not list it among the page's requests).
    await page.goto('about:blank');
    await expect
      .poll(async () => {
        const body: { value: Summary } = await (await request.get('/dev/vitals')).json();
        return body.value.filter(({ page: path }) => path === '/m/home').map(({ name }) => name).sort();
      })
      .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  });
});
