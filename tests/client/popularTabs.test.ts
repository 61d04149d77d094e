import { describe, expect, it } from 'vitest';
import { vendorInfoSchema, type GameCategory, type GameItem, type VendorEntry, type VendorInfo } from '../../contract';
import { popularTabs, splitSports, vendorDestination, visibleGames, visibleVendors } from '../../src/screens/home/popularTabs';
import { gameIconPath, gameTitle } from '../../src/ui/games/gameIcon';
import { gameLaunchSearch, vendorLobbySearch } from '../../src/ui/games/launchSearch';

const entry = (gameType: GameCategory, vassalage: string): VendorEntry => ({ gameType, vassalage, accountTypeName: `${vassalage} name` });

/** Vendor info as the platform sends it: `sorting` in its order, `mapping` per category. */
function vendorInfo(categories: ReadonlyArray<readonly [GameCategory, readonly string[]]>): VendorInfo {
  const sorting = categories.map(([gameCategory, vendors]) => ({
    gameCategory,
    vendorNames: vendors.map((vendor) => entry(gameCategory, vendor)),
  }));
  const mapping: VendorInfo['mapping'] = { SPORTS: [], LIVE: [], FISH: [], RNG: [], PVP: [], INHOUSE: [], LOTT: [], ELOTT: [] };
  for (const { gameCategory, vendorNames } of sorting) mapping[gameCategory] = vendorNames;
  return { sorting, mapping };
}

/** The seeded site: every category, SPORTS with sportsbooks, e-sports and two cockfight vendors. */
const seeded = vendorInfo([
  ['SPORTS', ['APX', 'KST', 'TF', 'RSTR', 'DS88']],
  ['LIVE', ['LUMI', 'VLV']],
  ['FISH', ['RFH', 'NRL']],
  ['RNG', ['NRL', 'PXS']],
  ['PVP', ['JDE', 'KRT']],
  ['INHOUSE', ['WPO']],
  ['LOTT', ['LKD']],
  ['ELOTT', ['TCG_LOTTO_VN']],
]);

const ids = (info: VendorInfo) => popularTabs(info).map((tab) => tab.id);
const vendorsOf = (info: VendorInfo, id: string) => popularTabs(info).find((tab) => tab.id === id)?.vendors.map((v) => v.vassalage);

describe('popular games tabs', () => {
  it('follow the platform order with HOT first, ESPORTS after SPORTS and COCKFIGHT before FISH', () => {
    expect(ids(seeded)).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'COCKFIGHT', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT']);
  });

  it('take a site whose mapping leaves categories out: those show the vendors of their sorting', () => {
    const info = vendorInfoSchema.parse({
      sorting: [
        { gameCategory: 'RNG', vendorNames: [entry('RNG', 'PXS')] },
        { gameCategory: 'LIVE', vendorNames: [entry('LIVE', 'LUMI')] },
      ],
      mapping: { RNG: [entry('RNG', 'NRL')] },
    });
    expect(ids(info)).toEqual(['HOT', 'RNG', 'LIVE']);
    expect(vendorsOf(info, 'RNG')).toEqual(['NRL']);
    expect(vendorsOf(info, 'LIVE')).toEqual(['LUMI']);
  });

  it('follow another order the platform sends', () => {
    const info = vendorInfo([['RNG', ['PXS']], ['FISH', ['RFH']], ['SPORTS', ['APX', 'TF', 'RSTR']], ['LIVE', ['LUMI']]]);
    expect(ids(info)).toEqual(['HOT', 'RNG', 'COCKFIGHT', 'FISH', 'SPORTS', 'ESPORTS', 'LIVE']);
  });

  it('put COCKFIGHT last when the site has no FISH', () => {
    expect(ids(vendorInfo([['SPORTS', ['APX', 'RSTR']], ['LIVE', ['LUMI']]]))).toEqual(['HOT', 'SPORTS', 'LIVE', 'COCKFIGHT']);
  });

  it('split the sports vendors: TF under ESPORTS, the cockfight vendors under COCKFIGHT, the rest under SPORTS', () => {
    expect(vendorsOf(seeded, 'SPORTS')).toEqual(['APX', 'KST']);
    expect(vendorsOf(seeded, 'ESPORTS')).toEqual(['TF']);
    expect(vendorsOf(seeded, 'COCKFIGHT')).toEqual(['RSTR']);
    expect(splitSports([entry('SPORTS', 'DS88'), entry('SPORTS', 'TF')])).toEqual({
      sports: [],
      esports: [entry('SPORTS', 'TF')],
      cockfight: [entry('SPORTS', 'DS88')],
    });
  });

  it('hide DS88 everywhere, and offer no tab that is left empty', () => {
    const info = vendorInfo([['SPORTS', ['DS88']], ['LIVE', ['LUMI', 'DS88']], ['RNG', []]]);
    expect(ids(info)).toEqual(['HOT', 'LIVE']);
    expect(vendorsOf(info, 'LIVE')).toEqual(['LUMI']);
    for (const tab of popularTabs(seeded)) expect(tab.vendors.map((v) => v.vassalage)).not.toContain('DS88');
    expect(visibleVendors([entry('SPORTS', 'DS88'), entry('SPORTS', 'RSTR')])).toEqual([entry('SPORTS', 'RSTR')]);
  });

  it('show the mapping of each category, in the order of the sorting', () => {
    const info = vendorInfo([['LIVE', ['LUMI']], ['RNG', ['PXS']]]);
    info.mapping.LIVE = [entry('LIVE', 'VLV'), entry('LIVE', 'ORC')];
    expect(vendorsOf(info, 'LIVE')).toEqual(['VLV', 'ORC']);
  });

  it('HOT shows hot games, INHOUSE the in-house games, the others vendors; HOT stays without any category', () => {
    expect(popularTabs(seeded).map((tab) => [tab.id, tab.shows])).toEqual([
      ['HOT', 'hotGames'],
      ['SPORTS', 'vendors'],
      ['ESPORTS', 'vendors'],
      ['LIVE', 'vendors'],
      ['COCKFIGHT', 'vendors'],
      ['FISH', 'vendors'],
      ['RNG', 'vendors'],
      ['PVP', 'vendors'],
      ['INHOUSE', 'inHouseGames'],
      ['LOTT', 'vendors'],
      ['ELOTT', 'vendors'],
    ]);
    expect(vendorsOf(seeded, 'INHOUSE')).toEqual(['WPO']);
    expect(ids(vendorInfo([]))).toEqual(['HOT']);
  });

  it('list each category once even if the platform repeats it', () => {
    const info = vendorInfo([['LIVE', ['LUMI']]]);
    info.sorting.push({ gameCategory: 'LIVE', vendorNames: [entry('LIVE', 'VLV')] });
    expect(ids(info)).toEqual(['HOT', 'LIVE']);
  });
});

describe('vendor tiles', () => {
  it('launch the lobby of a sports, e-sports, cockfight, live or lottery vendor and open the game list of the others', () => {
    for (const gameType of ['SPORTS', 'LIVE', 'LOTT', 'ELOTT'] as const) {
      expect(vendorDestination(entry(gameType, 'V1'))).toEqual({ kind: 'lobby', vendor: 'V1' });
    }
    for (const gameType of ['FISH', 'RNG', 'PVP', 'INHOUSE'] as const) {
      expect(vendorDestination(entry(gameType, 'V2'))).toEqual({ kind: 'gameList', gameType, vassalage: 'V2' });
    }
    expect(vendorLobbySearch('APX', '/m/home')).toEqual({ vendor: 'APX', gameId: 'lobby', nodeId: 'lobby', skipChoice: '1', back: '/m/home' });
  });
});

const game = (fields: Partial<GameItem> = {}): GameItem => ({
  nodeId: 'RNG-0001',
  gameName: 'Lucky Reels',
  nodeName: 'Lucky Reels node',
  vassalage: 'PXS',
  gameType: 'RNG',
  gameId: 'PXS-0001',
  roomId: null,
  showIcon: 'game/show.svg',
  iconUrl: 'game/icon.svg',
  mobileLargeIcon: 'game/large.svg',
  mobileSmallIcon: 'game/small.svg',
  gameClassify: 'SLOT',
  gameClassifyNew: 'VIDEO_SLOT',
  supportPlay: 'Tradition',
  minBet: 0.1,
  isNew: false,
  ...fields,
});

describe('game tiles', () => {
  it('launch by vendor, game id or else room id, node id, skipping the choice, back to where the tile is', () => {
    expect(gameLaunchSearch(game(), '/m/home')).toEqual({ vendor: 'PXS', gameId: 'PXS-0001', nodeId: 'RNG-0001', skipChoice: '1', back: '/m/home' });
    expect(gameLaunchSearch(game({ gameId: null, roomId: 'APX-R001', vassalage: 'APX', nodeId: 'SPORTS-0001' }), '/m/gameList')).toEqual({
      vendor: 'APX',
      gameId: 'APX-R001',
      nodeId: 'SPORTS-0001',
      skipChoice: '1',
      back: '/m/gameList',
    });
  });

  it('show the mobile icon of their size, else the other size, else showIcon, else iconUrl', () => {
    expect(gameIconPath(game(), 'small')).toBe('game/small.svg');
    expect(gameIconPath(game(), 'large')).toBe('game/large.svg');
    expect(gameIconPath(game({ mobileSmallIcon: null }), 'small')).toBe('game/large.svg');
    expect(gameIconPath(game({ mobileLargeIcon: null }), 'large')).toBe('game/small.svg');
    expect(gameIconPath(game({ mobileSmallIcon: null, mobileLargeIcon: null }), 'small')).toBe('game/show.svg');
    expect(gameIconPath(game({ mobileSmallIcon: null, mobileLargeIcon: null, showIcon: null }), 'large')).toBe('game/icon.svg');
    expect(gameIconPath(game({ mobileSmallIcon: null, mobileLargeIcon: null, showIcon: null, iconUrl: null }), 'small')).toBeNull();
  });

  it('are named by gameName, else nodeName', () => {
    expect(gameTitle(game())).toBe('Lucky Reels');
    expect(gameTitle(game({ gameName: null }))).toBe('Lucky Reels node');
  });

  it('never list DS88 games', () => {
    expect(visibleGames([game({ vassalage: 'DS88' }), game()]).map((g) => g.vassalage)).toEqual(['PXS']);
  });
});
