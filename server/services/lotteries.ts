import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { vendorLobby, type Lottery, type PrizeMode } from '../../contract';
import type { Database } from '../db/database';
import { drawMinutesByName } from '../db/game-catalogue';
import { games, vendors } from '../db/schema';

/*
 * Lotteries by prize mode (shell-and-content §4 Prize mode, §7 lottery list): the lottery mode
 * lists the LOTT draws; the e-lottery mode, whose platform runs both, the ELOTT draws and then the
 * LOTT draws. Each in catalogue order.
 */

const drawTypes = { LOTTERY: ['LOTT'], ELOTTERY: ['ELOTT', 'LOTT'] } as const;

export async function lotteryList(db: Database, prizeMode: PrizeMode): Promise<Lottery[]> {
  const rows = await db
    .select({
      code: games.roomId,
      name: games.gameName,
      vassalage: games.vassalage,
      vendorName: vendors.name,
      gameType: games.gameType,
      nodeId: games.nodeId,
      icon: games.showIcon,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(and(inArray(games.gameType, [...drawTypes[prizeMode]]), isNotNull(games.roomId)))
    .orderBy(sql`${games.gameType} = 'LOTT'`, asc(games.sortOrder));
  const minutes = drawMinutesByName();
  // Only draws: a lottery game is a room with an interval (tests/server/lotteries.test.ts checks none is left out).
  return rows.flatMap(({ code, gameType, ...row }) => {
    const drawMinutes = minutes.get(row.name);
    return code !== null && drawMinutes !== undefined && (gameType === 'LOTT' || gameType === 'ELOTT')
      ? [{ ...row, code, gameType, drawMinutes }]
      : [];
  });
}

/** The draw a lottery launch names by its code in that prize mode's list; `lobby` is the first one. */
export async function lotteryDraw(db: Database, prizeMode: PrizeMode, code: string): Promise<Lottery | undefined> {
  const list = await lotteryList(db, prizeMode);
  return code === vendorLobby ? list[0] : list.find((lottery) => lottery.code === code);
}
