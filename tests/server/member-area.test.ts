import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorCodes,
  headIconsSchema,
  helpArticleSchema,
  helpListSchema,
  markReadResponseSchema,
  memberInfoSchema,
  memberNoticeListSchema,
  messagePageSchema,
  unreadCountSchema,
  vipLevelsSchema,
} from '../../contract';
import { renderImage } from '../../server/lib/svg-art';
import { devControlPaths } from '../../server/schemas/dev-controls';
import { expectFailure, expectSuccess } from './support/envelope';
import { memberRequests } from './support/memberRequests';
import { bearer, jsonRequest, manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now }, { resetEachTest: true });

const { tokenOf, trialToken, get, postJson } = memberRequests(platform);

function postIcon(iconId: string, token: string) {
  return platform.app.request(apiPaths.headIcon, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(token) },
    body: new URLSearchParams({ iconId }).toString(),
  });
}

const noticeQuery = (types: string) => ({ types, groupName: 'm_home', platform: 'M', merchantCode: 'DEMO' });

describe('head icon (GET and form-encoded POST /wps/member/info/icon)', () => {
  it('offers eight icons served by the image CDN, and none chosen yet for demo_member', async () => {
    const icons = await expectSuccess(await get(apiPaths.headIcon, await tokenOf('demo_member')), headIconsSchema);
    expect(icons.current).toBeNull();
    expect(icons.icons).toHaveLength(8);
    for (const icon of icons.icons) {
      const [kind, file] = icon.imageUrl.split('/');
      expect(renderImage(kind ?? '', (file ?? '').replace(/\.svg$/, ''))).toMatch(/^<svg /);
      expect((await platform.app.request(`/cdn/a/${icon.imageUrl}`)).status).toBe(200);
    }
  });

  it('chooses an icon, which member info then carries', async () => {
    const token = await tokenOf('demo_member');
    const changed = await expectSuccess(await postIcon('4', token), headIconsSchema);
    expect(changed.current).toBe(4);
    expect((await expectSuccess(await get(apiPaths.headIcon, token), headIconsSchema)).current).toBe(4);
    const info = await expectSuccess(await get(apiPaths.memberInfo, token), memberInfoSchema);
    expect(info.headIcon).toBe('avatar/face-4.svg');
  });

  it('gives demo_agent the icon the seed chose', async () => {
    const info = await expectSuccess(await get(apiPaths.memberInfo, await tokenOf('demo_agent')), memberInfoSchema);
    expect(info.headIcon).toBe('avatar/face-3.svg');
  });

  it('refuses an icon that is not offered, a malformed id and a JSON body, naming the field', async () => {
    const token = await tokenOf('demo_member');
    const unknown = await expectFailure(await postIcon('9', token));
    expect([unknown.status, unknown.errorCode, unknown.value?.field]).toEqual([400, errorCodes.validation, 'iconId']);
    const malformed = await expectFailure(await postIcon('x1', token));
    expect([malformed.status, malformed.value?.field]).toEqual([400, 'iconId']);
    const json = await expectFailure(await platform.app.request(apiPaths.headIcon, jsonRequest('POST', { iconId: '1' }, bearer(token))));
    expect([json.status, json.value?.field]).toEqual([400, 'body']);
    expect((await expectSuccess(await get(apiPaths.headIcon, token), headIconsSchema)).current).toBeNull();
  });

  it('needs a session', async () => {
    expect((await expectFailure(await get(apiPaths.headIcon))).status).toBe(401);
    expect((await expectFailure(await platform.app.request(apiPaths.headIcon, { method: 'POST' }))).status).toBe(401);
  });
});

describe('messages', () => {
  it('counts the unread: 3 for demo_member, 2 for demo_agent, none for a new trial account', async () => {
    expect(await expectSuccess(await get(apiPaths.unreadMessageCount, await tokenOf('demo_member')), unreadCountSchema)).toBe(3);
    expect(await expectSuccess(await get(apiPaths.unreadMessageCount, await tokenOf('demo_agent')), unreadCountSchema)).toBe(2);
    expect(await expectSuccess(await get(apiPaths.unreadMessageCount, await trialToken()), unreadCountSchema)).toBe(0);
    expect((await expectFailure(await get(apiPaths.unreadMessageCount))).status).toBe(401);
  });

  it('lists the inbox newest first with HTML content, paged, and a page past the end empty', async () => {
    const token = await tokenOf('demo_member');
    const all = await expectSuccess(await get(apiPaths.messages, token), messagePageSchema);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, unreadCount: 3 });
    expect(all.content).toHaveLength(6);
    const sent = all.content.map((message) => message.sentAt);
    expect(sent).toEqual([...sent].sort((a, b) => b - a));
    expect(all.content.map((message) => message.read)).toEqual([false, false, false, true, true, true]);
    expect(all.content.every((message) => message.content.startsWith('<'))).toBe(true);

    const second = await expectSuccess(await get(apiPaths.messages, token, { pageNo: '2', pageSize: '4' }), messagePageSchema);
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, unreadCount: 3 });
    expect(second.content.map((message) => message.id)).toEqual(all.content.slice(4).map((message) => message.id));
    const past = await expectSuccess(await get(apiPaths.messages, token, { pageNo: '9' }), messagePageSchema);
    expect(past).toMatchObject({ content: [], pageNum: 9, totalPages: 1 });
  });

  it('refuses bad paging, naming the field', async () => {
    const token = await tokenOf('demo_member');
    for (const [query, field] of [
      [{ pageNo: '0' }, 'pageNo'],
      [{ pageNo: 'x' }, 'pageNo'],
      [{ pageSize: '100' }, 'pageSize'],
    ] as const) {
      const failure = await expectFailure(await get(apiPaths.messages, token, query));
      expect([failure.status, failure.value?.field]).toEqual([400, field]);
    }
  });

  it('marks a message read, idempotently, answers the new count, and the read state persists', async () => {
    const token = await tokenOf('demo_member');
    const [newest] = (await expectSuccess(await get(apiPaths.messages, token), messagePageSchema)).content;
    if (!newest) throw new Error('no message');
    const first = await expectSuccess(await postJson(apiPaths.messageRead, { id: newest.id }, token), markReadResponseSchema);
    expect(first).toEqual({ id: newest.id, unreadCount: 2 });
    const again = await expectSuccess(await postJson(apiPaths.messageRead, { id: newest.id }, token), markReadResponseSchema);
    expect(again).toEqual({ id: newest.id, unreadCount: 2 });

    // A new session (another device) sees the same state.
    const other = await tokenOf('demo_member');
    expect(await expectSuccess(await get(apiPaths.unreadMessageCount, other), unreadCountSchema)).toBe(2);
    const list = await expectSuccess(await get(apiPaths.messages, other), messagePageSchema);
    expect(list.content.find((message) => message.id === newest.id)?.read).toBe(true);
    expect(list.unreadCount).toBe(2);
  });

  it('refuses another member’s message (404), and a missing or malformed id (400)', async () => {
    const agentMessages = await expectSuccess(await get(apiPaths.messages, await tokenOf('demo_agent')), messagePageSchema);
    const [foreign] = agentMessages.content;
    if (!foreign) throw new Error('no message');
    const token = await tokenOf('demo_member');
    const notMine = await expectFailure(await postJson(apiPaths.messageRead, { id: foreign.id }, token));
    expect([notMine.status, notMine.errorCode, notMine.value?.field]).toEqual([404, errorCodes.notFound, 'id']);
    const missing = await expectFailure(await postJson(apiPaths.messageRead, {}, token));
    expect([missing.status, missing.value?.field]).toEqual([400, 'id']);
    const wrongType = await expectFailure(await postJson(apiPaths.messageRead, { id: '1' }, token));
    expect([wrongType.status, wrongType.value?.field]).toEqual([400, 'id']);
    expect(await expectSuccess(await get(apiPaths.unreadMessageCount, await tokenOf('demo_agent')), unreadCountSchema)).toBe(2);
  });
});

describe('member notices (announcements A and PL with read state)', () => {
  it('gives a player the PL notices with read state and the unread footer, never agent notices', async () => {
    const token = await tokenOf('demo_member');
    const list = await expectSuccess(await get(apiPaths.memberNotices, token, noticeQuery('A,PL,B,PU')), memberNoticeListSchema);
    expect(list.content.map((notice) => [notice.id, notice.type, notice.read])).toEqual([
      [201, 'PL', false],
      [202, 'PL', false],
      [203, 'PL', true],
    ]);
    expect(list.footer).toEqual({ unreadCount: 2 });
    const agentOnly = await expectSuccess(await get(apiPaths.memberNotices, token, noticeQuery('A')), memberNoticeListSchema);
    expect(agentOnly).toEqual({ content: [], footer: { unreadCount: 0 } });
  });

  it('gives an agent the A notices, and the footer counts down as they are read', async () => {
    const token = await tokenOf('demo_agent');
    const before = await expectSuccess(await get(apiPaths.memberNotices, token, noticeQuery('A')), memberNoticeListSchema);
    expect(before.content.map((notice) => notice.id)).toEqual([231, 232]);
    expect(before.footer.unreadCount).toBe(2);
    // The answer counts the unread notices of the read one's type: the A list's footer.
    const read = await expectSuccess(await postJson(apiPaths.noticeRead, { id: 231 }, token), markReadResponseSchema);
    expect(read).toEqual({ id: 231, unreadCount: 1 });
    const player = await expectSuccess(await postJson(apiPaths.noticeRead, { id: 201 }, token), markReadResponseSchema);
    expect(player).toEqual({ id: 201, unreadCount: 1 });
    expect(await expectSuccess(await postJson(apiPaths.noticeRead, { id: 231 }, token), markReadResponseSchema)).toEqual(read);
    const after = await expectSuccess(await get(apiPaths.memberNotices, await tokenOf('demo_agent'), noticeQuery('A')), memberNoticeListSchema);
    expect(after.footer.unreadCount).toBe(1);
    expect(after.content.find((notice) => notice.id === 231)?.read).toBe(true);
  });

  it('refuses reading an agent notice as a player, a banner and an unknown id (404)', async () => {
    const token = await tokenOf('demo_member');
    for (const id of [231, 101, 999]) {
      const failure = await expectFailure(await postJson(apiPaths.noticeRead, { id }, token));
      expect([failure.status, failure.value?.field]).toEqual([404, 'id']);
    }
  });

  it('validates the content query and needs a session', async () => {
    const token = await tokenOf('demo_member');
    const bad = await expectFailure(await get(apiPaths.memberNotices, token, noticeQuery('Z')));
    expect([bad.status, bad.value?.field]).toEqual([400, 'types']);
    const none = await expectFailure(await get(apiPaths.memberNotices, token, {}));
    expect([none.status, none.value?.field]).toEqual([400, 'types']);
    expect((await expectFailure(await get(apiPaths.memberNotices, undefined, noticeQuery('PL')))).status).toBe(401);
  });
});

describe('VIP levels', () => {
  it('lists VIP0 to VIP6 lowest first with benefits, and marks the member’s own level', async () => {
    const levels = await expectSuccess(await get(apiPaths.vipLevels, await tokenOf('demo_member')), vipLevelsSchema);
    expect(levels.currentLevel).toBe('VIP3');
    expect(levels.levels.map((level) => level.level)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6']);
    const deposits = levels.levels.map((level) => level.minDeposit);
    expect(deposits).toEqual([...deposits].sort((a, b) => a - b));
    expect(levels.levels[3]?.benefits.birthdayBonus).toBe(388);
    const agent = await expectSuccess(await get(apiPaths.vipLevels, await tokenOf('demo_agent')), vipLevelsSchema);
    expect(agent.currentLevel).toBe('VIP5');
    const none = await expectSuccess(await get(apiPaths.vipLevels, await tokenOf('demo_blocked')), vipLevelsSchema);
    expect(none.currentLevel).toBeNull();
  });

  it('is refused while VIP benefits are off, to trial accounts, and without a session', async () => {
    const token = await tokenOf('demo_member');
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { features: { vipBenefits: false } }));
    const off = await expectFailure(await get(apiPaths.vipLevels, token));
    expect([off.status, off.errorCode, off.message]).toEqual([
      403,
      errorCodes.featureDisabled,
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
    ]);
    await platform.app.request(devControlPaths.site, jsonRequest('PATCH', { features: { vipBenefits: true } }));
    const trial = await expectFailure(await get(apiPaths.vipLevels, await trialToken()));
    expect([trial.status, trial.errorCode, trial.message]).toEqual([403, errorCodes.trialNotAllowed, 'Please login an actual account to use this function']);
    expect((await expectFailure(await get(apiPaths.vipLevels))).status).toBe(401);
  });
});

describe('help centre (device MOBILE, language EN, TY or PT, falling back to EN)', () => {
  const help = (language: string) => get(apiPaths.helpList, undefined, { device: 'MOBILE', language });
  const article = (id: string, language: string) => get(apiPaths.helpDetail, undefined, { id, device: 'MOBILE', language });

  it('lists the topics in display order in each language, to guests too', async () => {
    const english = await expectSuccess(await help('EN'), helpListSchema);
    expect(english.map((topic) => topic.id)).toEqual([301, 302, 303, 304, 305, 306]);
    expect(new Set(english.map((topic) => topic.category)).size).toBeGreaterThanOrEqual(3);
    const filipino = await expectSuccess(await help('TY'), helpListSchema);
    expect(filipino[0]?.title).toBe('Paano ako magrerehistro?');
    const portuguese = await expectSuccess(await help('pt'), helpListSchema);
    expect(portuguese[0]).toEqual({ id: 301, category: 'Conta', title: 'Como me registo?' });
    // 305 is written in English only: it is read in English in every language.
    expect(portuguese.find((topic) => topic.id === 305)?.title).toBe('Setting limits and taking a break');
    expect(await expectSuccess(await help('VI'), helpListSchema)).toEqual(english);
  });

  it('answers one article with its HTML, in the language or in English', async () => {
    const pt = await expectSuccess(await article('303', 'PT'), helpArticleSchema);
    expect(pt).toMatchObject({ id: 303, title: 'Como faço um depósito?' });
    expect(pt.content).toContain('<ol>');
    const fallback = await expectSuccess(await article('305', 'TY'), helpArticleSchema);
    expect(fallback.title).toBe('Setting limits and taking a break');
  });

  it('refuses another device, a missing language and an unknown article', async () => {
    const desktop = await expectFailure(await get(apiPaths.helpList, undefined, { device: 'PC', language: 'EN' }));
    expect([desktop.status, desktop.value?.field]).toEqual([400, 'device']);
    const noLanguage = await expectFailure(await get(apiPaths.helpList, undefined, { device: 'MOBILE' }));
    expect([noLanguage.status, noLanguage.value?.field]).toEqual([400, 'language']);
    const badId = await expectFailure(await article('abc', 'EN'));
    expect([badId.status, badId.value?.field]).toEqual([400, 'id']);
    const unknown = await expectFailure(await article('999', 'EN'));
    expect([unknown.status, unknown.value?.field]).toEqual([404, 'id']);
  });
});
