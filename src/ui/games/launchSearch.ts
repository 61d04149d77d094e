import { vendorLobby, type GameCategory, type GameItem, type HotMatch, type PrizeMode } from '../../../contract';

/** The query of a launch from a tile; a lottery launch (playType, prize_mode, code) is another. */
export type TileLaunchSearch = { vendor: string; gameId: string; nodeId: string; skipChoice: '1'; back: string };

/**
 * `/m/launchGame` for a game (shell-and-content §7): its vendor, its game id (a room's id for
 * sports, live and lottery), its node id, skipping the vendor's choice; `back` is where the game's
 * way out leads. A guest is sent to log in first and comes back to this launch.
 */
export function gameLaunchSearch(game: GameItem, back: string): TileLaunchSearch {
  return { vendor: game.vassalage, gameId: game.gameId ?? game.roomId ?? '', nodeId: game.nodeId, skipChoice: '1', back };
}

/** `/m/launchGame` for a hot match (shell-and-content §2): the vendor's game at the match's room and node. */
export function hotMatchLaunchSearch(match: HotMatch, back: string): TileLaunchSearch {
  return { vendor: match.vendor, gameId: match.roomId, nodeId: match.nodeId, skipChoice: '1', back };
}

/** `/m/launchGame` for a vendor that is one lobby (sports, live, lottery). */
export function vendorLobbySearch(vendor: string, back: string): TileLaunchSearch {
  return { vendor, gameId: vendorLobby, nodeId: vendorLobby, skipChoice: '1', back };
}

/** Where a vendor's tile leads: its lobby, or its games of one category. */
export type VendorDestination = { kind: 'lobby'; vendor: string } | { kind: 'gameList'; gameType: GameCategory; vassalage: string };

/** The draw code that opens the lottery's lobby instead of one draw (§2 /m/launchGame: default lobby). */
export const lotteryLobby = 'lobby';

/** The query of a lottery launch. */
export type LotteryLaunchSearch = { playType: 'trad'; prize_mode: PrizeMode; code: string; pageBack: 'home' };

/**
 * `/m/launchGame` for a lottery (shell-and-content §2): the traditional play type, the site's prize
 * mode, the draw's code, and home as the way back. A guest logs in first and comes back to it.
 */
export function lotteryLaunchSearch(code: string, prizeMode: PrizeMode): LotteryLaunchSearch {
  return { playType: 'trad', prize_mode: prizeMode, code, pageBack: 'home' };
}
