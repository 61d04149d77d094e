import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, type ContractKind } from '../contract';
import { expect, homeUrl, signInAs, test } from './support/test';

/*
 * The agent contract prompts and pages (shell-and-content §2, §4; accounts §6) on the reference
 * platform: demo_agent is seeded with a daily salary, a dividend and an hourly salary contract
 * waiting for an answer. Each prompts in turn on home, with cancel or a way to its page; a contract
 * answered there no longer prompts, after a reload too. Member types 4, 40, 41 and 42 are never
 * checked.
 */

/** `PUT /dev/members/:account`: a demo member's type and waiting contracts, until the next test's reset. */
async function setMember(request: APIRequestContext, account: string, change: { type?: number; pendingContracts?: ContractKind[] }) {
  const response = await request.put(`/dev/members/${account}`, { data: change });
  expect(response.ok(), `PUT /dev/members/${account}: ${await response.text()}`).toBe(true);
}

const prompt = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Counts the page's pending-contract checks (observation only). */
function countChecks(page: Page): () => number {
  let checks = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPaths.pendingContracts) checks += 1;
  });
  return () => checks;
}

test.describe('contract prompts', () => {
  test('demo_agent is prompted for each pending contract in turn; an accepted one no longer prompts, after a reload too', async ({
    page,
  }) => {
    const checks = countChecks(page);
    await signInAs(page, 'demo_agent', '/m/home');

    const daily = prompt(page, 'Daily salary contract');
    await expect(daily).toBeVisible();
    await expect(daily).toContainText('Your upline offers you a daily salary contract.');
    await daily.getByRole('button', { name: 'Cancel' }).click();

    const dividend = prompt(page, 'Dividend contract');
    await expect(dividend).toBeVisible();
    await dividend.getByRole('button', { name: 'View contract' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const terms = page.getByRole('region', { name: 'Contract terms' });
    await expect(terms.getByRole('table', { name: 'Tiers' }).getByRole('row')).toHaveCount(4);
    await expect(terms.getByRole('row').nth(1)).toHaveText(['10,000.00', '5', '10%'].join(''));
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('You accepted this contract.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // Back on home: asked again, and only the hourly salary contract is left to prompt.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(homeUrl);
    const hourly = prompt(page, 'Hourly salary contract');
    await expect(hourly).toBeVisible();
    await hourly.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(checks()).toBe(2);

    // A new page load asks again: daily and hourly still wait, the accepted dividend contract does not.
    await page.reload();
    await expect(prompt(page, 'Daily salary contract')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt(page, 'Hourly salary contract')).toBeVisible();
    await prompt(page, 'Hourly salary contract').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(checks()).toBe(3);
  });

  test('declining asks first, then the platform keeps the answer', async ({ page }) => {
    await signInAs(page, 'demo_agent', '/m/member/agent/getHourContract');
    const terms = page.getByRole('region', { name: 'Contract terms' });
    await expect(terms).toContainText('Waiting for your answer');
    await expect(terms).toContainText('Hourly');
    await page.getByRole('button', { name: 'Decline' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Decline this contract?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Decline' }).click();
    await confirm.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('You declined this contract.')).toBeVisible();
    await page.reload();
    await expect(terms).toContainText('Declined');
    await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  });

  test('no contract waiting: no prompt on home, and the contract page says there is none', async ({ page, request }) => {
    await setMember(request, 'demo_agent', { pendingContracts: [] });
    const checks = countChecks(page);
    await signInAs(page, 'demo_agent', '/m/home');
    await expect.poll(checks, { message: 'home checks for pending contracts' }).toBe(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(page.getByText('No daily salary contract has been offered to you.')).toBeVisible();
  });

  for (const type of [4, 40]) {
    test(`a member of type ${type} is never checked, even with contracts waiting`, async ({ page, request }) => {
      await setMember(request, 'demo_agent', { type });
      const checks = countChecks(page);
      await signInAs(page, 'demo_agent', '/m/home');
      await expect(page.getByRole('heading', { name: 'Home' })).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(checks()).toBe(0);
    });
  }
});
