import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorCodes,
  freeplayResponseSchema,
  hotMatchListSchema,
  launchGameResponseSchema,
  type LaunchGameQuery,
  vendorLobby,
} from '../../contract';
import { gameCatalogue } from '../../server/db/game-catalogue';
import { members, recentGames } from '../../server/db/schema';
import { demoGamePage } from '../../server/demo-game/page';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, devSession, jsonRequest, manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const slot = gameCatalogue().games.find((game) => game.gameType === 'RNG' && game.gameId);
const slotQuery: LaunchGameQuery = { vendor: slot?.vassalage ?? '', gameId: slot?.gameId ?? '', nodeId: slot?.nodeId ?? '', skipChoice: '1' };

function launch(query: Record<string, string>, token?: string) {
  return platform.app.request(`${apiPaths.launchGame}?${new URLSearchParams(query)}`, { headers: token ? bearer(token) : {} });
}

async function launched(query: Record<string, string>, token: string): Promise<string> {
  return (await expectSuccess(await launch(query, token), launchGameResponseSchema)).url;
}

async function memberToken(account = 'demo_member') {
  return (await devSession(platform.app, account)).token;
}

describe('GET /wps/game/launch', () => {
  it('opens the demo game page once with a one-time ticket: the game, the vendor, the balance, the way back', async () => {
    const url = await launched({ ...slotQuery, back: '/m/gameList?gameType=RNG' }, await memberToken());
    expect(url).toMatch(/^\/wps\/demo-game\/play\?ticket=[\w-]{20,}$/);

    const page = await platform.app.request(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain(`<h1 class="game__name">${slot?.gameName}</h1>`);
    expect(html).toContain('1,288.50');
    expect(html).toContain('href="/m/gameList?gameType=RNG"');
    expect(html).not.toMatch(/<script|style=/);

    const again = await platform.app.request(url);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This game session has ended');
  });

  it('lets a ticket open the page only within a minute', async () => {
    const url = await launched(slotQuery, await memberToken());
    clock.advance(61 * 1000);
    expect((await platform.app.request(url)).status).toBe(410);
    expect((await platform.app.request('/wps/demo-game/play?ticket=made-up')).status).toBe(410);
    expect((await platform.app.request('/wps/demo-game/play')).status).toBe(410);
  });

  it('records the game as recently played, once per game, newest time', async () => {
    const token = await memberToken();
    await launched(slotQuery, token);
    clock.advance(60 * 1000);
    await launched(slotQuery, token);
    const [member] = await platform.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo_member'));
    const rows = await platform.db
      .select()
      .from(recentGames)
      .where(and(eq(recentGames.memberId, member?.id ?? -1), eq(recentGames.nodeId, slotQuery.nodeId)));
    expect(rows.map((row) => row.playedAt.getTime())).toEqual([clock.now()]);
  });

  it('launches every hot match by vendor, room and node, skipping the choice', async () => {
    const token = await memberToken();
    const matches = await expectSuccess(await platform.app.request(apiPaths.hotMatches), hotMatchListSchema);
    for (const match of matches) {
      await launched({ vendor: match.vendor, gameId: match.roomId, nodeId: match.nodeId, skipChoice: '1' }, token);
    }
  });

  it("opens a vendor's lobby on its first room, for every vendor the home tabs launch as a lobby", async () => {
    const token = await memberToken();
    const catalogue = gameCatalogue();
    const roomVendors = [...new Set(catalogue.games.filter((game) => game.roomId !== null).map((game) => game.vassalage))];
    expect(roomVendors).toEqual(expect.arrayContaining(['APX', 'TF', 'RSTR', 'LUMI', 'LKD', 'TCG_LOTTO_VN']));
    for (const vendor of roomVendors) {
      const url = await launched({ vendor, gameId: vendorLobby, nodeId: vendorLobby, skipChoice: '1' }, token);
      const firstRoom = catalogue.games.find((game) => game.vassalage === vendor && game.roomId !== null);
      const html = await (await platform.app.request(url)).text();
      expect(html, vendor).toContain(`<h1 class="game__name">${firstRoom?.gameName}</h1>`);
    }
    const esports = await (await platform.app.request(await launched({ vendor: 'TF', gameId: vendorLobby, nodeId: vendorLobby }, token))).text();
    expect(esports).toContain('TF Esports Lobby');
  });

  it('has no lobby for a vendor without rooms, or for half a lobby address', async () => {
    const token = await memberToken();
    for (const query of [
      { vendor: 'PXS', gameId: vendorLobby, nodeId: vendorLobby },
      { vendor: 'NOPE', gameId: vendorLobby, nodeId: vendorLobby },
      { vendor: 'APX', gameId: vendorLobby, nodeId: 'SPORTS-0001' },
    ]) {
      const failure = await expectFailure(await launch(query, token));
      expect([failure.status, failure.errorCode], query.vendor).toEqual([404, errorCodes.gameUnavailable]);
    }
  });

  it('answers game.unavailable for a game that does not exist with that vendor and id', async () => {
    const token = await memberToken();
    for (const query of [
      { ...slotQuery, nodeId: 'RNG-9999' },
      { ...slotQuery, vendor: 'TF' },
      { ...slotQuery, gameId: 'nope' },
    ]) {
      const failure = await expectFailure(await launch(query, token));
      expect([failure.status, failure.errorCode]).toEqual([404, errorCodes.gameUnavailable]);
    }
  });

  it('needs a session, plays nothing for a blocked member, and lets free play play', async () => {
    const guest = await expectFailure(await launch(slotQuery));
    expect([guest.status, guest.errorCode]).toEqual([401, errorCodes.unauthorized]);
    const blocked = await expectFailure(await launch(slotQuery, await memberToken('demo_blocked')));
    expect([blocked.status, blocked.errorCode]).toEqual([403, errorCodes.featureDisabled]);
    const trial = await expectSuccess(
      await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' })),
      freeplayResponseSchema,
    );
    await launched(slotQuery, trial.token);
  });

  it('refuses a way back that leaves the app, naming the field', async () => {
    for (const back of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/wps/game/list']) {
      const failure = await expectFailure(await launch({ ...slotQuery, back }, await memberToken()));
      expect([failure.status, failure.value?.field], back).toEqual([400, 'back']);
    }
  });
});

describe('the demo game page', () => {
  it('escapes what it shows', () => {
    const html = demoGamePage({ gameName: '<img src=x onerror=alert(1)>', vendorName: 'A & B', balance: 1, backPath: '/m/home"x' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('A &#38; B');
    expect(html).toContain('href="/m/home&#34;x"');
  });
});
