import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, errorCodes, loginResponseSchema } from '../contract';
import { devControlPaths } from '../server/schemas/dev-controls';
import { demoPassword, expect, homeUrl, loginAs, signInAs, signOutFromMenu, test } from './support/test';

/**
 * Open a downline account (accounts §2 /m/agentRegister, §6, §8) on the reference platform: an
 * agent opens one, and it can log in; errors keep what was typed; members who are no agents are
 * kept out of the page and refused by every agent endpoint.
 */

/** demo_agent with nothing pending, so no contract prompt covers the page (they have their own spec). */
async function quietAgent(page: Page): Promise<void> {
  const response = await page.request.put('/dev/members/demo_agent', { data: { pendingContracts: [] } });
  expect(response.ok(), await response.text()).toBe(true);
}

function form(page: Page) {
  return {
    username: page.getByRole('textbox', { name: /^Username/ }),
    password: page.getByLabel(/^Password/),
    confirmPassword: page.getByLabel(/^Confirm password/),
    agent: page.getByRole('radio', { name: 'Agent' }),
    member: page.getByRole('radio', { name: 'Member' }),
    rebate: page.getByRole('textbox', { name: /^Rebate/ }),
    submit: page.getByRole('button', { name: 'Open the account' }),
  };
}

async function fill(page: Page, username: string, rebate = '0.5') {
  const fields = form(page);
  await fields.username.fill(username);
  await fields.password.fill('Downline@2026');
  await fields.confirmPassword.fill('Downline@2026');
  await fields.rebate.fill(rebate);
}

/** A session token of a seeded account, from the platform's dev control. */
async function tokenOf(request: APIRequestContext, account: string): Promise<string> {
  const response = await request.post(devControlPaths.session, { data: { account } });
  const body = await response.json();
  return loginResponseSchema.parse(body.value).token;
}

test.describe('open a downline account', () => {
  test('a downline opened by demo_agent can log in', async ({ page, a11y }) => {
    await quietAgent(page);
    await signInAs(page, 'demo_agent', '/m/agentRegister');
    await expect(page.getByRole('heading', { level: 1, name: 'Open a downline account' })).toBeVisible();
    await fill(page, 'new_downline');
    await form(page).submit.click();
    const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Account opened' }) });
    await expect(done.getByText('new_downline', { exact: true })).toBeVisible();
    await expect(done).toContainText('new_downline is a member under you and can log in now.');
    await a11y.scanNow();

    await page.goto('/m/home');
    await signOutFromMenu(page);
    await loginAs(page, 'new_downline', 'Downline@2026');
    await expect(page.getByText('new_downline').first()).toBeVisible();
  });

  test('opens an agent account, then another from the same page', async ({ page }) => {
    await quietAgent(page);
    await signInAs(page, 'demo_agent', '/m/agentRegister');
    await fill(page, 'sub_agent_1');
    await form(page).agent.check();
    await form(page).submit.click();
    await expect(page.getByText('sub_agent_1 is an agent under you and can log in now.')).toBeVisible();
    await page.getByRole('button', { name: 'Open another account' }).click();
    await expect(form(page).username).toHaveValue('');
    await expect(form(page).member).toBeChecked();
  });

  test('checks the fields before sending and keeps everything typed when the platform refuses', async ({ page, a11y }) => {
    await quietAgent(page);
    await signInAs(page, 'demo_agent', '/m/agentRegister');
    const fields = form(page);
    await fields.submit.click();
    await expect(page.getByText('Please enter the username')).toBeVisible();
    await expect(fields.username).toBeFocused();
    await a11y.scanNow();

    await fill(page, 'demo_member');
    await fields.confirmPassword.fill('Downline@2027');
    await fields.submit.click();
    await expect(page.getByText('Confirmation password not matched')).toBeVisible();
    await expect(fields.confirmPassword).toBeFocused();

    await fields.confirmPassword.fill('Downline@2026');
    // demo_agent's own rebate is 2.50 %.
    await fields.rebate.fill('50');
    await fields.submit.click();
    await expect(page.getByText('The rebate cannot be above your own')).toBeVisible();
    await expect(fields.rebate).toBeFocused();

    await fields.rebate.fill('0.5');
    await fields.submit.click();
    await expect(page.getByText('Sorry, the username already exists')).toBeVisible();
    await expect(fields.username).toBeFocused();
    await expect(fields.username).toHaveValue('demo_member');
    await expect(fields.password).toHaveValue('Downline@2026');
    await expect(fields.rebate).toHaveValue('0.5');
    await a11y.scanNow();
  });

  test('a member is kept out of the page', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/agentRegister');
    await expect(page).toHaveURL(homeUrl);
  });

  test('every agent endpoint refuses a member who is no agent', async ({ request }) => {
    const token = await tokenOf(request, 'demo_member');
    const headers = { Authorization: `Bearer ${token}` };
    const calls = [
      request.get(`${apiPaths.teamKpi}?startDate=2026-11-26&endDate=2026-11-26&size=0`, { headers }),
      request.get(apiPaths.agentAffiliate, { headers }),
      request.get(apiPaths.downlines, { headers }),
      request.put(apiPaths.openDownline, { headers, data: { username: 'x_player', password: demoPassword, confirmPassword: demoPassword, type: 0, rebatePercent: 0 } }),
      request.post(apiPaths.transferDownline, { headers, data: { account: 'demo_agent', amount: 1 } }),
      request.post(apiPaths.transferMultipleDownline, { headers, data: { accounts: ['demo_agent'], amount: 1 } }),
      request.post(apiPaths.updateDownlineRebates, { headers, data: { accounts: ['demo_agent'], rebatePercent: 0 } }),
    ];
    for (const response of await Promise.all(calls)) {
      const body = await response.json();
      expect(response.status(), response.url()).toBeGreaterThanOrEqual(400);
      expect(response.status(), response.url()).toBeLessThan(500);
      expect(body, response.url()).toMatchObject({ success: false, errorCode: errorCodes.notAgent, message: 'Non-agents cannot log in' });
    }
  });
});
