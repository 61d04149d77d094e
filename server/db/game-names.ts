/*
 * Word lists the catalogue's game names are made of ("Golden Dragon Fortune"). A few words carry
 * accents so that a search without them can be tested.
 */

type Words = readonly [string, ...string[]];
/** A game and its class (gameClassify). */
type ClassedNames = readonly [readonly [name: string, gameClassify: string], ...(readonly [name: string, gameClassify: string])[]];

export const slotAdjectives: Words = [
  'Golden', 'Lucky', 'Mystic', 'Royal', 'Wild', 'Crimson', 'Jade', 'Silver', 'Blazing', 'Ancient',
  'Cosmic', 'Emerald', 'Sapphire', 'Thunder', 'Midnight', 'Sacred', 'Frozen', 'Electric', 'Radiant', 'Hidden',
  'Fiery', 'Majestic', 'Neon', 'Velvet', 'Diamond', 'Phantom', 'Savage', 'Celestial', 'Enchanted', 'Infinite',
];

export const slotNouns: Words = [
  'Dragon', 'Tiger', 'Phoenix', 'Panda', 'Pharaoh', 'Koi', 'Lotus', 'Samurai', 'Viking', 'Buffalo',
  'Wolf', 'Eagle', 'Mermaid', 'Genie', 'Pirate', 'Unicorn', 'Lion', 'Monkey', 'Fox', 'Owl',
  'Cherry', 'Temple', 'Jungle', 'Volcano', 'Pyramid', 'Galaxy', 'Piñata', 'Jalapeño', 'Café', 'Señorita',
  'Carnival', 'Lantern', 'Zodiac', 'Bamboo',
];

/** Slot name endings by class: a table game is "… Roulette", an arcade one "… Dash". */
export const rngEndings: Readonly<Record<'SLOT' | 'ARCADE' | 'TABLE' | 'BINGO', Words>> = {
  SLOT: [
    'Fortune', 'Riches', 'Deluxe', 'Treasures', 'Quest', 'Link', 'Bonanza', 'Gold', 'Wilds', 'Jackpot',
    'Spins', 'Legends', 'Kingdom', 'Rush', 'Frenzy', 'Blitz', 'Reels', 'Hold and Win', 'Power', 'Party',
  ],
  ARCADE: ['Dash', 'Smash', 'Runner', 'Crush', 'Shooter', 'Jump'],
  TABLE: ['Roulette', 'Blackjack', 'Video Poker', 'Baccarat', 'Sic Bo'],
  BINGO: ['Bingo', 'Scratch', 'Keno'],
};

export const fishAdjectives: Words = [
  'Ocean', 'Deep Sea', 'Golden', 'Royal', 'Thunder', 'Crystal', 'Coral', 'Monster', 'Mega', 'Lucky', 'Abyss', 'Tidal',
];
export const fishCreatures: Words = ['Shark', 'Whale', 'Octopus', 'Kraken', 'Dragon', 'Crab', 'Lobster', 'Squid', 'Turtle', 'Marlin'];
export const fishEndings: Words = ['Hunter', 'Fishing', 'Catch', 'Blast', 'King', 'Party'];

/** Live tables: the game and its class; each table gets a label ("Speed Baccarat Azure"). */
export const liveGames: ClassedNames = [
  ['Baccarat', 'BACCARAT'],
  ['Speed Baccarat', 'BACCARAT'],
  ['Squeeze Baccarat', 'BACCARAT'],
  ['Roulette', 'ROULETTE'],
  ['Auto Roulette', 'ROULETTE'],
  ['Sic Bo', 'SICBO'],
  ['Dragon Tiger', 'DRAGON_TIGER'],
  ['Blackjack', 'BLACKJACK'],
  ['Fan Tan', 'FANTAN'],
  ['Andar Bahar', 'ANDAR_BAHAR'],
  ['Teen Patti', 'POKER'],
  ["Casino Hold'em", 'POKER'],
];
export const liveTableLabels: Words = [
  'Emerald', 'Sapphire', 'Ruby', 'Topaz', 'Opal', 'Amber', 'Onyx', 'Pearl', 'Garnet', 'Ivory',
  'Cobalt', 'Crystal', 'Scarlet', 'Azure', 'Indigo', 'Saffron', 'Obsidian', 'Quartz', 'Amethyst', 'Citrine',
];

/** Player-versus-player card and tile games, and their class. */
export const pvpGames: ClassedNames = [
  ['Tongits', 'CARD'],
  ['Pusoy', 'CARD'],
  ['Pusoy Dos', 'CARD'],
  ['Lucky 9', 'CARD'],
  ["Texas Hold'em", 'POKER'],
  ['Omaha', 'POKER'],
  ['Mahjong', 'MAHJONG'],
  ['Rummy', 'CARD'],
  ['Niu Niu', 'CARD'],
  ['Pai Gow', 'CARD'],
  ['Big Two', 'CARD'],
];
export const pvpEndings: Words = ['Classic', 'Masters', 'Turbo', 'Club', 'Arena', 'Showdown', 'Express', 'Elite', 'Go', 'Duel'];

/** The in-house originals, with their class. */
export const inHouseGames: ClassedNames = [
  ['Crash', 'CRASH'],
  ['Rocket Crash', 'CRASH'],
  ['Mines', 'ARCADE'],
  ['Plinko', 'ARCADE'],
  ['Dice', 'DICE'],
  ['Limbo', 'CRASH'],
  ['Hi-Lo', 'CARD'],
  ['Tower Climb', 'ARCADE'],
  ['Lucky Wheel', 'WHEEL'],
  ['Coin Flip', 'ARCADE'],
  ['Penalty Kick', 'ARCADE'],
  ['Mini Roulette', 'TABLE'],
  ['Balloon Pop', 'CRASH'],
  ['Cash Keno', 'KENO'],
  ['Double Up', 'CARD'],
  ['Card Flip', 'CARD'],
];

/**
 * Lottery draws ("Lucky Draw 6/45") and e-lottery draws ("Saigon 3 Minutes"): the name, the class,
 * and the minutes between two draws (1440: daily).
 */
type Draws = readonly [
  readonly [name: string, gameClassify: string, drawMinutes: number],
  ...(readonly [name: string, gameClassify: string, drawMinutes: number])[],
];

export const lotteryDraws: Draws = [
  ['6/42', 'LOTTERY', 1440],
  ['6/45', 'LOTTERY', 1440],
  ['6/49', 'LOTTERY', 1440],
  ['6/55', 'LOTTERY', 1440],
  ['6/58', 'LOTTERY', 1440],
  ['5/35', 'LOTTERY', 1440],
  ['2D', 'LOTTERY', 240],
  ['3D', 'LOTTERY', 480],
  ['4D', 'LOTTERY', 720],
  ['Pick 3', 'LOTTERY', 720],
  ['Pick 4', 'LOTTERY', 720],
  ['Jackpot 7', 'LOTTERY', 10080],
];
/** The draw every 45 seconds counts as every minute: the contract's interval is whole minutes. */
export const eLotteryDraws: Draws = [
  ['45 Seconds', 'FAST_LOTTERY', 1],
  ['1 Minute', 'FAST_LOTTERY', 1],
  ['3 Minutes', 'FAST_LOTTERY', 3],
  ['5 Minutes', 'FAST_LOTTERY', 5],
  ['North Draw', 'LOTTERY', 1440],
  ['Central Draw', 'LOTTERY', 1440],
  ['South Draw', 'LOTTERY', 1440],
  ['Fast 3D', 'FAST_LOTTERY', 3],
  ['Fast 4D', 'FAST_LOTTERY', 5],
  ['Lucky 2D', 'FAST_LOTTERY', 2],
  ['Keno 1 Minute', 'KENO', 1],
  ['Keno 5 Minutes', 'KENO', 5],
];
