import { describe, expect, it } from 'vitest';
import { launchGameSearch } from '../../src/routes/m/-search';
import { backPathOf, launchQueryOf } from '../../src/screens/games/launchQuery';

const search = (query: Record<string, unknown>) => launchGameSearch.parse(query);

describe('the launch an address asks for', () => {
  it('names a game with vendor, game id and node id; skips the choice unless told not to; comes back home by default', () => {
    expect(launchQueryOf(search({ vendor: 'PXS', gameId: 'PXS-0001', nodeId: 'RNG-0001' }))).toEqual({
      vendor: 'PXS',
      gameId: 'PXS-0001',
      nodeId: 'RNG-0001',
      skipChoice: '1',
      back: '/m/home',
    });
    expect(launchQueryOf(search({ vendor: 'PXS', gameId: 7, nodeId: 'RNG-0001', skipChoice: '0', back: '/m/gameList?gameType=RNG' }))).toEqual({
      vendor: 'PXS',
      gameId: '7',
      nodeId: 'RNG-0001',
      skipChoice: '0',
      back: '/m/gameList?gameType=RNG',
    });
  });

  it('names no game without all three', () => {
    expect(launchQueryOf(search({ vendor: 'PXS', nodeId: 'RNG-0001' }))).toBeNull();
    expect(launchQueryOf(search({ vendor: 'PXS', gameId: 'PXS-0001' }))).toBeNull();
  });

  it('names a lottery with playType=trad, its prize mode and code (the lobby by default), back home', () => {
    expect(launchQueryOf(search({ playType: 'trad', prize_mode: 'ELOTTERY', code: 'QKL-R003', pageBack: 'home' }))).toEqual({
      playType: 'trad',
      prize_mode: 'ELOTTERY',
      code: 'QKL-R003',
      back: '/m/home',
    });
    expect(launchQueryOf(search({ playType: 'trad', prize_mode: 'LOTTERY', pageBack: 'home' }))).toEqual({
      playType: 'trad',
      prize_mode: 'LOTTERY',
      code: 'lobby',
      back: '/m/home',
    });
  });

  it('names no lottery without a prize mode it knows', () => {
    expect(launchQueryOf(search({ playType: 'trad', code: 'lobby', pageBack: 'home' }))).toBeNull();
    expect(launchQueryOf(search({ playType: 'trad', prize_mode: 'JACKPOT', code: 'lobby' }))).toBeNull();
  });

  it('never leads back out of the app', () => {
    for (const back of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/wps/game/list']) {
      expect(backPathOf(search({ back }))).toBe('/m/home');
    }
  });
});
