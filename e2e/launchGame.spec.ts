import type { APIRequestContext } from '@playwright/test';
import { test, expect, homeUrl, signInAs } from './support/test';

/** A slot of the seeded catalogue and the address that launches it. */
async function aSlot(request: APIRequestContext) {
  const answer = await (await request.get('/wps/game/list?gameType=RNG&pageSize=1')).json();
  const game = answer.value.games[0];
  const query = new URLSearchParams({ vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId, skipChoice: '1' });
  return { name: String(game.gameName), launchPath: `/m/launchGame?${query}` };
}

test.describe('game launch', () => {
  test('a member lands on the game; back from it returns where the launch started, not to the launch', async ({ page, request }) => {
    const slot = await aSlot(request);
    await signInAs(page, 'demo_member', '/m/home');
    await page.goto(slot.launchPath);
    await expect(page).toHaveURL(/\/wps\/demo-game\/play\?ticket=/);
    await expect(page.getByRole('heading', { name: slot.name })).toBeVisible();
    await expect(page.getByText('1,288.50')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(homeUrl);
  });

  test('the game page leads back to the lobby, and once left it does not open again', async ({ page, request }) => {
    const slot = await aSlot(request);
    await signInAs(page, 'demo_member', `${slot.launchPath}&back=${encodeURIComponent('/m/gameList?gameType=RNG')}`);
    await expect(page.getByRole('heading', { name: slot.name })).toBeVisible();
    const gamePage = page.url();
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
    await page.goto(gamePage);
    await expect(page.getByRole('heading', { name: 'This game session has ended' })).toBeVisible();
  });

  test('a game the platform does not have is said to be unavailable, with only the way back', async ({ page }) => {
    await signInAs(page, 'demo_member', '/m/launchGame?vendor=PXS&gameId=none&nodeId=RNG-9999&back=/m/gameCenter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This game is not available right now');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/m\/gameCenter$/);
  });

  test('a launch the network drops says so, and a retry opens the game', async ({ page, request }) => {
    const slot = await aSlot(request);
    let dropped = false;
    await page.route('**/wps/game/launch?*', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('internetdisconnected');
    });
    await signInAs(page, 'demo_member', slot.launchPath);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('No Internet');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: slot.name })).toBeVisible();
  });
});
