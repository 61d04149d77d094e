import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  favouritePageSize,
  recentPageSize,
  type FavouriteChange,
  type FavouriteListQuery,
  type FavouriteListResponse,
  type GameCategory,
  type RecentListQuery,
  type RecentListResponse,
} from '../../contract';
import type { Database } from '../db/database';
import { favouriteGames, games, recentGames } from '../db/schema';
import { gameColumns, gameItem, gameOfVendor } from './games';

/*
 * A member's own game lists (shell-and-content §3, §4, §7): favourites and recently played games,
 * newest first. Both need a session; a game is named by its node id and vendor.
 */

interface MemberList {
  table: PgTable;
  memberId: AnyPgColumn;
  nodeId: AnyPgColumn;
  /** When the game joined the list: newest first. */
  at: AnyPgColumn;
}

const favouriteList: MemberList = {
  table: favouriteGames,
  memberId: favouriteGames.memberId,
  nodeId: favouriteGames.nodeId,
  at: favouriteGames.addedAt,
};
const recentList: MemberList = { table: recentGames, memberId: recentGames.memberId, nodeId: recentGames.nodeId, at: recentGames.playedAt };

interface Page {
  pageNum: number;
  pageSize: number;
  gameType: GameCategory | undefined;
  vassalage?: string;
}

/** One page of a member's list, newest first; a page past the end is empty. */
async function memberGamePage(db: Database, list: MemberList, memberId: number, page: Page): Promise<FavouriteListResponse> {
  const where = and(
    eq(list.memberId, memberId),
    page.gameType === undefined ? undefined : eq(games.gameType, page.gameType),
    page.vassalage === undefined ? undefined : eq(games.vassalage, page.vassalage),
  ) ?? sql`true`;
  const joined = sql`${list.table} INNER JOIN ${games} ON ${eq(games.nodeId, list.nodeId)}`;
  // Each row carries the total: one round trip; an empty page has no row, so it counts apart.
  const rows = await db
    .select({ ...gameColumns, total: sql<number>`(SELECT count(*) FROM ${joined} WHERE ${where})`.mapWith(Number) })
    .from(list.table)
    .innerJoin(games, eq(games.nodeId, list.nodeId))
    .where(where)
    .orderBy(desc(list.at), asc(list.nodeId))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const total =
    rows[0]?.total ?? (await db.select({ total: count() }).from(list.table).innerJoin(games, eq(games.nodeId, list.nodeId)).where(where))[0]?.total ?? 0;
  return { content: rows.map(({ total: _, ...row }) => gameItem(row)), pageNum: page.pageNum, totalPages: Math.ceil(total / page.pageSize) };
}

export function listFavourites(db: Database, memberId: number, query: FavouriteListQuery): Promise<FavouriteListResponse> {
  return memberGamePage(db, favouriteList, memberId, {
    pageNum: Number(query.pageNo ?? '1'),
    pageSize: Number(query.pageSize ?? favouritePageSize),
    gameType: query.gameType,
    vassalage: query.vassalage,
  });
}

/** The node ids of every favourite of the member, newest first. */
export async function favouriteIds(db: Database, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.addedAt), asc(favouriteGames.nodeId));
  return rows.map((row) => row.nodeId);
}

/**
 * Makes a game a favourite, or leaves it as it is when it already is one (its place in the list
 * stays). False when no game has that node id and vendor.
 */
export async function addFavourite(db: Database, memberId: number, change: FavouriteChange, now: Date): Promise<boolean> {
  const game = await gameOfVendor(db, change.nodeId, change.vendor);
  if (!game) return false;
  await db.insert(favouriteGames).values({ memberId, nodeId: game.nodeId, addedAt: now }).onConflictDoNothing();
  return true;
}

/** Removes a favourite, or nothing when it is not one. False when no game has that node id and vendor. */
export async function removeFavourite(db: Database, memberId: number, change: FavouriteChange): Promise<boolean> {
  const game = await gameOfVendor(db, change.nodeId, change.vendor);
  if (!game) return false;
  await db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, game.nodeId)));
  return true;
}

export function listRecentGames(db: Database, memberId: number, query: RecentListQuery): Promise<RecentListResponse> {
  return memberGamePage(db, recentList, memberId, {
    pageNum: Number(query.page ?? '1'),
    pageSize: Number(query.pageSize ?? recentPageSize),
    gameType: query.gameType,
  });
}

/** Records a game as played now: first in the recent list, once per game. A launch records it too. */
export async function recordRecentGame(db: Database, memberId: number, nodeId: string, now: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: now } });
}

/** `GET` add recent game: false when no game has that node id and vendor. */
export async function addRecentGame(db: Database, memberId: number, change: FavouriteChange, now: Date): Promise<boolean> {
  const game = await gameOfVendor(db, change.nodeId, change.vendor);
  if (!game) return false;
  await recordRecentGame(db, memberId, game.nodeId, now);
  return true;
}
