import { eLotteryVendor, esportsVendor, hiddenVendor, type GameCategory } from '../../contract/games';

/*
 * The reference platform's vendors. Every code and name is made up except the spec's own: TF
 * (e-sports), DS88 (cockfight, which the client hides) and TCG_LOTTO_VN (§4: its ELOTT entry puts
 * lotteries in the e-lottery mode).
 */

/** A sports, live or lottery room: its name and class. */
export type Room = readonly [name: string, gameClassify: string];

export interface VendorDefinition {
  vassalage: string;
  name: string;
  /** The categories the vendor is listed under (vendor info), in the site's order. */
  listedUnder: readonly GameCategory[];
  /** How many games of each type it has; sports vendors name their rooms instead. */
  gameCounts: Partial<Record<GameCategory, number>>;
  rooms?: readonly Room[];
  /** Lottery vendors: the word their draws are named after ("Saigon 3 Minutes"). */
  drawPrefix?: string;
}

/** The site's category order, which the home tabs follow (the client puts HOT first). */
export const siteCategoryOrder: readonly GameCategory[] = ['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT'];

/**
 * The in-house vendor. It is listed under INHOUSE only: that tab shows its RNG games (§2 "INHOUSE
 * shows RNG-type games filtered by vassalage"), and a game list of type INHOUSE its originals.
 */
export const inHouseVendor = 'WPO';

const sportsbookRooms = (brand: string): Room[] => [
  [`${brand} Sportsbook`, 'SPORTSBOOK'],
  [`${brand} In-Play`, 'SPORTSBOOK'],
  [`${brand} Virtual Football`, 'VIRTUAL'],
  [`${brand} Virtual Basketball`, 'VIRTUAL'],
  [`${brand} Virtual Horse Racing`, 'VIRTUAL'],
  [`${brand} Virtual Tennis`, 'VIRTUAL'],
];

const cockfightRooms = (brand: string): Room[] => [
  [`${brand} Main Pit`, 'COCKFIGHT'],
  [`${brand} Derby`, 'COCKFIGHT'],
  [`${brand} Night Fights`, 'COCKFIGHT'],
  [`${brand} Pit 2`, 'COCKFIGHT'],
  [`${brand} Pit 3`, 'COCKFIGHT'],
  [`${brand} Replay Arena`, 'COCKFIGHT'],
];

/** In the site's order: within a category, vendors appear in this order. */
export const vendorDefinitions: readonly VendorDefinition[] = [
  { vassalage: 'APX', name: 'Apex Sports', listedUnder: ['SPORTS'], gameCounts: {}, rooms: sportsbookRooms('Apex') },
  { vassalage: 'KST', name: 'Kestrel Sportsbook', listedUnder: ['SPORTS'], gameCounts: {}, rooms: sportsbookRooms('Kestrel') },
  {
    vassalage: esportsVendor,
    name: 'TF Esports',
    listedUnder: ['SPORTS'],
    gameCounts: {},
    rooms: [
      ['TF Esports Lobby', 'ESPORTS'],
      ['TF Esports In-Play', 'ESPORTS'],
      ['TF MOBA Arena', 'ESPORTS'],
      ['TF Shooter Arena', 'ESPORTS'],
      ['TF Battle Royale', 'ESPORTS'],
      ['TF Virtual Esports', 'ESPORTS'],
    ],
  },
  { vassalage: 'RSTR', name: 'Rooster Ring', listedUnder: ['SPORTS'], gameCounts: {}, rooms: cockfightRooms('Rooster Ring') },
  { vassalage: hiddenVendor, name: 'DS88 Cockfight', listedUnder: ['SPORTS'], gameCounts: {}, rooms: cockfightRooms('DS88') },
  { vassalage: 'LUMI', name: 'Lumina Live', listedUnder: ['LIVE'], gameCounts: { LIVE: 20 } },
  { vassalage: 'VLV', name: 'Velvet Lounge', listedUnder: ['LIVE'], gameCounts: { LIVE: 20 } },
  { vassalage: 'ORC', name: 'Orchid Live Casino', listedUnder: ['LIVE'], gameCounts: { LIVE: 20 } },
  { vassalage: 'REG', name: 'Regal Table Live', listedUnder: ['LIVE'], gameCounts: { LIVE: 20 } },
  { vassalage: 'RFH', name: 'Reef Hunters', listedUnder: ['FISH'], gameCounts: { FISH: 12 } },
  { vassalage: 'DPS', name: 'Deep Sea Studio', listedUnder: ['FISH'], gameCounts: { FISH: 12 } },
  { vassalage: 'NRL', name: 'Neon Reels', listedUnder: ['FISH', 'RNG'], gameCounts: { RNG: 46, FISH: 8 } },
  { vassalage: 'STL', name: 'Starlit Spin', listedUnder: ['FISH', 'RNG'], gameCounts: { RNG: 46, FISH: 8 } },
  { vassalage: 'PXS', name: 'Pixel Slots', listedUnder: ['RNG'], gameCounts: { RNG: 46 } },
  { vassalage: 'JDE', name: 'Jade Emperor Games', listedUnder: ['RNG', 'PVP'], gameCounts: { RNG: 46, PVP: 10 } },
  { vassalage: 'SNS', name: 'Sunset Studios', listedUnder: ['RNG'], gameCounts: { RNG: 46 } },
  { vassalage: 'MYT', name: 'Mythic Play', listedUnder: ['RNG'], gameCounts: { RNG: 46 } },
  { vassalage: 'TKS', name: 'Tiki Spins', listedUnder: ['RNG'], gameCounts: { RNG: 46 } },
  { vassalage: 'AUR', name: 'Aurora Reels', listedUnder: ['RNG'], gameCounts: { RNG: 46 } },
  { vassalage: 'KRT', name: 'Kartu Club', listedUnder: ['PVP'], gameCounts: { PVP: 15 } },
  { vassalage: 'TBL', name: 'Tablemates', listedUnder: ['PVP'], gameCounts: { PVP: 15 } },
  { vassalage: 'DUO', name: 'Duel Cards', listedUnder: ['PVP'], gameCounts: { PVP: 10 } },
  { vassalage: inHouseVendor, name: 'WinPlay Originals', listedUnder: ['INHOUSE'], gameCounts: { INHOUSE: 16, RNG: 20 } },
  { vassalage: 'LKD', name: 'Lucky Draw Lotto', listedUnder: ['LOTT'], gameCounts: { LOTT: 12 }, drawPrefix: 'Lucky Draw' },
  { vassalage: 'NMB', name: 'Numbers Lottery', listedUnder: ['LOTT'], gameCounts: { LOTT: 12 }, drawPrefix: 'Numbers' },
  { vassalage: eLotteryVendor, name: 'Saigon E-Lotto', listedUnder: ['ELOTT'], gameCounts: { ELOTT: 12 }, drawPrefix: 'Saigon' },
  { vassalage: 'QKL', name: 'Quick Keno', listedUnder: ['ELOTT'], gameCounts: { ELOTT: 12 }, drawPrefix: 'Quick' },
];
