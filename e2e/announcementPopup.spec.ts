import type { APIRequestContext, Page } from '@playwright/test';
import type { ContentItem } from '../contract';
import { test, expect, putContent, signInAs } from './support/test';

/*
 * Home's announcement popup (shell-and-content §4): who sees which pop-ups, closing that sticks
 * across page loads, a changed set that shows again, operator HTML that never runs, and links
 * that leave the popup for an in-app page or open beside the app.
 */

const popup = (id: number, execution: 'A' | 'B' | 'F', title: string, content = `<p>${title}: details inside.</p>`): ContentItem => ({
  id,
  type: 'PU',
  title,
  content,
  imageUrl: null,
  url: null,
  execution,
  promotionType: null,
  publishedAt: Date.UTC(2026, 10, 1),
});

const forVisitors = popup(901, 'B', 'Welcome, visitor');
const forMembers = popup(902, 'A', 'Members’ weekend boost');
const firstLoginOnly = popup(903, 'F', 'Your first-login gift');

/** A player notice: home's announcement bar shows it under the popup. */
const notice: ContentItem = { ...popup(900, 'B', 'Deposits are instant again'), type: 'PL', execution: null };

/** The site's pop-ups, with one player notice, until the next test's reset. */
const putPopups = (request: APIRequestContext, items: ContentItem[]) => putContent(request, 'announcements', [notice, ...items]);

const popupDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

declare global {
  interface Window {
    /** How often the page read the popup's stored set: the popup has decided once it did. */
    e2ePopupSetReads?: number;
  }
}

/** Counts the page's reads of the popup's stored set, from the first script on (observation only). */
async function countStoredSetReads(page: Page) {
  await page.addInitScript(() => {
    window.e2ePopupSetReads = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (key === 'MC_POPUP_SHOWN_SET') window.e2ePopupSetReads = (window.e2ePopupSetReads ?? 0) + 1;
      return getItem.call(this, key);
    };
  });
}

/** Waits until the popup of this page load has read the stored set (and so decided whether to show). */
async function popupDecided(page: Page) {
  await expect.poll(() => page.evaluate(() => window.e2ePopupSetReads ?? 0), { message: 'the popup reads its stored set' }).toBeGreaterThan(0);
}

test.describe('announcement popup', () => {
  test('a visitor sees the group B pop-up; closed, it stays closed on reload; a changed set shows again', async ({
    page,
    request,
    a11y,
  }) => {
    await putPopups(request, [forVisitors, forMembers, firstLoginOnly]);
    await countStoredSetReads(page);
    await page.goto('/m/home');
    const dialog = popupDialog(page, forVisitors.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Welcome, visitor: details inside.')).toBeVisible();
    // One pop-up: no paging.
    await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await a11y.scanNow();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await popupDecided(page);
    await expect(page.getByRole('heading', { name: 'Home' })).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await putPopups(request, [forVisitors, popup(904, 'B', 'Second visitor notice')]);
    await page.reload();
    await expect(popupDialog(page, forVisitors.title)).toBeVisible();
    await expect(popupDialog(page, forVisitors.title).getByText('1 / 2')).toBeVisible();
    await popupDialog(page, forVisitors.title).getByRole('button', { name: 'Next' }).click();
    await expect(popupDialog(page, 'Second visitor notice')).toBeVisible();
  });

  test('a member sees the group A pop-ups, and the F ones only on the first login', async ({ page, context, request }) => {
    await putPopups(request, [forVisitors, forMembers, firstLoginOnly]);
    // The seeded member has not logged in since the reset: this session is the first login.
    await signInAs(page, 'demo_member');
    const first = popupDialog(page, forMembers.title);
    await expect(first).toBeVisible();
    await expect(first.getByText('1 / 2')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await first.getByRole('button', { name: 'Next' }).click();
    await expect(popupDialog(page, firstLoginOnly.title)).toBeVisible();
    await expect(popupDialog(page, firstLoginOnly.title).getByRole('button', { name: 'Next' })).toBeDisabled();

    // Another session of the same member, in a new tab: no longer the first login.
    const later = await context.newPage();
    await signInAs(later, 'demo_member');
    const again = popupDialog(later, forMembers.title);
    await expect(again).toBeVisible();
    await expect(again.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await later.close();
  });

  test('hostile HTML never runs, and the rest of the content renders', async ({ page, request }) => {
    const hostile = popup(
      905,
      'B',
      'Hostile pop-up',
      [
        '<p>Still <strong>readable</strong> text</p>',
        '<script>window.ranScript = true</script>',
        '<img src="x" alt="" onerror="window.ranOnerror = true">',
        '<a href="javascript:window.ranLink = true">tap me</a>',
      ].join(''),
    );
    await putPopups(request, [hostile]);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/m/home');
    const dialog = popupDialog(page, hostile.title);
    await expect(dialog.getByText('readable')).toBeVisible();
    await dialog.getByText('tap me').click();
    const ran = await page.evaluate(() => ['ranScript', 'ranOnerror', 'ranLink'].filter((flag) => flag in window));
    expect(ran).toEqual([]);
    expect(dialogs).toEqual([]);
    // A link that goes nowhere leaves the popup open.
    await expect(dialog).toBeVisible();
  });

  test('an http link opens outside and the popup stays; an in-app link closes it and navigates', async ({
    page,
    context,
    request,
  }) => {
    const links = popup(
      906,
      'B',
      'Useful links',
      '<p>See the <a href="https://help.example/payments">payment guide</a> or the <a href="/m/help">help centre</a>.</p>',
    );
    await putPopups(request, [links]);
    await context.route('https://help.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Payment guide</title>' }),
    );
    await page.goto('/m/home');
    const dialog = popupDialog(page, links.title);
    const opened = context.waitForEvent('page');
    await dialog.getByRole('link', { name: 'payment guide' }).click();
    const external = await opened;
    await expect.poll(() => external.url()).toBe('https://help.example/payments');
    await external.close();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    await dialog.getByRole('link', { name: 'help centre' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
