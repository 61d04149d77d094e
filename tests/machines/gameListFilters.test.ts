import { describe, expect, it } from 'vitest';
import {
  defaultClassify,
  gameListRequest,
  gameListTabs,
  isFixedClassify,
  isGameListTab,
  isMinBet,
  minBets,
  normalizeFilters,
  sameFilters,
  withClassify,
  withMinBet,
  withoutFilters,
  withSearch,
  withTab,
  withVendor,
  isMemberList,
  type GameListFilters,
} from '../../machines/support/gameListFilters';

const rng = normalizeFilters({ gameType: 'RNG' });
const live = normalizeFilters({ gameType: 'LIVE' });
/** RNG's all tab with every filter set. */
const busy: GameListFilters = { gameType: 'RNG', tab: 'all', classify: 'SLOT', vassalage: 'PG', minBet: '0.1', gameName: 'fruit' };

describe('game list filters', () => {
  it('offers the spec\'s tabs and minimum bets (§4, §5)', () => {
    expect(gameListTabs).toEqual(['all', 'recent', 'fav', 'hot']);
    expect(minBets).toEqual(['0.01', '0.05', '0.1', '0.5', '0.75']);
    expect(isGameListTab('fav')).toBe(true);
    expect(isGameListTab('FAV')).toBe(false);
    expect(isMinBet('0.75')).toBe(true);
    expect(isMinBet('1')).toBe(false);
    expect(isFixedClassify('NEW')).toBe(true);
    expect(isFixedClassify('SLOT')).toBe(false);
  });

  describe('defaultClassify', () => {
    it('is NEW for RNG in the all tab, ALL otherwise (§4)', () => {
      expect(defaultClassify('RNG', 'all')).toBe('NEW');
      expect(defaultClassify('RNG', 'recent')).toBe('ALL');
      expect(defaultClassify('RNG', 'hot')).toBe('ALL');
      expect(defaultClassify('LIVE', 'all')).toBe('ALL');
      expect(defaultClassify(null, 'all')).toBe('ALL');
    });
  });

  describe('normalizeFilters', () => {
    it('defaults to the all tab with the default class and no filter', () => {
      expect(normalizeFilters({})).toEqual({ gameType: null, tab: 'all', classify: 'ALL', vassalage: null, minBet: null, gameName: '' });
      expect(rng).toEqual({ gameType: 'RNG', tab: 'all', classify: 'NEW', vassalage: null, minBet: null, gameName: '' });
      expect(live.classify).toBe('ALL');
    });

    it('keeps every filter of the all tab that applies', () => {
      expect(normalizeFilters(busy)).toEqual(busy);
      expect(normalizeFilters({ ...busy, classify: 'NEW' })).toEqual({ ...busy, classify: 'NEW' });
    });

    it('keeps only the category on a quick tab, its class ALL', () => {
      for (const tab of ['recent', 'fav', 'hot'] as const) {
        expect(normalizeFilters({ ...busy, tab })).toEqual({ gameType: 'RNG', tab, classify: 'ALL', vassalage: null, minBet: null, gameName: '' });
      }
    });

    it('keeps a minimum bet only for RNG (§2)', () => {
      expect(normalizeFilters({ gameType: 'LIVE', minBet: '0.1' }).minBet).toBeNull();
      expect(normalizeFilters({ minBet: '0.1' }).minBet).toBeNull();
      expect(normalizeFilters({ gameType: 'RNG', minBet: '0.1' }).minBet).toBe('0.1');
    });

    it('drops the name and minimum bet with the FAV class, keeping the vendor', () => {
      expect(normalizeFilters({ ...busy, classify: 'FAV' })).toEqual({ ...busy, classify: 'FAV', minBet: null, gameName: '' });
    });

    it('trims the texts and bounds them as the platform does', () => {
      expect(normalizeFilters({ gameType: 'RNG', gameName: '  fruit  ', vassalage: ' PG ', classify: ' SLOT ' })).toEqual({
        ...rng,
        classify: 'SLOT',
        vassalage: 'PG',
        gameName: 'fruit',
      });
      const long = `${'a'.repeat(59)} ${'b'.repeat(10)}`;
      expect(normalizeFilters({ gameName: long }).gameName).toBe('a'.repeat(59));
      expect(normalizeFilters({ gameName: 'c'.repeat(61) }).gameName).toBe('c'.repeat(60));
      expect(normalizeFilters({ gameName: `   ${'d'.repeat(60)}` }).gameName).toBe('d'.repeat(60));
      expect(normalizeFilters({ gameName: '   ' }).gameName).toBe('');
      expect(normalizeFilters({ vassalage: '  ' }).vassalage).toBeNull();
      expect(normalizeFilters({ vassalage: 'V'.repeat(32) }).vassalage).toBe('V'.repeat(32));
      expect(normalizeFilters({ vassalage: 'V'.repeat(33) }).vassalage).toBeNull();
      expect(normalizeFilters({ gameType: 'RNG', classify: ' ' }).classify).toBe('NEW');
      expect(normalizeFilters({ gameType: 'RNG', classify: 'C'.repeat(32) }).classify).toBe('C'.repeat(32));
      expect(normalizeFilters({ gameType: 'RNG', classify: 'C'.repeat(33) }).classify).toBe('NEW');
    });

    it('gives the same filters again for normalized ones', () => {
      for (const filters of [rng, live, busy, normalizeFilters({ ...busy, tab: 'hot' })]) {
        expect(normalizeFilters(normalizeFilters(filters))).toEqual(normalizeFilters(filters));
      }
    });
  });

  describe('sameFilters', () => {
    it('tells filters apart by every field', () => {
      expect(sameFilters(busy, { ...busy })).toBe(true);
      const others: GameListFilters[] = [
        { ...busy, gameType: 'LIVE' },
        { ...busy, tab: 'hot' },
        { ...busy, classify: 'NEW' },
        { ...busy, vassalage: null },
        { ...busy, minBet: null },
        { ...busy, gameName: 'fruits' },
      ];
      for (const other of others) expect(sameFilters(busy, other)).toBe(false);
    });
  });

  describe('withTab', () => {
    it('starts another tab on its default class, leaving the all tab\'s filters (§4)', () => {
      expect(withTab(busy, 'recent')).toEqual({ ...normalizeFilters({ gameType: 'RNG', tab: 'recent' }) });
      expect(withTab(withTab(busy, 'hot'), 'all')).toEqual(rng);
      expect(withTab(normalizeFilters({ gameType: 'LIVE', tab: 'fav' }), 'all')).toEqual(live);
    });

    it('changes nothing for the tab already shown', () => {
      expect(withTab(busy, 'all')).toBe(busy);
    });
  });

  describe('withClassify', () => {
    it('chooses the class in the all tab, keeping the other filters', () => {
      expect(withClassify(busy, 'ALL')).toEqual({ ...busy, classify: 'ALL' });
      expect(withClassify(normalizeFilters({ gameType: 'RNG', tab: 'hot' }), 'FISHING')).toEqual({ ...rng, classify: 'FISHING' });
    });

    it('drops the name and minimum bet for FAV, and an empty class is the default', () => {
      expect(withClassify(busy, 'FAV')).toEqual({ ...busy, classify: 'FAV', minBet: null, gameName: '' });
      expect(withClassify(busy, '')).toEqual({ ...busy, classify: 'NEW' });
    });
  });

  describe('withVendor', () => {
    it('chooses the vendor in the all tab; ALL, NEW and FAV stay, a vendor class gives way to the default', () => {
      expect(withVendor(rng, 'JILI')).toEqual({ ...rng, vassalage: 'JILI' });
      expect(withVendor({ ...busy, classify: 'ALL' }, 'JILI')).toEqual({ ...busy, classify: 'ALL', vassalage: 'JILI' });
      expect(withVendor({ ...rng, classify: 'FAV', vassalage: 'PG' }, 'JILI')).toEqual({ ...rng, classify: 'FAV', vassalage: 'JILI' });
      expect(withVendor(busy, 'JILI')).toEqual({ ...busy, classify: 'NEW', vassalage: 'JILI' });
      expect(withVendor({ ...live, classify: 'BACCARAT' }, 'EVO')).toEqual({ ...live, vassalage: 'EVO' });
    });

    it('clears the vendor chosen again, or on no vendor, keeping the class', () => {
      expect(withVendor(busy, 'PG')).toEqual({ ...busy, vassalage: null });
      expect(withVendor(busy, null)).toEqual({ ...busy, vassalage: null });
    });

    it('moves a quick tab to the all tab with its default class', () => {
      expect(withVendor(normalizeFilters({ gameType: 'RNG', tab: 'recent' }), 'PG')).toEqual({ ...rng, vassalage: 'PG' });
    });

    it('changes nothing when no vendor is chosen and none was', () => {
      expect(withVendor(rng, null)).toBe(rng);
      const recent = normalizeFilters({ gameType: 'RNG', tab: 'recent' });
      expect(withVendor(recent, null)).toBe(recent);
    });
  });

  describe('withMinBet', () => {
    it('chooses or clears the minimum bet in the all tab, keeping the class', () => {
      expect(withMinBet(busy, '0.5')).toEqual({ ...busy, minBet: '0.5' });
      expect(withMinBet(busy, null)).toEqual({ ...busy, minBet: null });
      expect(withMinBet(normalizeFilters({ gameType: 'RNG', tab: 'hot' }), '0.05')).toEqual({ ...rng, minBet: '0.05' });
    });

    it('leaves FAV for the default class, since favourites have none', () => {
      const favourites = normalizeFilters({ gameType: 'RNG', classify: 'FAV', vassalage: 'PG' });
      expect(withMinBet(favourites, '0.01')).toEqual({ ...rng, vassalage: 'PG', minBet: '0.01' });
    });

    it('changes nothing for the minimum bet already chosen, or outside RNG', () => {
      expect(withMinBet(busy, '0.1')).toBe(busy);
      expect(withMinBet(rng, null)).toBe(rng);
      expect(withMinBet(live, '0.1')).toEqual(live);
    });
  });

  describe('withSearch', () => {
    it('searches the all tab\'s every class for the name, keeping vendor and minimum bet (§5)', () => {
      expect(withSearch(busy, '  dragon ')).toEqual({ ...busy, classify: 'ALL', gameName: 'dragon' });
      expect(withSearch({ ...busy, classify: 'FAV', minBet: null, gameName: '' }, 'dragon')).toEqual({
        ...busy,
        classify: 'ALL',
        minBet: null,
        gameName: 'dragon',
      });
      expect(withSearch(normalizeFilters({ gameType: 'RNG', tab: 'fav' }), 'dragon')).toEqual({ ...rng, classify: 'ALL', gameName: 'dragon' });
      expect(withSearch(rng, 'x'.repeat(70)).gameName).toBe('x'.repeat(60));
    });

    it('clears the name on an empty search, nothing else', () => {
      expect(withSearch(busy, '   ')).toEqual({ ...busy, gameName: '' });
      const hot = normalizeFilters({ gameType: 'RNG', tab: 'hot' });
      expect(withSearch(hot, '')).toEqual(hot);
    });
  });

  describe('withoutFilters', () => {
    it('goes back to the category\'s all tab with its default class', () => {
      expect(withoutFilters(busy)).toEqual(rng);
      expect(withoutFilters(normalizeFilters({ gameType: 'LIVE', tab: 'hot' }))).toEqual(live);
    });
  });

  describe('gameListRequest', () => {
    it('asks the game list for ALL without a class, and leaves out what does not narrow it', () => {
      expect(gameListRequest(live)).toEqual({ source: 'list', gameType: 'LIVE' });
      expect(gameListRequest(normalizeFilters({}))).toEqual({ source: 'list' });
    });

    it('asks for new games for NEW, a class for a vendor class (§7)', () => {
      expect(gameListRequest(rng)).toEqual({ source: 'list', gameType: 'RNG', isNew: '1' });
      expect(gameListRequest(busy)).toEqual({
        source: 'list',
        gameType: 'RNG',
        vassalage: 'PG',
        gameClassify: 'SLOT',
        minBet: '0.1',
        gameName: 'fruit',
      });
    });

    it('asks the favourites for FAV, with the vendor', () => {
      expect(gameListRequest({ ...busy, classify: 'FAV', minBet: null, gameName: '' })).toEqual({
        source: 'fav',
        gameType: 'RNG',
        vassalage: 'PG',
      });
      expect(gameListRequest(normalizeFilters({ classify: 'FAV' }))).toEqual({ source: 'fav' });
    });

    it('asks a quick tab\'s own list with the category', () => {
      expect(gameListRequest(normalizeFilters({ gameType: 'RNG', tab: 'recent' }))).toEqual({ source: 'recent', gameType: 'RNG' });
      expect(gameListRequest(normalizeFilters({ gameType: 'RNG', tab: 'fav' }))).toEqual({ source: 'fav', gameType: 'RNG' });
      expect(gameListRequest(normalizeFilters({ gameType: 'LIVE', tab: 'hot' }))).toEqual({ source: 'hot', gameType: 'LIVE' });
      expect(gameListRequest(normalizeFilters({ tab: 'hot' }))).toEqual({ source: 'hot' });
    });
  });

  it('marks favourites and recent games as a member\'s own lists, the catalogue\'s as open to guests', () => {
    expect(isMemberList({ source: 'fav' })).toBe(true);
    expect(isMemberList({ source: 'recent', gameType: 'RNG' })).toBe(true);
    expect(isMemberList({ source: 'list' })).toBe(false);
    expect(isMemberList({ source: 'hot' })).toBe(false);
  });
});
