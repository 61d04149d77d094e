import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/test';

/** The platform's help titles in a language, in its order. */
async function helpTitles(request: APIRequestContext, language: string): Promise<string[]> {
  const response = await request.get(`/wps/help?device=MOBILE&language=${language}`);
  const body: { value: Array<{ title: string }> } = await response.json();
  return body.value.map(({ title }) => title);
}

const topics = (page: Page) => page.getByRole('main').getByRole('link');

/** Opens the help centre from the header's menu (its entry named in the language on screen), as a player does: no page load. */
async function openHelpFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
}

test.describe('help centre', () => {
  test('lists the topics by category in English, and again in Portuguese after the language changes', async ({ page, request }) => {
    const english = await helpTitles(request, 'en');
    const portuguese = await helpTitles(request, 'pt');
    expect(english.length).toBeGreaterThan(0);
    expect(portuguese).not.toEqual(english);

    await page.goto('/m/help');
    await expect(topics(page)).toHaveText(english);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.goto('/m/home');
    await page.getByRole('radio', { name: 'Português', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await openHelpFromMenu(page, 'Central de ajuda');
    await expect(topics(page)).toHaveText(portuguese);
  });

  test('shows Filipino titles to a Filipino reader', async ({ page, request }) => {
    const filipino = await helpTitles(request, 'ty');
    expect(filipino).not.toEqual(await helpTitles(request, 'en'));
    await page.goto('/m/home');
    await page.getByRole('radio', { name: 'Filipino', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    // The choice is kept: the help centre opened afresh asks in Filipino.
    await page.goto('/m/help');
    await expect(topics(page)).toHaveText(filipino);
  });

  test('opens an article with its sanitised content; an unknown one says it does not exist', async ({ page }) => {
    await page.goto('/m/help');
    const first = topics(page).first();
    const title = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?id=\d+$/);
    // The address changes first; the list's category headings stay until the article has loaded.
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title ?? '', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(page.locator('.help-article__content')).not.toBeEmpty();

    await page.goto('/m/helpDetail?id=999999');
    await expect(page.getByText('This help article does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the help centre' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });
});
