import { describe, expect, it } from 'vitest';
import { eLotteryVendor, type GameCategory, type GameMenu, type Lottery, type VendorEntry, type VendorInfo } from '../../contract';
import { launchGameSearch } from '../../src/routes/m/-search';
import { centreCategories, slotVendors } from '../../src/screens/centres/categories';
import { findLobby, lobbyGamesQuery } from '../../src/screens/centres/lobby';
import { lotteryGroups, visibleLotteries } from '../../src/screens/lottery/lotteryGroups';
import { lotteryLaunchSearch, lotteryLobby } from '../../src/ui/games/launchSearch';
import { prizeModeOf } from '../../src/screens/lottery/prizeMode';
import { drawInterval } from '../../src/screens/lottery/drawInterval';
import { launchQueryOf } from '../../src/screens/games/launchQuery';

const entry = (gameType: GameCategory, vassalage: string): VendorEntry => ({ gameType, vassalage, accountTypeName: `${vassalage} name` });

function vendorInfo(categories: ReadonlyArray<readonly [GameCategory, readonly string[]]>): VendorInfo {
  const sorting = categories.map(([gameCategory, vendors]) => ({ gameCategory, vendorNames: vendors.map((vendor) => entry(gameCategory, vendor)) }));
  const mapping: VendorInfo['mapping'] = {};
  for (const { gameCategory, vendorNames } of sorting) mapping[gameCategory] = vendorNames;
  return { sorting, mapping };
}

describe('prize mode (shell-and-content §4)', () => {
  it('is the e-lottery mode when ELOTT lists TCG_LOTTO_VN', () => {
    expect(eLotteryVendor).toBe('TCG_LOTTO_VN');
    expect(prizeModeOf(vendorInfo([['ELOTT', ['QKL', 'TCG_LOTTO_VN']]]))).toBe('ELOTTERY');
  });

  it('is the e-lottery mode when ELOTT lists LOTT', () => {
    expect(prizeModeOf(vendorInfo([['ELOTT', ['LOTT']]]))).toBe('ELOTTERY');
  });

  it('is the lottery mode otherwise: other ELOTT vendors, the e-lottery vendor under another category, or no ELOTT', () => {
    expect(prizeModeOf(vendorInfo([['ELOTT', ['QKL']]]))).toBe('LOTTERY');
    expect(prizeModeOf(vendorInfo([['LOTT', ['TCG_LOTTO_VN', 'LOTT']]]))).toBe('LOTTERY');
    expect(prizeModeOf(vendorInfo([['RNG', ['PXS']]]))).toBe('LOTTERY');
    expect(prizeModeOf({ sorting: [], mapping: {} })).toBe('LOTTERY');
  });

  it('reads ELOTT’s mapping, and its sorting entry when the mapping has no ELOTT', () => {
    const info = vendorInfo([['ELOTT', ['TCG_LOTTO_VN']]]);
    expect(prizeModeOf({ ...info, mapping: { ELOTT: [entry('ELOTT', 'QKL')] } })).toBe('LOTTERY');
    expect(prizeModeOf({ ...info, mapping: {} })).toBe('ELOTTERY');
  });
});

describe('lottery launch (shell-and-content §2 /m/launchGame)', () => {
  it('names the traditional play type, the prize mode, the draw and home as the way back', () => {
    expect(lotteryLaunchSearch('SGN3', 'ELOTTERY')).toEqual({ playType: 'trad', prize_mode: 'ELOTTERY', code: 'SGN3', pageBack: 'home' });
    expect(lotteryLaunchSearch(lotteryLobby, 'LOTTERY')).toEqual({ playType: 'trad', prize_mode: 'LOTTERY', code: 'lobby', pageBack: 'home' });
  });

  it('is what /m/launchGame reads as a lottery launch', () => {
    const search = launchGameSearch.parse(lotteryLaunchSearch('SGN3', 'ELOTTERY'));
    expect(launchQueryOf(search)).toEqual({ playType: 'trad', prize_mode: 'ELOTTERY', code: 'SGN3', back: '/m/home' });
  });
});

const draw = (code: string, vassalage: string): Lottery => ({
  code,
  name: code,
  vassalage,
  vendorName: `${vassalage} name`,
  gameType: 'LOTT',
  nodeId: code,
  icon: null,
  drawMinutes: 5,
});

describe('lottery groups', () => {
  it('groups draws by vendor in the order vendors first appear, draws in the platform’s order', () => {
    const groups = lotteryGroups([draw('A1', 'A'), draw('B1', 'B'), draw('A2', 'A')]);
    expect(groups.map((group) => [group.vendorName, group.lotteries.map((lottery) => lottery.code)])).toEqual([
      ['A name', ['A1', 'A2']],
      ['B name', ['B1']],
    ]);
  });

  it('leaves out the hidden vendor’s draws', () => {
    expect(visibleLotteries([draw('A1', 'A'), draw('X', 'DS88')]).map((lottery) => lottery.code)).toEqual(['A1']);
  });
});

describe('centre categories (home’s sorting and mapping)', () => {
  const seeded = vendorInfo([
    ['SPORTS', ['APX', 'TF', 'RSTR', 'DS88']],
    ['FISH', ['RFH']],
    ['RNG', ['PXS', 'DS88', 'NRL']],
    ['INHOUSE', ['WPO']],
    ['LOTT', ['LKD']],
  ]);

  it('are home’s tabs without HOT', () => {
    expect(centreCategories(seeded).map((category) => category.id)).toEqual([
      'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'RNG', 'INHOUSE', 'LOTT',
    ]);
    expect(centreCategories(seeded).find((category) => category.id === 'COCKFIGHT')?.vendors.map((vendor) => vendor.vassalage)).toEqual(['RSTR']);
  });

  it('give the slots centre home’s RNG vendors, DS88 left out, and none when the site has no slots', () => {
    expect(slotVendors(seeded).map((vendor) => vendor.vassalage)).toEqual(['PXS', 'NRL']);
    expect(slotVendors(vendorInfo([['LIVE', ['LUMI']]]))).toEqual([]);
  });
});

describe('a vendor’s lobby', () => {
  const vendor = (vassalage: string) => ({ vassalage, name: vassalage, mobileSmallIcon: `vendor/${vassalage}.svg`, gameCount: 3, classes: [] });
  const menus: GameMenu[] = [
    { gameType: 'FISH', classes: [], vendors: [vendor('NRL')] },
    { gameType: 'RNG', classes: [], vendors: [vendor('PXS'), vendor('NRL')] },
    { gameType: 'SPORTS', classes: [], vendors: [vendor('DS88')] },
  ];

  it('is the vendor under the category named, else under its first category', () => {
    expect(findLobby(menus, 'NRL', 'RNG')?.menu.gameType).toBe('RNG');
    expect(findLobby(menus, 'NRL', undefined)?.menu.gameType).toBe('FISH');
    expect(findLobby(menus, 'NRL', 'ESPORTS')?.menu.gameType).toBe('FISH');
    expect(findLobby(menus, 'PXS', 'FISH')?.menu.gameType).toBe('RNG');
  });

  it('is none for no vendor, an unknown one or the hidden one', () => {
    expect(findLobby(menus, undefined, 'RNG')).toBeNull();
    expect(findLobby(menus, 'NOPE', undefined)).toBeNull();
    expect(findLobby(menus, 'DS88', 'SPORTS')).toBeNull();
  });

  it('asks for the vendor’s games of its category, of one class or all', () => {
    const lobby = findLobby(menus, 'PXS', 'RNG');
    if (lobby === null) throw new Error('no lobby');
    expect(lobbyGamesQuery(lobby, null, 'en', 'demo')).toEqual({ gameType: 'RNG', vassalage: 'PXS', language: 'en', merchant: 'demo' });
    expect(lobbyGamesQuery(lobby, 'ARCADE', 'pt', 'demo')).toEqual({
      gameType: 'RNG',
      vassalage: 'PXS',
      gameClassify: 'ARCADE',
      language: 'pt',
      merchant: 'demo',
    });
  });
});

describe('draw interval', () => {
  it('reads in the largest whole unit', () => {
    expect(drawInterval(1)).toEqual({ unit: 'minute', count: 1 });
    expect(drawInterval(90)).toEqual({ unit: 'minute', count: 90 });
    expect(drawInterval(60)).toEqual({ unit: 'hour', count: 1 });
    expect(drawInterval(180)).toEqual({ unit: 'hour', count: 3 });
    expect(drawInterval(1440)).toEqual({ unit: 'day', count: 1 });
    expect(drawInterval(2880)).toEqual({ unit: 'day', count: 2 });
  });
});
