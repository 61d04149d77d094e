import { test, expect, signInAs } from './support/test';

test.describe('VIP benefits', () => {
  test('lists the levels lowest first and marks the member’s own (demo_member is VIP3)', async ({ page, site }) => {
    await site.patch({ features: { vipBenefits: true } });
    await signInAs(page, 'demo_member', '/m/member/benefits');
    const levels = page.getByRole('list', { name: 'VIP levels' }).getByRole('listitem');
    await expect(levels.first()).toBeVisible();
    const current = page.locator('[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('heading', { level: 2 })).toContainText('Your level');
    await expect(page.getByText(/^Your VIP level: /)).toBeVisible();
    // Lowest first: the requirements rise down the list.
    const needs = await levels.locator('.vip-level__needs').allTextContents();
    const deposits = needs.map((text) => Number(text.match(/deposits of ([\d,.]+)/)?.[1]?.replaceAll(',', '')));
    expect(deposits).toEqual([...deposits].sort((a, b) => a - b));
    expect(await levels.count()).toBeGreaterThan(1);
  });

  test('says the feature is unavailable when the site has VIP benefits off', async ({ page, site }) => {
    await site.patch({ features: { vipBenefits: false } });
    await signInAs(page, 'demo_member', '/m/member/benefits');
    await expect(page.getByText('VIP benefits are not available on this site.')).toBeVisible();
  });
});
