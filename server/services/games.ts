import { and, asc, count, eq, isNotNull, lte, min, or, sql, type SQL } from 'drizzle-orm';
import {
  gamePageSize,
  vendorInfoSchema,
  type GameCategory,
  type GameItem,
  type GameListQuery,
  type GameListResponse,
  type GameMenu,
  type Vendor,
  type VendorEntry,
  type VendorInfo,
} from '../../contract';
import type { Database } from '../db/database';
import { siteGameCategories, games, vendorGameTypes, vendors } from '../db/schema';
import { literalLikePattern, searchKey } from '../lib/search-key';

/* The catalogue's read side (shell-and-content §2, §3, §7): the same for every site and visitor. */

/** The columns of a game item (§3); `gameItem` turns a row of them into one. */
export const gameColumns = {
  nodeId: games.nodeId,
  gameName: games.gameName,
  nodeName: games.nodeName,
  vassalage: games.vassalage,
  gameType: games.gameType,
  gameId: games.gameId,
  roomId: games.roomId,
  showIcon: games.showIcon,
  iconUrl: games.iconUrl,
  mobileLargeIcon: games.mobileLargeIcon,
  mobileSmallIcon: games.mobileSmallIcon,
  gameClassify: games.gameClassify,
  gameClassifyNew: games.gameClassifyNew,
  supportPlay: games.supportPlay,
  minBet: games.minBet,
  isNew: games.isNew,
};

export function gameItem(row: Omit<GameItem, 'minBet'> & { minBet: string }): GameItem {
  return { ...row, minBet: Number(row.minBet) };
}

function listConditions(query: GameListQuery): SQL | undefined {
  const name = searchKey(query.gameName ?? '').trim();
  return and(
    query.gameType === undefined ? undefined : eq(games.gameType, query.gameType),
    query.vassalage === undefined ? undefined : eq(games.vassalage, query.vassalage),
    query.gameClassify === undefined
      ? undefined
      : or(eq(games.gameClassify, query.gameClassify), eq(games.gameClassifyNew, query.gameClassify)),
    query.isNew === '1' ? eq(games.isNew, true) : undefined,
    // "Minimum bet 0.1" keeps what a 0.1 stake can play: games whose minimum bet is at most that.
    query.minBet === undefined ? undefined : lte(games.minBet, query.minBet),
    name === '' ? undefined : sql`${games.searchName} LIKE ${`%${literalLikePattern(name)}%`}`,
  );
}

function pageOf(query: GameListQuery) {
  return { pageNum: Number(query.pageNo ?? '1'), pageSize: Number(query.pageSize ?? gamePageSize) };
}

/**
 * The select of one page of the game list, each row carrying how many games match: one round trip
 * to the database instead of two (exported for its query plan's test).
 */
export function gamePageSelect(db: Database, query: GameListQuery) {
  const { pageNum, pageSize } = pageOf(query);
  const where = listConditions(query) ?? sql`true`;
  return db
    .select({ ...gameColumns, total: sql<number>`(SELECT count(*) FROM ${games} WHERE ${where})`.mapWith(Number) })
    .from(games)
    .where(where)
    .orderBy(asc(games.sortOrder), asc(games.nodeId))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
}

/** One page of the filtered list in the catalogue's order; a page past the end is empty. */
export async function listGames(db: Database, query: GameListQuery): Promise<GameListResponse> {
  const { pageNum, pageSize } = pageOf(query);
  const rows = await gamePageSelect(db, query);
  // An empty page has no row to carry the total.
  const total = rows[0]?.total ?? (await db.select({ total: count() }).from(games).where(listConditions(query)))[0]?.total ?? 0;
  return { games: rows.map(({ total: _, ...row }) => gameItem(row)), pageNum, totalPages: Math.ceil(total / pageSize) };
}

/** The hot games, hottest first, of every category or of one. */
export async function hotGames(db: Database, gameType: GameCategory | undefined): Promise<GameItem[]> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .where(and(isNotNull(games.hotRank), gameType === undefined ? undefined : eq(games.gameType, gameType)))
    .orderBy(asc(games.hotRank));
  return rows.map(gameItem);
}

/** The site's categories in its order (the client adds its HOT tab first). */
export async function siteGameTypes(db: Database): Promise<GameCategory[]> {
  const rows = await db.select({ gameType: siteGameCategories.gameType }).from(siteGameCategories).orderBy(asc(siteGameCategories.sortOrder));
  return rows.map((row) => row.gameType);
}

/** Vendors are listed under categories in the site's category order, then the vendors' order. */
async function listings(db: Database) {
  return db
    .select({ gameType: vendorGameTypes.gameType, vassalage: vendors.vassalage, name: vendors.name, mobileSmallIcon: vendors.mobileSmallIcon })
    .from(vendorGameTypes)
    .innerJoin(vendors, eq(vendors.vassalage, vendorGameTypes.vassalage))
    .innerJoin(siteGameCategories, eq(siteGameCategories.gameType, vendorGameTypes.gameType))
    .orderBy(asc(siteGameCategories.sortOrder), asc(vendors.sortOrder));
}

/** Every vendor in its order, with the categories it is listed under. */
export async function listVendors(db: Database): Promise<Vendor[]> {
  const rows = await db
    .select({ vassalage: vendors.vassalage, name: vendors.name, mobileSmallIcon: vendors.mobileSmallIcon })
    .from(vendors)
    .orderBy(asc(vendors.sortOrder));
  const listed = await listings(db);
  return rows.map((vendor) => ({
    ...vendor,
    gameTypes: listed.filter((listing) => listing.vassalage === vendor.vassalage).map((listing) => listing.gameType),
  }));
}

/** §3 vendor info: the categories in order with their vendors (`sorting`), and the same by category (`mapping`). */
export async function vendorInfo(db: Database): Promise<VendorInfo> {
  const categories = await siteGameTypes(db);
  const listed = await listings(db);
  const entriesOf = (gameType: GameCategory): VendorEntry[] =>
    listed
      .filter((listing) => listing.gameType === gameType)
      .map((listing) => ({ gameType, vassalage: listing.vassalage, accountTypeName: listing.name }));
  return vendorInfoSchema.parse({
    sorting: categories.map((gameCategory) => ({ gameCategory, vendorNames: entriesOf(gameCategory) })),
    mapping: Object.fromEntries(categories.map((gameType) => [gameType, entriesOf(gameType)])),
  });
}

/** The game a member names by node id and vendor (favourites, recent games), or undefined. */
export async function gameOfVendor(db: Database, nodeId: string, vendor: string): Promise<{ nodeId: string } | undefined> {
  const [game] = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(and(eq(games.nodeId, nodeId), eq(games.vassalage, vendor)));
  return game;
}

/** The distinct values, in the order they first come. */
function distinct(values: readonly (string | null)[]): string[] {
  return [...new Set(values.flatMap((value) => (value === null ? [] : [value])))];
}

/**
 * §7 game menus: every category in the site's order with the classes of its games, and the vendors
 * listed under it with their logo, how many games of it they have and those games' classes. Classes
 * come in catalogue order. The hidden vendor is there too: hiding it is the client's rule (§2).
 */
export async function gameMenus(db: Database): Promise<GameMenu[]> {
  const categories = await siteGameTypes(db);
  const listed = await listings(db);
  // One row per category, vendor and class: the database counts, the answer only groups a few dozen rows.
  const groups = await db
    .select({ gameType: games.gameType, vassalage: games.vassalage, gameClassify: games.gameClassify, games: count() })
    .from(games)
    .groupBy(games.gameType, games.vassalage, games.gameClassify)
    .orderBy(min(games.sortOrder));
  return categories.map((gameType) => {
    const ofCategory = groups.filter((group) => group.gameType === gameType);
    return {
      gameType,
      classes: distinct(ofCategory.map((group) => group.gameClassify)),
      vendors: listed
        .filter((listing) => listing.gameType === gameType)
        .map(({ vassalage, name, mobileSmallIcon }) => {
          const own = ofCategory.filter((group) => group.vassalage === vassalage);
          return {
            vassalage,
            name,
            mobileSmallIcon,
            gameCount: own.reduce((sum, group) => sum + group.games, 0),
            classes: distinct(own.map((group) => group.gameClassify)),
          };
        }),
    };
  });
}
