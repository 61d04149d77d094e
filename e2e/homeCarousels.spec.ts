import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, homeUrl, signInAs, submitLogin } from './support/test';

/** `PUT /dev/content/<kind>`: one home list of the demo site, until the next test's reset. */
async function putContent(request: APIRequestContext, kind: 'banners' | 'announcements' | 'hotMatches', items: unknown[]) {
  const response = await request.put(`/dev/content/${kind}`, { data: items });
  expect(response.ok(), await response.text()).toBe(true);
}

const contentItem = (id: number, type: 'B' | 'PL', title: string, extra: { imageUrl?: string; url?: string } = {}) => ({
  id,
  type,
  title,
  content: `<p>${title}</p>`,
  imageUrl: extra.imageUrl ?? null,
  url: extra.url ?? null,
  execution: null,
  promotionType: null,
  publishedAt: Date.UTC(2026, 10, id),
});

const banners = (count: number) =>
  Array.from({ length: count }, (_, index) => contentItem(100 + index, 'B', `Banner ${index + 1}`, { imageUrl: `banner/e2e-${index}.svg` }));

/** Player announcements only: no pop-up covers home. */
async function quietAnnouncements(request: APIRequestContext, titles: string[] = ['Maintenance on Sunday']) {
  await putContent(request, 'announcements', titles.map((title, index) => contentItem(200 + index, 'PL', title)));
}

/** Hot matches in the catalogue's first sportsbooks (so they launch), with the games' names. */
async function hotMatchesIn(request: APIRequestContext, count: number) {
  const answer = await (await request.get(`/wps/game/list?gameType=SPORTS&pageSize=${count}`)).json();
  const rooms: { vassalage: string; roomId: string; nodeId: string; gameName: string }[] = answer.value.games;
  const teams = [
    ['Manila Eagles', 'Cebu Sharks'],
    ['Davao Tigers', 'Bangkok Lions'],
    ['Quezon Kings', 'Iloilo Storm'],
  ];
  const matches = rooms.map((room, index) => ({
    vendor: room.vassalage,
    roomId: room.roomId,
    nodeId: room.nodeId,
    league: 'Philippine Premier League',
    matchTime: Date.now() + (index + 3) * 3_600_000,
    homeTeam: teams[index]?.[0] ?? `Home ${index}`,
    awayTeam: teams[index]?.[1] ?? `Away ${index}`,
    homeTeamImageUrl: 'team/manila-eagles.svg',
    awayTeamImageUrl: 'team/cebu-sharks.svg',
  }));
  await putContent(request, 'hotMatches', matches);
  return { matches, gameNames: rooms.map((room) => room.gameName) };
}

function home(page: Page) {
  const bannerCarousel = page.getByRole('region', { name: 'Promotions' });
  const hotMatches = page.getByRole('region', { name: 'Hot matches' });
  return {
    bannerCarousel,
    hotMatches,
    /** The banner in view: the others are hidden from assistive technology. */
    shownBanner: bannerCarousel.getByRole('group'),
    rotation: (region: typeof bannerCarousel) => region.getByRole('button', { name: /automatic slide show$/ }),
    startGame: hotMatches.getByRole('button', { name: 'Start game' }),
  };
}

test.describe('home carousels', () => {
  test('banners and hot matches turn every 5000 ms only when there is more than one', async ({ page, request }) => {
    await quietAnnouncements(request);
    await putContent(request, 'banners', banners(1));
    const { matches } = await hotMatchesIn(request, 1);
    await page.clock.install();
    await page.goto('/m/home');
    const shown = home(page);
    await expect(shown.bannerCarousel.getByRole('img', { name: 'Banner 1' })).toBeVisible();
    await expect(shown.hotMatches.getByRole('button', { name: /Manila Eagles/ })).toBeVisible();
    // One of each: nothing to turn, no carousel controls.
    await expect(shown.bannerCarousel.getByRole('button')).toHaveCount(0);
    await expect(shown.rotation(shown.hotMatches)).toHaveCount(0);
    await page.clock.runFor(15_000);
    await expect(shown.bannerCarousel.getByRole('img', { name: 'Banner 1' })).toBeInViewport();
    expect(matches).toHaveLength(1);

    await putContent(request, 'banners', banners(3));
    await hotMatchesIn(request, 2);
    await page.reload();
    await expect(shown.shownBanner).toHaveAccessibleName('1 of 3');
    await expect(shown.rotation(shown.bannerCarousel)).toHaveAccessibleName('Stop automatic slide show');
    await expect(shown.hotMatches.getByRole('button', { name: /Manila Eagles/ })).toBeInViewport();
    await page.clock.runFor(5_000);
    await expect(shown.shownBanner).toHaveAccessibleName('2 of 3');
    await expect(shown.bannerCarousel.getByRole('img', { name: 'Banner 2' })).toBeInViewport();
    await expect(shown.hotMatches.getByRole('button', { name: /Davao Tigers/ })).toBeInViewport();
    await expect(shown.hotMatches.getByRole('button', { name: /Manila Eagles/ })).not.toBeInViewport();

    // The rotation control stops it.
    await shown.rotation(shown.bannerCarousel).click();
    await expect(shown.rotation(shown.bannerCarousel)).toHaveAccessibleName('Start automatic slide show');
    await page.clock.runFor(15_000);
    await expect(shown.shownBanner).toHaveAccessibleName('2 of 3');
  });

  test('a sideways scroll (a swipe) of the banners snaps to the next one', async ({ page, request }) => {
    await quietAnnouncements(request);
    await putContent(request, 'banners', banners(3));
    await page.goto('/m/home');
    const shown = home(page);
    await expect(shown.shownBanner).toHaveAccessibleName('1 of 3');
    // Stopped first, so only the swipe moves it.
    await shown.rotation(shown.bannerCarousel).click();
    const box = await shown.bannerCarousel.boundingBox();
    if (box === null) throw new Error('the banner carousel has no box');
    // A horizontal scroll of 60% of the width: snapping finishes the move, as after a swipe (the
    // headless shell scrolls for wheel input, not for synthetic touch gestures). Low on the art,
    // clear of the controls and of a download bar that may arrive over the top of the page.
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.65);
    await page.mouse.wheel(box.width * 0.6, 0);
    await expect(shown.shownBanner).toHaveAccessibleName('2 of 3');
    await expect(shown.bannerCarousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('the announcement bar runs the titles and opens the announcements', async ({ page, request }) => {
    await quietAnnouncements(request, ['Maintenance on Sunday', 'New slots every week']);
    await page.goto('/m/home');
    const bar = page.getByRole('link', { name: /^Announcements: / });
    await expect(bar).toHaveAccessibleName('Announcements: Maintenance on Sunday • New slots every week');
    await bar.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expect(page.getByRole('heading', { name: 'New slots every week' })).toBeVisible();
  });

  test('the announcement bar says when there is no announcement', async ({ page, request }) => {
    await putContent(request, 'announcements', []);
    await page.goto('/m/home');
    const bar = page.getByRole('link', { name: /^Announcements: / });
    await expect(bar).toHaveAccessibleName('Announcements: No announcement');
    await bar.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expect(page.getByText('No announcement')).toBeVisible();
  });

  test('a member launches a hot match and sees the demo game page', async ({ page, request, a11y }) => {
    await quietAnnouncements(request);
    const { gameNames } = await hotMatchesIn(request, 2);
    await signInAs(page, 'demo_member', '/m/home');
    const shown = home(page);
    await shown.hotMatches.getByRole('button', { name: /Manila Eagles/ }).click();
    const modal = page.getByRole('dialog', { name: 'Hot matches' });
    await expect(modal.getByRole('listitem')).toHaveCount(2);
    await a11y.scanNow();
    await modal.getByRole('button', { name: /Davao Tigers/ }).click();
    await expect(page).toHaveURL(/\/wps\/demo-game\/play\?ticket=/);
    await expect(page.getByRole('heading', { name: gameNames[1] })).toBeVisible();

    // Back from the game: home, with the modal closed.
    await page.goBack();
    await expect(page).toHaveURL(homeUrl);
    await expect(shown.startGame).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a guest’s start game asks to log in, then opens the first hot match', async ({ page, request }) => {
    await quietAnnouncements(request);
    const { gameNames } = await hotMatchesIn(request, 2);
    await page.goto('/m/home');
    await home(page).startGame.click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitLogin(page, 'demo_member');
    await expect(page).toHaveURL(/\/wps\/demo-game\/play\?ticket=/);
    await expect(page.getByRole('heading', { name: gameNames[0] })).toBeVisible();
  });
});
