import { describe, expect, it } from 'vitest';
import { gameListSearch, launchGameSearch, recordTypesSearch } from '../../src/routes/m/-search';

// The router hands validateSearch its parsed query: `?a=1` arrives as the number 1.
describe('query parameters', () => {
  it('reads /m/gameList?gameType=', () => {
    expect(gameListSearch.parse({ gameType: 'RNG' })).toEqual({ gameType: 'RNG' });
    expect(gameListSearch.parse({})).toEqual({ gameType: undefined });
    expect(gameListSearch.parse({ gameType: 7 })).toEqual({ gameType: '7' });
    expect(gameListSearch.parse({ gameType: { nested: true } })).toEqual({ gameType: undefined });
  });

  it('reads /m/gameList?gameType=&vassalage= (a vendor tile on home)', () => {
    expect(gameListSearch.parse({ gameType: 'RNG', vassalage: 'PXS' })).toStrictEqual({ gameType: 'RNG', vassalage: 'PXS' });
    expect(gameListSearch.parse({ gameType: 'FISH', vassalage: ['x'] })).toStrictEqual({ gameType: 'FISH', vassalage: undefined });
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
