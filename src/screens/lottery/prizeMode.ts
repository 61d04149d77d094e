import { eLotteryVendor, type PrizeMode, type VendorInfo } from '../../../contract';

/** The vendors whose ELOTT entry makes the lotteries e-lotteries (shell-and-content §4). */
const eLotteryVendors: ReadonlySet<string> = new Set([eLotteryVendor, 'LOTT']);

/**
 * §4 prize mode: the e-lottery mode when the site lists TCG_LOTTO_VN or LOTT under ELOTT, else the
 * lottery mode. ELOTT's entries are its `mapping`, or its `sorting` entry when the mapping has none
 * (as home's tabs read them).
 */
export function prizeModeOf(info: VendorInfo): PrizeMode {
  const entries = info.mapping.ELOTT ?? info.sorting.find((category) => category.gameCategory === 'ELOTT')?.vendorNames ?? [];
  return entries.some((entry) => eLotteryVendors.has(entry.vassalage)) ? 'ELOTTERY' : 'LOTTERY';
}
