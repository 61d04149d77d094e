import { apiPaths } from '../contract';
import { test, expect, homeUrl } from './support/test';

const maintenanceHeading = { name: 'The platform is under maintenance' } as const;
const restrictedHeading = { name: 'Access restricted in your region' } as const;

test.describe('start-up', () => {
  test('a fresh start opens home for a guest, with the start-up information the page came with', async ({ page }) => {
    const startupCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPaths.startup) startupCalls.push(request.url());
    });
    await page.goto('/');
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    // The server wrote the answer into the page: no round trip for it before the first screen.
    expect(startupCalls).toEqual([]);
  });

  test('maintenance set on the platform shows the maintenance page after a reload', async ({
    page,
    site,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(homeUrl);
    await site.patch({ startup: { maintenance: true } });
    await page.reload();
    await expect(page.getByRole('heading', maintenanceHeading)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
  });

  test('a region restriction shows the restricted page', async ({ page, site }) => {
    await site.patch({ startup: { regionRestricted: true } });
    await page.goto('/');
    await expect(page.getByRole('heading', restrictedHeading)).toBeVisible();
    await expect(page.getByRole('heading', maintenanceHeading)).toBeHidden();
  });

  test('maintenance wins over a region restriction', async ({ page, site }) => {
    await site.patch({ startup: { maintenance: true, regionRestricted: true } });
    await page.goto('/');
    await expect(page.getByRole('heading', maintenanceHeading)).toBeVisible();
    await expect(page.getByRole('heading', restrictedHeading)).toBeHidden();
  });
});
