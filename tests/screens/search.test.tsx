import { describe, expect, it } from 'vitest';
import { gameListSearch, launchGameSearch, recordTypesSearch } from '../../src/routes/m/-search';

// The router hands validateSearch its parsed query: `?a=1` arrives as the number 1.
describe('query parameters', () => {
  it('reads /m/gameList: a category it knows, or none', () => {
    expect(gameListSearch.parse({ gameType: 'RNG' })).toMatchObject({ gameType: 'RNG' });
    expect(gameListSearch.parse({})).toEqual({});
    expect(gameListSearch.parse({ gameType: 7 }).gameType).toBeUndefined();
    expect(gameListSearch.parse({ gameType: 'rng' }).gameType).toBeUndefined();
    expect(gameListSearch.parse({ gameType: { nested: true } }).gameType).toBeUndefined();
  });

  it('reads /m/gameList?gameType=&vassalage= (a vendor tile on home)', () => {
    expect(gameListSearch.parse({ gameType: 'RNG', vassalage: 'PXS' })).toMatchObject({ gameType: 'RNG', vassalage: 'PXS' });
    expect(gameListSearch.parse({ gameType: 'FISH', vassalage: ['x'] })).toEqual({ gameType: 'FISH' });
  });

  it('reads the list\'s tab, class, minimum bet and search; anything else falls back to the default', () => {
    expect(gameListSearch.parse({ tab: 'fav', classify: 'SLOT', minBet: 0.1, gameName: 'Lucky' })).toMatchObject({
      tab: 'fav',
      classify: 'SLOT',
      minBet: '0.1',
      gameName: 'Lucky',
    });
    // The router turns `gameName=777` into a number; it is still a name.
    expect(gameListSearch.parse({ gameName: 777 })).toMatchObject({ gameName: '777' });
    expect(gameListSearch.parse({ tab: 'everything', minBet: 0.2, classify: '', gameName: 'x'.repeat(61) })).toEqual({});
    expect(gameListSearch.parse({ favouriteNode: 'RNG-0001', favouriteVendor: 'PXS' })).toMatchObject({
      favouriteNode: 'RNG-0001',
      favouriteVendor: 'PXS',
    });
  });

  it('reads a lottery launch with its defaults', () => {
    expect(launchGameSearch.parse({ playType: 'trad', prize_mode: 'ELOTT', code: 'VN60', pageBack: 'home' })).toEqual({
      playType: 'trad',
      prize_mode: 'ELOTT',
      code: 'VN60',
      pageBack: 'home',
    });
    expect(launchGameSearch.parse({})).toEqual({ playType: undefined, prize_mode: undefined, code: 'lobby', pageBack: undefined });
  });

  it('falls back to defaults for values that do not fit, instead of failing the page', () => {
    expect(launchGameSearch.parse({ playType: 'modern', prize_mode: [1], code: null, pageBack: 'back' })).toEqual({
      playType: undefined,
      prize_mode: undefined,
      code: 'lobby',
      pageBack: undefined,
    });
    expect(launchGameSearch.parse({ prize_mode: 2 }).prize_mode).toBe('2');
  });

  it('reads record and announcement types', () => {
    expect(recordTypesSearch.parse({ types: 'A' })).toEqual({ types: 'A' });
    expect(recordTypesSearch.parse({ types: false })).toEqual({ types: undefined });
  });
});
