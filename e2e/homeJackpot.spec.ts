import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPaths, successEnvelopeSchema, winnerListSchema } from '../contract';
import { test, expect } from './support/test';

/** The two counters of home and their values, as numbers (English grouping). */
function counters(page: Page) {
  const sweep = page.getByRole('group', { name: /^Jackpot / });
  const rising = page.getByRole('group', { name: /^Progressive jackpot / });
  const valueOf = (group: Locator) => group.getByText(/^[\d,]+\.\d\d$/);
  const read = async (group: Locator) => Number((await valueOf(group).textContent())?.replaceAll(',', ''));
  return {
    sweep,
    rising,
    read: async () => ({ sweep: await read(sweep), rising: await read(rising) }),
    boxes: async () => ({
      sweep: await valueOf(sweep).boundingBox(),
      rising: await valueOf(rising).boundingBox(),
      tiles: [await sweep.boundingBox(), await rising.boundingBox()],
      below: await page.getByRole('heading', { name: 'Big winners' }).boundingBox(),
    }),
  };
}

async function openHome(page: Page) {
  await page.goto('/m/home');
  const shown = counters(page);
  await expect(shown.sweep).toBeVisible();
  await expect(shown.rising).toBeVisible();
  await expect(page.getByRole('list', { name: 'Big winners' })).toBeVisible();
  return shown;
}

/**
 * A quarter past this hour: variant 1 sweeps from its low to its high value once an hour, starting
 * again at the hour (src/screens/home/jackpotValues.ts), so a test's seconds of clock from here
 * never cross that drop (one that ran at 08:59:50 saw the counter fall).
 */
function quarterPastTheHour(): Date {
  const at = new Date();
  at.setUTCMinutes(15, 0, 0);
  return at;
}

function setPageHidden(page: Page, hidden: boolean) {
  return page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** `PUT /dev/content/winners`: the demo site's winner board, until the next test's reset. */
async function putWinners(request: APIRequestContext, items: unknown[]) {
  const response = await request.put('/dev/content/winners', { data: items });
  expect(response.ok(), await response.text()).toBe(true);
}

const win = (userName: string, gameName: string, winAmount: number) => ({
  vo: { userName, gameName, vassalage: 'PG', winAmount },
});

test.describe('home jackpot counters', () => {
  test('rise on the clock without moving the layout', async ({ page }) => {
    await page.clock.install({ time: quarterPastTheHour() });
    const shown = await openHome(page);
    const before = await shown.read();
    const boxesBefore = await shown.boxes();
    expect(before.sweep).toBeGreaterThanOrEqual(122_222_222);
    expect(before.sweep).toBeLessThanOrEqual(152_222_222);
    expect(before.rising).toBeGreaterThanOrEqual(1_200_000_000);
    expect(before.rising).toBeLessThanOrEqual(1_300_000_000);

    // Within 6 s variant 2 takes one step (3 to 5 s), perhaps two; variant 1 gains 8,333 a second.
    await page.clock.runFor(6_000);
    const after = await shown.read();
    const risen = after.rising - before.rising;
    expect(risen).toBeGreaterThanOrEqual(10_000);
    expect(risen).toBeLessThanOrEqual(100_000);
    expect(after.sweep - before.sweep).toBeGreaterThanOrEqual(49_000);
    expect(await shown.boxes()).toEqual(boxesBefore);

    await page.clock.runFor(10_000);
    expect((await shown.read()).rising).toBeGreaterThan(after.rising);
    expect(await shown.boxes()).toEqual(boxesBefore);
  });

  test('stand still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: quarterPastTheHour() });
    const shown = await openHome(page);
    const before = await shown.read();
    await page.clock.runFor(15_000);
    expect(await shown.read()).toEqual(before);
  });

  test('hold while the page is hidden and go on when it is visible again', async ({ page }) => {
    await page.clock.install({ time: quarterPastTheHour() });
    const shown = await openHome(page);
    await setPageHidden(page, true);
    const before = await shown.read();
    await page.clock.runFor(15_000);
    expect(await shown.read()).toEqual(before);

    await setPageHidden(page, false);
    await page.clock.runFor(6_000);
    const after = await shown.read();
    expect(after.rising).toBeGreaterThan(before.rising);
    expect(after.sweep).toBeGreaterThan(before.sweep);
  });
});

test.describe('home winner board', () => {
  test('lists the seeded winners by amount, largest first', async ({ page, request }) => {
    const response = await request.get(apiPaths.winners);
    const seeded = successEnvelopeSchema(winnerListSchema).parse(await response.json()).value;
    expect(seeded.length).toBeGreaterThan(1);
    const expected = seeded
      .map(({ vo }) => vo.winAmount)
      .sort((a, b) => b - a)
      .map((amount) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

    await openHome(page);
    const rows = page.getByRole('list', { name: 'Big winners' }).getByRole('listitem');
    await expect(rows).toHaveCount(seeded.length);
    const shown = (await rows.allTextContents()).map((text) => /[\d,]+\.\d\d$/.exec(text)?.[0]);
    expect(shown).toEqual(expected);
  });

  test('orders a list the platform gives in any order', async ({ page, request }) => {
    await putWinners(request, [
      win('lu***ar', 'Fortune Ox', 880.5),
      win('ma***88', 'Mahjong Ways', 120_380.5),
      win('jo***ph', 'Lucky Neko', 9_000),
      win('an***ie', 'Wild Bandito', 9_000.01),
    ]);
    await openHome(page);
    await expect(page.getByRole('list', { name: 'Big winners' }).getByRole('listitem')).toHaveText([
      'ma***88Mahjong Ways120,380.50',
      'an***ieWild Bandito9,000.01',
      'jo***phLucky Neko9,000.00',
      'lu***arFortune Ox880.50',
    ]);
  });

  test('says so when nobody has won yet', async ({ page, request }) => {
    await putWinners(request, []);
    await page.goto('/m/home');
    await expect(page.getByText('No big wins yet')).toBeVisible();
  });
});
