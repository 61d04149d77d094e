import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { blockedMemberType, vendorLobby, type GameLaunchQuery, type LaunchGameQuery } from '../../contract';
import type { ActiveSession, PlatformContext } from '../context';
import { games, launchTickets, members, vendors } from '../db/schema';
import { newToken, sha256Hex } from '../lib/tokens';
import { lotteryDraw } from './lotteries';
import { recordRecentGame } from './member-games';
import { walletBalance } from './members';

/** A launch ticket opens the game page once, within this time. */
export const launchTicketSeconds = 60;
export const demoGamePagePath = '/wps/demo-game/play';

export type LaunchOutcome = { kind: 'launched'; url: string } | { kind: 'unavailable' } | { kind: 'blocked' };

/**
 * Launches a game for a member (shell-and-content §7): the game must exist with that vendor and game
 * or room id; a lottery (§2 playType=trad) must be a draw of its prize mode's list. The launch is
 * recorded as recently played, and answers the game page's address with a one-time ticket: a
 * vendor's launch URL carries such a credential, so it is single use, lives a minute, is stored only
 * hashed, and is never the session token. A blocked member (type 4) plays nothing.
 */
export async function launchGame(ctx: PlatformContext, session: ActiveSession, query: LaunchGameQuery): Promise<LaunchOutcome> {
  const [member] = await ctx.db.select({ type: members.type }).from(members).where(eq(members.id, session.memberId));
  if (!member || member.type === blockedMemberType) return { kind: 'blocked' };
  const game = 'playType' in query ? await lotteryDraw(ctx.db, query.prize_mode, query.code) : (await launchedGame(ctx, query))[0];
  if (!game) return { kind: 'unavailable' };
  const now = ctx.now();
  await recordRecentGame(ctx.db, session.memberId, game.nodeId, now);
  const ticket = newToken();
  await ctx.db.insert(launchTickets).values({
    ticketHash: sha256Hex(ticket),
    memberId: session.memberId,
    nodeId: game.nodeId,
    backPath: query.back ?? '/m/home',
    createdAt: now,
    expiresAt: new Date(now.getTime() + launchTicketSeconds * 1000),
  });
  return { kind: 'launched', url: `${demoGamePagePath}?${new URLSearchParams({ ticket })}` };
}

/**
 * The game a launch names, or for a vendor's lobby (`vendorLobby`) the vendor's first room in the
 * catalogue's order, which stands in for the lobby a real vendor opens; a vendor without rooms has
 * no lobby.
 */
function launchedGame(ctx: PlatformContext, query: GameLaunchQuery) {
  const select = ctx.db.select({ nodeId: games.nodeId }).from(games);
  if (query.gameId === vendorLobby && query.nodeId === vendorLobby) {
    return select
      .where(and(eq(games.vassalage, query.vendor), isNotNull(games.roomId)))
      .orderBy(asc(games.sortOrder))
      .limit(1);
  }
  return select.where(
    and(
      eq(games.nodeId, query.nodeId),
      eq(games.vassalage, query.vendor),
      or(eq(games.gameId, query.gameId), eq(games.roomId, query.gameId)),
    ),
  );
}

export type OpenedGame = { gameName: string; vendorName: string; balance: number; backPath: string };

/** Spends a ticket: the game it opens and the member's balance, or null when it is spent, expired or unknown. */
export async function openGameWithTicket(ctx: PlatformContext, ticket: string): Promise<OpenedGame | null> {
  const now = ctx.now();
  const [spent] = await ctx.db
    .update(launchTickets)
    .set({ usedAt: now })
    .where(and(eq(launchTickets.ticketHash, sha256Hex(ticket)), isNull(launchTickets.usedAt), gt(launchTickets.expiresAt, now)))
    .returning({ memberId: launchTickets.memberId, nodeId: launchTickets.nodeId, backPath: launchTickets.backPath });
  if (!spent) return null;
  const [game] = await ctx.db
    .select({ gameName: games.gameName, vendorName: vendors.name })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(eq(games.nodeId, spent.nodeId));
  if (!game) return null;
  const { sumBalance } = await walletBalance(ctx.db, spent.memberId);
  return { ...game, balance: sumBalance, backPath: spent.backPath };
}
