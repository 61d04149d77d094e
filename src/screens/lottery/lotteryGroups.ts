import { hiddenVendor, type Lottery } from '../../../contract';

export type LotteryGroup = { vassalage: string; vendorName: string; lotteries: Lottery[] };

/** The lotteries a list shows: all but the hidden vendor's (§2 DS88), in the platform's order. */
export function visibleLotteries(lotteries: readonly Lottery[]): Lottery[] {
  return lotteries.filter((lottery) => lottery.vassalage !== hiddenVendor);
}

/** The lotteries by vendor, vendors in the order of their first draw, draws in the platform's order. */
export function lotteryGroups(lotteries: readonly Lottery[]): LotteryGroup[] {
  const groups = new Map<string, LotteryGroup>();
  for (const lottery of lotteries) {
    const group = groups.get(lottery.vassalage) ?? { vassalage: lottery.vassalage, vendorName: lottery.vendorName, lotteries: [] };
    group.lotteries.push(lottery);
    groups.set(lottery.vassalage, group);
  }
  return [...groups.values()];
}
