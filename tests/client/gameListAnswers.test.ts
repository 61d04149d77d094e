import { defaultParseSearch } from '@tanstack/router-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineAnswersElementId, type GameMenu } from '../../contract';
import { gameListRequest } from '../../machines/support/gameListFilters';
import { firstGameList, firstPageKey, gameMenusKey } from '../../server/lib/page-answers';
import { bindApiSession } from '../../src/api/client';
import { gamePageQuery } from '../../src/api/gamePages';
import { fetchGameMenus } from '../../src/api/endpoints/games';
import { gameListSearch } from '../../src/routes/m/-search';
import { filtersOfSearch } from '../../src/screens/games/gameList/gameListAddress';
import { gameItem } from '../screens/support/gamePlatform';

const games = [gameItem({ nodeId: 'RNG-1', vassalage: 'PXS' }), gameItem({ nodeId: 'RNG-2', vassalage: 'PXS' })];
const menus: GameMenu[] = [{ gameType: 'RNG', classes: ['SLOT'], vendors: [] }];
const ok = (value: unknown) => ({ success: true, value });

function pageCarries(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = inlineAnswersElementId;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

// A guest: the page's answers are a guest's, and only a guest's call takes them.
beforeEach(() => bindApiSession({ getToken: () => null, onUnauthorized: () => {} }));
afterEach(() => {
  document.getElementById(inlineAnswersElementId)?.remove();
  vi.unstubAllGlobals();
});

describe('the game list’s answers the front-end server writes into the page (issue 14)', () => {
  const addresses = [
    '/m/gameList',
    '/m/gameList?gameType=RNG',
    '/m/gameList?gameType=RNG&vassalage=PXS&classify=SLOT&minBet=0.1',
    '/m/gameList?gameType=FISH&classify=ALL&gameName=Koi%20King',
  ];

  it.each(addresses)('answer the app’s own first calls on %s, which then ask the platform nothing', async (address) => {
    const url = new URL(address, 'http://site.test');
    const list = firstGameList(url, 'pt');
    if (list === null) throw new Error(`no list for ${address}`);
    pageCarries({ [firstPageKey(list, 'DEMO')]: ok({ games, pageNum: 1, totalPages: 3 }), [gameMenusKey(list, 'DEMO')]: ok(menus) });
    const fetch = vi.fn(async () => Response.json(ok([])));
    vi.stubGlobal('fetch', fetch);

    // The address as the app's router reads it, and the page's first calls in the language it starts in.
    const request = gameListRequest(filtersOfSearch(gameListSearch.parse(defaultParseSearch(url.search))));
    const page = await new QueryClient().fetchQuery(gamePageQuery(request, 1, 'pt', 'DEMO', null));
    expect(page).toEqual({ games, pageNum: 1, totalPages: 3 });
    await expect(fetchGameMenus('pt', 'DEMO')).resolves.toEqual(menus);
    expect(fetch).not.toHaveBeenCalled();
  });
});
