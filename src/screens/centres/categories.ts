import type { VendorEntry, VendorInfo } from '../../../contract';
import { popularTabs, type PopularTab } from '../home/popularTabs';

/*
 * The centres read the categories exactly as home's tabs do (src/screens/home/popularTabs.ts: the
 * platform's order, e-sports after sports, cockfighting before fishing, DS88 left out), so the
 * three never disagree.
 */

/** The game centre's categories: home's tabs but HOT, which is a list of games, not a category. */
export function centreCategories(info: VendorInfo): PopularTab[] {
  return popularTabs(info).filter((tab) => tab.shows !== 'hotGames');
}

/** The slots centre's vendors: home's RNG tab. */
export function slotVendors(info: VendorInfo): readonly VendorEntry[] {
  return popularTabs(info).find((tab) => tab.id === 'RNG')?.vendors ?? [];
}
