import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, type WhitelabelFlag } from '../contract';
import { test, expect, signInAs } from './support/test';

/*
 * The member centre (accounts §2, §6, §8; shell-and-content §4 message icon) against the reference
 * platform: the seeded site has every gate on and the new layout (mem_cen "1"); each test turns off
 * what it is about with `PATCH /dev/site`, and sets a demo member's type and upline with
 * `PUT /dev/members/:account`.
 */

/** `PUT /dev/members/:account`: a demo member's type, upline and VIP level, until the next reset. */
async function setMember(request: APIRequestContext, account: string, fields: { type?: number; toUpline?: string | null; vipLevel?: string | null }) {
  const response = await request.put(`/dev/members/${account}`, { data: fields });
  expect(response.ok(), await response.text()).toBe(true);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });
const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });
const loginPopup = (page: Page) => page.getByRole('dialog', { name: 'You are not logged in, please login first' });

/** The 13 entries in the table's order, as demo_member (type 0, an upline) sees them with every gate on: all but the agency center. */
const memberEntries = [
  'Deposit record',
  'Withdraw record',
  'Account record',
  'Betting record',
  'Profit and loss',
  'Transfer to upline',
  'Rewards center',
  'Manual rebate',
  'Mission activity',
  'My rebate',
  'Inbox',
  'Feedback',
];

test.describe('member centre', () => {
  test('a guest is offered to log in; any entry, tile, the message icon and settings open the login popup', async ({ page }) => {
    await page.goto('/m/mine');
    await expect(page.getByRole('heading', { level: 1, name: 'Member center' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in or register' }).click();
    await expect(loginPopup(page)).toBeVisible();
    await loginPopup(page).getByRole('button', { name: 'Cancel' }).click();

    for (const control of [
      menu(page).getByRole('link', { name: 'Betting record' }),
      shortcuts(page).getByRole('link', { name: 'Withdraw' }),
      page.getByRole('link', { name: 'Messages' }),
      page.getByRole('link', { name: 'Settings' }),
    ]) {
      await control.click();
      await expect(loginPopup(page)).toBeVisible();
      await expect(page).toHaveURL(/\/m\/mine$/);
      await loginPopup(page).getByRole('button', { name: 'Cancel' }).click();
    }
    // Logging in from the popup lands on the entry the guest tapped.
    await menu(page).getByRole('link', { name: 'Feedback' }).click();
    await loginPopup(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ffeedback$/);
  });

  test('the new layout (mem_cen "1"): the panel, the balance, every tile and the menu a member with an upline sees', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(page.getByText('demo_member', { exact: true })).toBeVisible();
    await expect(page.getByText('VIP3', { exact: true })).toBeVisible();
    await expect(page.getByText('Joined 30 days ago')).toBeVisible();
    await expect(page.getByText('1,288.50')).toBeVisible();
    await expect(menu(page).getByRole('link')).toHaveText(memberEntries);
    await expect(shortcuts(page).getByRole('link')).toHaveText(['Member benefits', 'Deposit', 'Withdraw', 'Invite friends', 'Security center']);

    // The panel leads to the VIP benefits (on in the seed); back, the top bar leads home and to settings.
    await page.getByText('demo_member', { exact: true }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/m\/set$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the download tile opens the install popup on an Android phone', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/mine');
    await shortcuts(page).getByRole('button', { name: 'Download app' }).click();
    await expect(page.getByRole('dialog', { name: 'Download the app' })).toBeVisible();
  });

  test('the base layout (mem_cen other than "1"): the same panel and gates, the menu as a list, no balance card', async ({ page, site }) => {
    await site.patch({ mobileTemplate: { mem_cen: '0' } });
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(page.getByText('Joined 30 days ago')).toBeVisible();
    await expect(menu(page).getByRole('link')).toHaveText(memberEntries);
    await expect(page.getByText('Total balance')).toHaveCount(0);
    await expect(page.locator('.mc-menu--list')).toBeVisible();
  });

  test('every whitelabel and promotion gate of the menu table, each turned off on its own', async ({ page, site }) => {
    const rows: Array<[string, WhitelabelFlag | 'MISSION']> = [
      ['Deposit record', 'DEPRECM3'],
      ['Withdraw record', 'WITHREC3'],
      ['Account record', 'TRANSREC3'],
      ['Betting record', 'TRANSBETREPMEM3'],
      ['Profit and loss', 'PERSREP'],
      ['Transfer to upline', 'AGETRANSFERUP3'],
      ['Rewards center', 'REWCEN3'],
      ['Manual rebate', 'MANPLAYREB3'],
      ['Mission activity', 'MISSION'],
      ['My rebate', 'PLYRBT'],
      ['Inbox', 'MAILCEN'],
      ['Feedback', 'FEEDBACK3'],
    ];
    const turn = (gate: WhitelabelFlag | 'MISSION', on: boolean) =>
      site.patch(gate === 'MISSION' ? { promotions: { MISSION: on } } : { whitelabel: { [gate]: on } });
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(menu(page).getByRole('link')).toHaveText(memberEntries);
    for (const [entry, gate] of rows) {
      await test.step(`${entry}: ${gate}`, async () => {
        await turn(gate, false);
        await page.reload();
        await expect(menu(page).getByRole('link')).toHaveText(memberEntries.filter((name) => name !== entry));
        await turn(gate, true);
      });
    }
  });

  test('VIP benefits off: no benefits tile, and the panel leads nowhere', async ({ page, site }) => {
    await site.patch({ features: { vipBenefits: false } });
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(page.getByText('demo_member', { exact: true })).toBeVisible();
    await expect(shortcuts(page).getByRole('link', { name: 'Member benefits' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /demo_member/ })).toHaveCount(0);
  });

  test('REFERRAL off: invite friends shows the contact-service notice for 2 s', async ({ page, site }) => {
    await site.patch({ promotions: { REFERRAL: false } });
    await page.clock.install();
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(page.getByText('Joined 30 days ago')).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await shortcuts(page).getByRole('button', { name: 'Invite friends' }).click();
    const notice = page.getByText('To invite friends, please contact customer service.');
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await page.clock.runFor(1_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(100);
    await expect(notice).toHaveCount(0);
    await page.clock.resume();
  });

  test('REFERRAL on: invite friends opens its page', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/mine');
    await shortcuts(page).getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  });

  test('an agent sees the agency center, and no transfer to upline without an upline', async ({ page }) => {
    await signInAs(page, 'demo_agent', '/m/mine');
    await expect(menu(page).getByRole('link').first()).toHaveText('Agency center');
    await expect(menu(page).getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
    await menu(page).getByRole('link', { name: 'Agency center' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/?$/);
  });

  test('type 2 with an upline: the agency center, and no transfer to upline', async ({ page, request }) => {
    await setMember(request, 'demo_member', { type: 2, toUpline: 'demo_agent' });
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(menu(page).getByRole('link')).toHaveText(['Agency center', ...memberEntries.filter((name) => name !== 'Transfer to upline')]);
  });

  test('a member without an upline has no transfer to upline', async ({ page, request }) => {
    await setMember(request, 'demo_member', { toUpline: null, vipLevel: null });
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(page.getByText('Joined 30 days ago')).toBeVisible();
    await expect(page.getByText('VIP3', { exact: true })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
  });

  test('a blocked member (type 4) entering it gets the offline toast for 2 s', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'demo_blocked');
    // From here the page's time moves only as the test says: the toast's 2 s are exact.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
    const toast = page.getByText('Your account is offline. Please contact customer service.');
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
    // Time flows again for the final accessibility scan.
    await page.clock.resume();
  });

  test('the message icon shows the unread dot as the count of unread messages', async ({ page, request }) => {
    const session = await signInAs(page, 'demo_member', '/m/mine');
    const answer = await (await request.get(apiPaths.unreadMessageCount, { headers: { Authorization: `Bearer ${session.token}` } })).json();
    const unread: number = answer.value;
    expect(unread).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: `Messages, ${unread} unread` })).toBeVisible();
  });

  test('choosing a head icon shows it at once and keeps it after a reload', async ({ page, a11y }) => {
    await signInAs(page, 'demo_member', '/m/mine');
    const headIcon = page.getByRole('button', { name: 'Change head icon' });
    await headIcon.click();
    const picker = page.getByRole('dialog', { name: 'Choose a head icon' });
    const choices = picker.getByRole('button', { name: /^Head icon \d+$/ });
    await expect(choices.first()).toBeVisible();
    await a11y.scanNow();
    const count = await choices.count();
    expect(count).toBeGreaterThan(1);
    // The last icon is not the current one of a fresh seed.
    const last = choices.nth(count - 1);
    await expect(last).toHaveAttribute('aria-pressed', 'false');
    await last.click();
    await expect(picker).toHaveCount(0);
    // The picture's path on the CDN: each page load picks one of the site's CDNs at random.
    const chosen = (await headIcon.locator('img').getAttribute('src'))?.replace(/^\/cdn\/[ab]\//, '');
    expect(chosen).toMatch(/^avatar\//);
    await page.reload();
    await expect(headIcon.locator('img')).toHaveAttribute('src', new RegExp(`^/cdn/[ab]/${chosen?.replaceAll('.', '\\.')}$`));
    await headIcon.click();
    await expect(page.getByRole('dialog', { name: 'Choose a head icon' }).getByRole('button', { name: `Head icon ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('both layouts fit a 320 px phone without sideways scrolling', { tag: '@narrow' }, async ({ page, site }) => {
    await signInAs(page, 'demo_member', '/m/mine');
    await expect(page.getByText('1,288.50')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await site.patch({ mobileTemplate: { mem_cen: '0' } });
    await page.reload();
    await expect(page.locator('.mc-menu--list')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
