import { hiddenVendor, type GameCategory } from '../../contract/games';
import { searchKey } from '../lib/search-key';
import { hashOf, seededRandom, type SeededRandom } from '../lib/seeded-random';
import {
  eLotteryDraws,
  fishAdjectives,
  fishCreatures,
  fishEndings,
  inHouseGames,
  liveGames,
  liveTableLabels,
  lotteryDraws,
  pvpEndings,
  pvpGames,
  rngEndings,
  slotAdjectives,
  slotNouns,
} from './game-names';
import { siteCategoryOrder, vendorDefinitions, type VendorDefinition } from './game-vendors';
import type { siteGameCategories, games, vendorGameTypes, vendors } from './schema';

/*
 * The reference platform's game catalogue, made from the vendor definitions and word lists with a
 * seeded generator: the same 652 games on every machine and every run.
 */

export interface GameCatalogue {
  categories: (typeof siteGameCategories.$inferInsert)[];
  vendors: (typeof vendors.$inferInsert)[];
  vendorGameTypes: (typeof vendorGameTypes.$inferInsert)[];
  games: (typeof games.$inferInsert)[];
}

let built: GameCatalogue | undefined;

/** Built once per process: a reset seeds from the same arrays. */
export function gameCatalogue(): GameCatalogue {
  built ??= buildGameCatalogue();
  return built;
}

const minBets = ['0.01', '0.05', '0.1', '0.5', '0.75', '1'] as const;
type MinBet = (typeof minBets)[number];

/** How many hot games each category contributes: 24 in all. */
const hotGamesPerCategory: Readonly<Record<GameCategory, number>> = {
  RNG: 10,
  LIVE: 4,
  FISH: 3,
  PVP: 2,
  INHOUSE: 2,
  SPORTS: 1,
  LOTT: 1,
  ELOTT: 1,
};

interface GameDraft {
  gameName: string;
  gameClassify: string;
  gameClassifyNew: string;
  /** Sports, live and lottery games are rooms (roomId); the others have a gameId. */
  isRoom: boolean;
  minBet: MinBet;
  supportPlay: string;
  isNew: boolean;
}

/** A new copy of the catalogue; the same every time (no clock, no Math.random). */
export function buildGameCatalogue(): GameCatalogue {
  const usedNames = new Set<string>();
  const drafts = new Map<GameCategory, { vassalage: string; games: GameDraft[] }[]>();
  for (const vendor of vendorDefinitions) {
    for (const gameType of siteCategoryOrder) {
      const made = draftGames(vendor, gameType, seededRandom(`${vendor.vassalage}:${gameType}`), usedNames);
      if (made.length > 0) drafts.set(gameType, [...(drafts.get(gameType) ?? []), { vassalage: vendor.vassalage, games: made }]);
    }
  }

  const rows: GameCatalogue['games'] = [];
  const vendorGameCount = new Map<string, number>();
  for (const gameType of siteCategoryOrder) {
    // Vendors take turns, so a category's first page is not one vendor's.
    for (const [index, { vassalage, draft }] of interleave(drafts.get(gameType) ?? []).entries()) {
      const nodeId = `${gameType}-${String(index + 1).padStart(4, '0')}`;
      const vendorNumber = (vendorGameCount.get(vassalage) ?? 0) + 1;
      vendorGameCount.set(vassalage, vendorNumber);
      rows.push({
        nodeId,
        gameName: draft.gameName,
        nodeName: draft.gameName,
        searchName: searchKey(draft.gameName),
        vassalage,
        gameType,
        gameId: draft.isRoom ? null : `${vassalage}-${String(vendorNumber).padStart(4, '0')}`,
        roomId: draft.isRoom ? `${vassalage}-R${String(vendorNumber).padStart(3, '0')}` : null,
        showIcon: `game/${nodeId}.webp`,
        iconUrl: `game/${nodeId}.webp`,
        mobileLargeIcon: `game/${nodeId}-l.webp`,
        mobileSmallIcon: `game/${nodeId}-s.webp`,
        gameClassify: draft.gameClassify,
        gameClassifyNew: draft.gameClassifyNew,
        supportPlay: draft.supportPlay,
        minBet: draft.minBet,
        isNew: draft.isNew,
        hotRank: null,
        sortOrder: rows.length,
      });
    }
  }
  rankHotGames(rows);

  const catalogue: GameCatalogue = {
    categories: siteCategoryOrder.map((gameType, sortOrder) => ({ gameType, sortOrder })),
    vendors: vendorDefinitions.map((vendor, sortOrder) => ({
      vassalage: vendor.vassalage,
      name: vendor.name,
      mobileSmallIcon: `vendor/${vendor.vassalage}.svg`,
      sortOrder,
    })),
    vendorGameTypes: vendorDefinitions.flatMap((vendor) => vendor.listedUnder.map((gameType) => ({ gameType, vassalage: vendor.vassalage }))),
    games: rows,
  };
  checkListings(catalogue);
  return catalogue;
}

function draftGames(vendor: VendorDefinition, gameType: GameCategory, random: SeededRandom, usedNames: Set<string>): GameDraft[] {
  const count = vendor.gameCounts[gameType] ?? 0;
  const unusedName = (make: () => string): string => {
    for (let attempt = 0; attempt < 1_000; attempt += 1) {
      const name = make();
      if (!usedNames.has(name.toLowerCase())) {
        usedNames.add(name.toLowerCase());
        return name;
      }
    }
    throw new Error(`game catalogue: no unused ${gameType} name left for ${vendor.vassalage}`);
  };
  const game = (fields: Omit<GameDraft, 'gameName' | 'isNew'> & { name: () => string; newShare: number }): GameDraft => ({
    gameName: unusedName(fields.name),
    gameClassify: fields.gameClassify,
    gameClassifyNew: fields.gameClassifyNew,
    isRoom: fields.isRoom,
    minBet: fields.minBet,
    supportPlay: fields.supportPlay,
    isNew: random.chance(fields.newShare),
  });
  const times = <T>(n: number, make: (index: number) => T): T[] => Array.from({ length: n }, (_, index) => make(index));

  switch (gameType) {
    case 'SPORTS':
      return (vendor.rooms ?? []).map(([name, gameClassify]) =>
        game({ name: () => name, gameClassify, gameClassifyNew: gameClassify, isRoom: true, minBet: '1', supportPlay: 'Tradition', newShare: 0 }),
      );
    case 'RNG':
      return times(count, () => {
        const gameClassify = random.weighted([['SLOT', 75], ['ARCADE', 12], ['TABLE', 8], ['BINGO', 5]] as const);
        const gameClassifyNew =
          gameClassify === 'SLOT' ? random.weighted([['VIDEO_SLOT', 60], ['CLASSIC_SLOT', 25], ['JACKPOT_SLOT', 15]] as const) : gameClassify;
        return game({
          name: () => `${random.pick(slotAdjectives)} ${random.pick(slotNouns)} ${random.pick(rngEndings[gameClassify])}`,
          gameClassify,
          gameClassifyNew,
          isRoom: false,
          minBet: random.weighted([['0.01', 25], ['0.05', 20], ['0.1', 20], ['0.5', 15], ['0.75', 10], ['1', 10]] as const),
          supportPlay: 'Tradition',
          newShare: 0.15,
        });
      });
    case 'FISH':
      return times(count, () =>
        game({
          name: () => `${random.pick(fishAdjectives)} ${random.pick(fishCreatures)} ${random.pick(fishEndings)}`,
          gameClassify: 'FISHING',
          gameClassifyNew: 'FISHING',
          isRoom: false,
          minBet: random.pick(['0.01', '0.05', '0.1', '0.5']),
          supportPlay: 'Tradition',
          newShare: 0.15,
        }),
      );
    case 'LIVE': {
      const first = random.int(0, liveGames.length - 1);
      return times(count, (index) => {
        const [kind, gameClassify] = nth(liveGames, first + index);
        return game({
          name: () => `${kind} ${random.pick(liveTableLabels)}`,
          gameClassify,
          gameClassifyNew: gameClassify,
          isRoom: true,
          minBet: random.pick(['0.5', '1']),
          supportPlay: 'Tradition',
          newShare: 0.1,
        });
      });
    }
    case 'PVP': {
      const first = random.int(0, pvpGames.length - 1);
      return times(count, (index) => {
        const [kind, gameClassify] = nth(pvpGames, first + index);
        return game({
          name: () => `${kind} ${random.pick(pvpEndings)}`,
          gameClassify,
          gameClassifyNew: gameClassify,
          isRoom: false,
          minBet: random.pick(['0.1', '0.5', '1']),
          supportPlay: 'Tradition',
          newShare: 0.1,
        });
      });
    }
    case 'INHOUSE':
      return inHouseGames.slice(0, count).map(([name, gameClassify]) =>
        game({
          name: () => name,
          gameClassify,
          gameClassifyNew: gameClassify,
          isRoom: false,
          minBet: random.pick(['0.01', '0.05', '0.1']),
          supportPlay: 'Tradition',
          newShare: 0.2,
        }),
      );
    case 'LOTT':
    case 'ELOTT':
      return drawsOf(vendor, gameType).map(([draw, gameClassify]) =>
        game({
          name: () => drawName(vendor, draw),
          gameClassify,
          gameClassifyNew: gameClassify,
          isRoom: true,
          minBet: random.pick(['0.1', '0.5', '1']),
          supportPlay: random.pick(['Tradition', 'Entertainment', 'Tradition,Entertainment']),
          newShare: 0.1,
        }),
      );
  }
}

/** A lottery vendor's draws of one category (LOTT or ELOTT). */
function drawsOf(vendor: VendorDefinition, gameType: 'LOTT' | 'ELOTT') {
  return (gameType === 'LOTT' ? lotteryDraws : eLotteryDraws).slice(0, vendor.gameCounts[gameType] ?? 0);
}

function drawName(vendor: VendorDefinition, draw: string): string {
  return `${vendor.drawPrefix ?? vendor.name} ${draw}`;
}

let drawMinutes: ReadonlyMap<string, number> | undefined;

/** The minutes between two draws of each lottery game, by its name (game-names.ts). */
export function drawMinutesByName(): ReadonlyMap<string, number> {
  drawMinutes ??= new Map(
    vendorDefinitions.flatMap((vendor) =>
      (['LOTT', 'ELOTT'] as const).flatMap((gameType) =>
        drawsOf(vendor, gameType).map(([draw, , minutes]): [string, number] => [drawName(vendor, draw), minutes]),
      ),
    ),
  );
  return drawMinutes;
}

/** The item at `index`, counting round again past the end. */
function nth<T>(items: readonly [T, ...T[]], index: number): T {
  return items[index % items.length] ?? items[0];
}

/** One from each vendor in turn, until every vendor's list is used up. */
function interleave(lists: readonly { vassalage: string; games: readonly GameDraft[] }[]): { vassalage: string; draft: GameDraft }[] {
  const longest = Math.max(0, ...lists.map((list) => list.games.length));
  const merged: { vassalage: string; draft: GameDraft }[] = [];
  for (let round = 0; round < longest; round += 1) {
    for (const { vassalage, games: list } of lists) {
      const draft = list[round];
      if (draft) merged.push({ vassalage, draft });
    }
  }
  return merged;
}

/**
 * Hot games: evenly spread picks of each category (never the hidden vendor's), ranked in an order
 * mixed by their node ids, so the top of the list is not one category.
 */
function rankHotGames(rows: GameCatalogue['games']): void {
  const picks: GameCatalogue['games'] = [];
  for (const gameType of siteCategoryOrder) {
    const candidates = rows.filter((row) => row.gameType === gameType && row.vassalage !== hiddenVendor);
    const wanted = hotGamesPerCategory[gameType];
    const stride = Math.max(1, Math.floor(candidates.length / wanted));
    for (let index = 0; index < wanted && index * stride + index < candidates.length; index += 1) {
      // Shifted by one each time: a stride that is a multiple of the vendor count would pick one vendor.
      const pick = candidates[index * stride + index];
      if (pick) picks.push(pick);
    }
  }
  picks.sort((a, b) => hashOf(a.nodeId) - hashOf(b.nodeId));
  for (const [index, pick] of picks.entries()) pick.hotRank = index + 1;
}

/** Every vendor listed under a category has games of that category. */
function checkListings(catalogue: GameCatalogue): void {
  for (const { gameType, vassalage } of catalogue.vendorGameTypes) {
    if (!catalogue.games.some((game) => game.gameType === gameType && game.vassalage === vassalage)) {
      throw new Error(`game catalogue: ${vassalage} is listed under ${gameType} without games there`);
    }
  }
}

