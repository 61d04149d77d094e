import { describe, expect, it } from 'vitest';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { accountKeys, countriesQuery, registerSettingsQuery } from '../../src/api/accountQueries';
import { agentHomeRenewQuery, agentKeys, contractQuery, pendingContractsQuery, teamKpiTodayQuery } from '../../src/api/agentQueries';
import { contentKeys, homeContentQuery } from '../../src/api/contentQueries';
import { favouriteIdsQuery, gameListKey, gamePageKeys, gamePageQuery } from '../../src/api/gamePages';
import { gameKeys, gameMenusQuery, lotteriesQuery, vendorInfoQuery } from '../../src/api/gameQueries';
import { helpArticleQuery, helpListQuery, inboxKeys, messagePageQuery, vipLevelsQuery } from '../../src/api/inboxQueries';
import { headIconsQuery, memberInfoQuery, memberKeys, memberNoticesQuery, unreadMessageCountQuery, walletQuery } from '../../src/api/memberQueries';
import { startupKeys, startupQuery } from '../../src/api/startupQueries';

const token = 'token-1';
const under = (key: QueryKey, prefix: QueryKey) => partialMatchKey(key, prefix);

describe('query keys: one factory per feature, nested so a prefix reaches what it names', () => {
  it('keys every query of a member’s data under memberKeys.of(token), which signing out removes (memberKeys.all)', () => {
    const memberData = [
      memberInfoQuery(token),
      walletQuery(token),
      unreadMessageCountQuery(token),
      memberNoticesQuery(token, 'demo', ['PL']),
      headIconsQuery(token),
      teamKpiTodayQuery(token, '2026-03-09'),
      agentHomeRenewQuery(token),
      pendingContractsQuery(token),
      contractQuery(token, 'dividend'),
      vipLevelsQuery(token),
      favouriteIdsQuery(token),
      messagePageQuery(token, 3),
      gamePageQuery({ source: 'fav', gameType: 'RNG' }, 2, 'en', 'demo', token),
      gamePageQuery({ source: 'recent', gameType: 'RNG' }, 1, 'en', 'demo', token),
    ];
    expect(memberData.filter(({ queryKey }) => !under(queryKey, memberKeys.of(token)))).toEqual([]);
    expect(memberData.every(({ queryKey }) => under(queryKey, memberKeys.all))).toBe(true);
    expect(memberData.some(({ queryKey }) => under(queryKey, memberKeys.of('token-2')))).toBe(false);
  });

  it('reaches every list of a member’s announcements with memberKeys.notices, and an agent’s data with agentKeys.all', () => {
    expect(under(memberNoticesQuery(token, 'demo', ['A']).queryKey, memberKeys.notices(token))).toBe(true);
    expect(under(memberNoticesQuery(token, 'demo', ['PL', 'A']).queryKey, memberKeys.notices(token))).toBe(true);
    expect(under(memberInfoQuery(token).queryKey, memberKeys.notices(token))).toBe(false);
    const agentData = [teamKpiTodayQuery(token, '2026-03-09'), pendingContractsQuery(token), contractQuery(token, 'dailySalary')];
    expect(agentData.every(({ queryKey }) => under(queryKey, agentKeys.all(token)))).toBe(true);
  });

  it('keeps the site’s data out of any member’s keys: start-up, account forms, content, games', () => {
    const siteData = [startupQuery(), registerSettingsQuery(), countriesQuery(), homeContentQuery('demo', null), gameMenusQuery('en', 'demo')];
    expect(siteData.some(({ queryKey }) => under(queryKey, memberKeys.all))).toBe(false);
    expect(startupQuery().queryKey).toEqual(startupKeys.all);
    expect(countriesQuery().queryKey).toEqual(accountKeys.countries());
    expect(under(homeContentQuery('demo', token).queryKey, contentKeys.all)).toBe(true);
    const games = [vendorInfoQuery('en', 'demo'), lotteriesQuery('ELOTTERY', 'en'), gameMenusQuery('en', 'demo')];
    expect(games.every(({ queryKey }) => under(queryKey, gameKeys.all))).toBe(true);
  });

  it('keeps every page of one list under the list’s key, and a member’s favourites under gamePageKeys.favourites', () => {
    expect(under(messagePageQuery(token, 4).queryKey, inboxKeys.messages(token))).toBe(true);
    expect(under(messagePageQuery(token, 4).queryKey, inboxKeys.messages('token-2'))).toBe(false);
    const site = { source: 'list', gameType: 'RNG', gameClassify: 'HOT' } as const;
    const sitePage = gamePageQuery(site, 5, 'en', 'demo', token).queryKey;
    expect(under(sitePage, gameListKey(site, 'en', 'demo', token))).toBe(true);
    expect(under(sitePage, gameKeys.all)).toBe(true);
    expect(under(sitePage, memberKeys.all)).toBe(false);
    const favourites = gamePageQuery({ source: 'fav', gameType: 'RNG' }, 1, 'en', 'demo', token).queryKey;
    expect(under(favourites, gamePageKeys.favourites(token))).toBe(true);
    expect(under(gamePageQuery({ source: 'recent', gameType: 'RNG' }, 1, 'en', 'demo', token).queryKey, gamePageKeys.favourites(token))).toBe(false);
    expect([helpListQuery('en'), helpArticleQuery(7, 'pt')].every(({ queryKey }) => under(queryKey, inboxKeys.help))).toBe(true);
    expect(under(helpListQuery('en').queryKey, memberKeys.all)).toBe(false);
  });
});
