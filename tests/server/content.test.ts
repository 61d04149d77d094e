import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  contentListSchema,
  downloadLinkListSchema,
  errorCodes,
  hotMatchListSchema,
  startupInfoSchema,
  winnerListSchema,
  type ContentItem,
} from '../../contract';
import { devContentPath } from '../../server/schemas/dev-content';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, devSession, jsonRequest, usePlatform } from './support/platform';

const platform = usePlatform({}, { resetEachTest: true });

async function content(types: string, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ types, groupName: 'm_home', platform: 'M', merchantCode: 'DEMO' });
  return expectSuccess(await platform.app.request(`${apiPaths.content}?${query}`, { headers }), contentListSchema);
}

const typesOf = (items: readonly ContentItem[]) => [...new Set(items.map((item) => item.type))].sort();

const hostile: ContentItem = {
  id: 900,
  type: 'PU',
  title: 'Hostile <img src=x onerror=alert(1)>',
  content: '<script>alert(1)</script><a href="javascript:alert(2)">tap</a><img src=x onerror="alert(3)">',
  imageUrl: null,
  url: null,
  execution: 'B',
  promotionType: null,
  publishedAt: Date.UTC(2026, 10, 25),
};

describe('GET /wps/content/notice (shell-and-content §7 announcements and banners by type)', () => {
  it('answers the asked types: banners with images and links, and announcements of every other type', async () => {
    const banners = await content('B');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.every((banner) => banner.type === 'B' && banner.imageUrl !== null)).toBe(true);
    expect(banners.some((banner) => banner.url?.startsWith('/m/'))).toBe(true);
    expect(banners.some((banner) => banner.url?.startsWith('https://'))).toBe(true);

    const home = await content('B,PL,PU,H');
    expect(typesOf(home)).toEqual(['B', 'H', 'PL', 'PU']);
    const popups = home.filter((item) => item.type === 'PU');
    expect(popups.map((popup) => popup.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(popups.some((popup) => popup.promotionType === 'REWARD')).toBe(true);
    expect(home.some((item) => /<a href="\/m\//.test(item.content) && /<a href="https:/.test(item.content))).toBe(true);
  });

  it('gives agent announcements (A) to agents only', async () => {
    expect(typesOf(await content('A,PL'))).toEqual(['PL']);
    const member = await devSession(platform.app, 'demo_member');
    expect(typesOf(await content('A,PL', bearer(member.token)))).toEqual(['PL']);
    const agent = await devSession(platform.app, 'demo_agent');
    expect(typesOf(await content('A,PL', bearer(agent.token)))).toEqual(['A', 'PL']);
    // A token that is no longer valid is a guest here, not a 401: the list is open to guests.
    expect(typesOf(await content('A,PL', bearer('not-a-token')))).toEqual(['PL']);
  });

  it('refuses unknown types and a missing type list, naming the field', async () => {
    for (const query of ['types=B,XX', 'types=', 'groupName=m_home', 'types=B&platform=TV']) {
      const failure = await expectFailure(await platform.app.request(`${apiPaths.content}?${query}`));
      expect([failure.status, failure.errorCode]).toEqual([400, errorCodes.validation]);
      expect(failure.value?.field).toMatch(/^(types|platform)$/);
    }
  });
});

describe('hot matches, winners and download links', () => {
  it('answers the seeded lists', async () => {
    const matches = await expectSuccess(await platform.app.request(apiPaths.hotMatches), hotMatchListSchema);
    const winners = await expectSuccess(await platform.app.request(apiPaths.winners), winnerListSchema);
    expect(matches.length).toBeGreaterThanOrEqual(6);
    expect(winners.length).toBeGreaterThanOrEqual(5);
  });

  it('answers the same download links as the start-up resources', async () => {
    const links = await expectSuccess(await platform.app.request(apiPaths.downloadLinks), downloadLinkListSchema);
    const startup = await expectSuccess(await platform.app.request(apiPaths.startup), startupInfoSchema);
    expect(links).toEqual(startup.resources);
    expect(links.map((link) => link.resourceType)).toEqual(expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG']));
  });
});

describe('PUT /dev/content/<kind> (QA and e2e)', () => {
  it('replaces a list until the next reset, and stores hostile HTML as it is: the client sanitises it', async () => {
    const [first] = await content('B');
    const one = await expectSuccess(
      await platform.app.request(devContentPath('banners'), jsonRequest('PUT', [first])),
      contentListSchema,
    );
    expect(one).toEqual([first]);
    expect(await content('B')).toEqual([first]);

    await expectSuccess(await platform.app.request(devContentPath('announcements'), jsonRequest('PUT', [hostile])), contentListSchema);
    expect(await content('PU')).toEqual([hostile]);

    await expectSuccess(await platform.app.request(devContentPath('banners'), jsonRequest('PUT', [])), contentListSchema);
    expect(await content('B')).toEqual([]);

    await platform.app.request(devControlPaths.reset, { method: 'POST' });
    expect((await content('B')).length).toBeGreaterThanOrEqual(3);
    expect((await content('PU')).map((popup) => popup.id)).not.toContain(hostile.id);
  });

  it('refuses a banner without an image, an announcement of type B and a bad field, naming it', async () => {
    const [banner] = await content('B');
    const cases: [string, unknown, string][] = [
      [devContentPath('banners'), [{ ...banner, imageUrl: null }], '0.imageUrl'],
      [devContentPath('banners'), [{ ...banner, type: 'PL' }], '0.type'],
      [devContentPath('announcements'), [{ ...hostile, type: 'B' }], '0.type'],
      [devContentPath('announcements'), [{ ...hostile, execution: 'Z' }], '0.execution'],
      [devContentPath('hotMatches'), [{ vendor: 'TF' }], '0.roomId'],
      [devContentPath('banners'), [{ ...banner, imageUrl: '../../etc/passwd' }], '0.imageUrl'],
    ];
    for (const [path, body, field] of cases) {
      const failure = await expectFailure(await platform.app.request(path, jsonRequest('PUT', body)));
      expect([failure.status, failure.value?.field], path).toEqual([400, field]);
    }
  });

  it('replaces the download links that the start-up information carries too', async () => {
    const iosOnly = [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/demobet/id0000000000' }];
    await expectSuccess(await platform.app.request(devContentPath('downloadLinks'), jsonRequest('PUT', iosOnly)), downloadLinkListSchema);
    expect(await expectSuccess(await platform.app.request(apiPaths.downloadLinks), downloadLinkListSchema)).toEqual(iosOnly);
    expect((await expectSuccess(await platform.app.request(apiPaths.startup), startupInfoSchema)).resources).toEqual(iosOnly);
  });
});
