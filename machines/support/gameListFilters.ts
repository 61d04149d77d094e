import { minBetOptions, type GameCategory, type GameListQuery } from '../../contract/games';

/*
 * What the game list shows (shell-and-content §2 Game list screen, §4 Game list, §5): the filters
 * the address holds, the rules between them, and what to ask the platform for. Pure: the machine,
 * the route and the screen all read the same rules.
 */

/** The all tab and the quick tabs (§4). */
export const gameListTabs = ['all', 'recent', 'fav', 'hot'] as const;
export type GameListTab = (typeof gameListTabs)[number];

/** §5 minimum bet options; "all" is no minimum bet (null). */
export const minBets = minBetOptions;
export type MinBet = (typeof minBets)[number];

/** The class tabs every list has (§3 game selection types); any other class is a vendor class (e.g. SLOT). */
export const fixedClassifies = ['ALL', 'NEW', 'FAV'] as const;
export type FixedClassify = (typeof fixedClassifies)[number];

/** The platform's bounds on the texts (contract/games.ts gameListQuerySchema). */
export const gameNameMaxLength = 60;
const codeMaxLength = 32;

export type GameListFilters = {
  /** The category (`gameType`); null lists every category (a vendor's games from its tile). */
  gameType: GameCategory | null;
  tab: GameListTab;
  /** 'ALL', 'NEW', 'FAV' or a vendor class. */
  classify: string;
  /** The vendor's code; null for every vendor. */
  vassalage: string | null;
  /** Only for RNG; null for all. */
  minBet: MinBet | null;
  /** A part of the name; '' for no search. */
  gameName: string;
};

export function isGameListTab(value: unknown): value is GameListTab {
  return gameListTabs.some((tab) => tab === value);
}

export function isMinBet(value: unknown): value is MinBet {
  return minBets.some((minBet) => minBet === value);
}

export function isFixedClassify(value: unknown): value is FixedClassify {
  return fixedClassifies.some((classify) => classify === value);
}

/** §4: NEW when the category is RNG and the all tab is chosen; otherwise ALL. */
export function defaultClassify(gameType: GameCategory | null, tab: GameListTab): FixedClassify {
  return gameType === 'RNG' && tab === 'all' ? 'NEW' : 'ALL';
}

function cleanText(text: string, maxLength: number): string {
  return text.trim().slice(0, maxLength).trim();
}

/**
 * The one place the rules between the filters live; every other function here ends in it.
 *
 * - The tab defaults to all; the class to `defaultClassify`.
 * - A quick tab (recent, fav, hot) is a list of its own: it keeps the category and nothing else
 *   (the class is its default, ALL; no vendor, minimum bet or name).
 * - In the all tab: the minimum bet applies only to RNG; the FAV class asks the favourites, which
 *   take a vendor but neither a name nor a minimum bet, so those are cleared with it.
 * - Texts are trimmed and bounded as the platform bounds them (name 60, codes 32); an empty or
 *   over-long vendor is no vendor, an empty or over-long class the default one.
 */
export function normalizeFilters(partial: Partial<GameListFilters>): GameListFilters {
  const gameType = partial.gameType ?? null;
  const tab = partial.tab ?? 'all';
  const classify = (partial.classify ?? '').trim();
  const vassalage = (partial.vassalage ?? '').trim();
  if (tab !== 'all') {
    return { gameType, tab, classify: defaultClassify(gameType, tab), vassalage: null, minBet: null, gameName: '' };
  }
  const chosenClassify = classify === '' || classify.length > codeMaxLength ? defaultClassify(gameType, tab) : classify;
  const favourites = chosenClassify === 'FAV';
  return {
    gameType,
    tab,
    classify: chosenClassify,
    vassalage: vassalage === '' || vassalage.length > codeMaxLength ? null : vassalage,
    minBet: gameType === 'RNG' && !favourites ? (partial.minBet ?? null) : null,
    gameName: favourites ? '' : cleanText(partial.gameName ?? '', gameNameMaxLength),
  };
}

export function sameFilters(a: GameListFilters, b: GameListFilters): boolean {
  return (
    a.gameType === b.gameType &&
    a.tab === b.tab &&
    a.classify === b.classify &&
    a.vassalage === b.vassalage &&
    a.minBet === b.minBet &&
    a.gameName === b.gameName
  );
}

/** The class the all tab keeps after a choice made elsewhere: a quick tab has none to keep. */
function keptClassify(filters: GameListFilters): string {
  return filters.tab === 'all' ? filters.classify : defaultClassify(filters.gameType, 'all');
}

/**
 * The user chose a tab: page 1 of it with its default class (§4). Leaving the all tab drops its
 * vendor, class, minimum bet and name (see `normalizeFilters`). The tab already shown changes nothing.
 */
export function withTab(filters: GameListFilters, tab: GameListTab): GameListFilters {
  if (tab === filters.tab) return filters;
  return normalizeFilters({ gameType: filters.gameType, tab });
}

/** The user chose a class tab (or a class in the filter drawer): the all tab with that class. */
export function withClassify(filters: GameListFilters, classify: string): GameListFilters {
  return normalizeFilters({ ...filters, tab: 'all', classify });
}

/**
 * The user chose a vendor (carousel or drawer): the all tab with that vendor. The vendor already
 * chosen, chosen again, clears it. A vendor class gives way to the default class with another vendor
 * (the class tabs are the vendor's); ALL, NEW and FAV stay. No vendor when none is chosen changes nothing.
 */
export function withVendor(filters: GameListFilters, vassalage: string | null): GameListFilters {
  const next = vassalage === filters.vassalage ? null : vassalage;
  if (next === filters.vassalage) return filters;
  const kept = keptClassify(filters);
  const classify = next !== null && !isFixedClassify(kept) ? defaultClassify(filters.gameType, 'all') : kept;
  return normalizeFilters({ ...filters, tab: 'all', vassalage: next, classify });
}

/**
 * The user chose a minimum bet (RNG only: elsewhere it changes nothing): the all tab with it. The
 * favourites have no minimum bet, so choosing one leaves FAV for the default class.
 */
export function withMinBet(filters: GameListFilters, minBet: MinBet | null): GameListFilters {
  if (minBet === filters.minBet) return filters;
  const kept = keptClassify(filters);
  // FAV has no minimum bet to clear (see normalizeFilters), so the choice here is always one.
  const classify = kept === 'FAV' ? defaultClassify(filters.gameType, 'all') : kept;
  return normalizeFilters({ ...filters, tab: 'all', minBet, classify });
}

/**
 * The user searched (Enter, §5): the all tab, every class (ALL), the vendor and minimum bet kept,
 * that name. An empty search clears the name and nothing else.
 */
export function withSearch(filters: GameListFilters, text: string): GameListFilters {
  const gameName = cleanText(text, gameNameMaxLength);
  if (gameName === '') return normalizeFilters({ ...filters, gameName: '' });
  return normalizeFilters({ ...filters, tab: 'all', classify: 'ALL', gameName });
}

/** The empty state's way out: the category's all tab with its default class, nothing else. */
export function withoutFilters(filters: GameListFilters): GameListFilters {
  return normalizeFilters({ gameType: filters.gameType });
}

/**
 * What to ask the platform for (§7), one page at a time. Fields are left out when they do not
 * narrow the list, so the request maps straight onto the contract's query and a query key.
 */
export type GameListRequest =
  | {
      /** `GET` game list. */
      source: 'list';
      gameType?: GameCategory;
      vassalage?: string;
      gameClassify?: string;
      isNew?: '1';
      minBet?: MinBet;
      gameName?: string;
    }
  /** `GET` favourite game list: the fav tab, or the FAV class (which may name a vendor). */
  | { source: 'fav'; gameType?: GameCategory; vassalage?: string }
  /** `GET` recent game list. */
  | { source: 'recent'; gameType?: GameCategory }
  /** `GET` hot games. */
  | { source: 'hot'; gameType?: GameCategory };

type ClassParams = { gameClassify?: string; isNew?: '1' };

function classParams(classify: string): ClassParams {
  if (classify === 'ALL') return {};
  if (classify === 'NEW') return { isNew: '1' };
  return { gameClassify: classify };
}

export function gameListRequest(filters: GameListFilters): GameListRequest {
  const gameType = filters.gameType === null ? {} : { gameType: filters.gameType };
  const vassalage = filters.vassalage === null ? {} : { vassalage: filters.vassalage };
  if (filters.tab !== 'all') return { source: filters.tab, ...gameType };
  if (filters.classify === 'FAV') return { source: 'fav', ...gameType, ...vassalage };
  return {
    source: 'list',
    ...gameType,
    ...vassalage,
    ...classParams(filters.classify),
    ...(filters.minBet === null ? {} : { minBet: filters.minBet }),
    ...(filters.gameName === '' ? {} : { gameName: filters.gameName }),
  };
}

/** A vendor list's request: the one list a guest and a member see alike. */
export type VendorListRequest = Extract<GameListRequest, { source: 'list' }>;

/**
 * The list call's query for page `pageNo` of a vendor list, as the app sends it; the front-end
 * server asks the same for the first page it writes into the page (issue 14).
 */
export function listPageQuery(request: VendorListRequest, pageNo: number, language: string, merchant: string): GameListQuery {
  const { source: _, ...filters } = request;
  return { platform: 'html5', clientType: '2', ...filters, pageNo: String(pageNo), language, merchant };
}

/** Favourites and recent games are a member's own: a guest logs in to see them (§6). */
export function isMemberList(request: GameListRequest): boolean {
  return request.source === 'fav' || request.source === 'recent';
}
