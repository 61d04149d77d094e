import {
  cockfightVendors,
  esportsVendor,
  hiddenVendor,
  type GameCategory,
  type GameItem,
  type VendorEntry,
  type VendorInfo,
} from '../../../contract';
import type { PopularTabId } from '../../../machines/popularGames.machine';
import type { VendorDestination } from '../../ui/games/launchSearch';

/**
 * The home tabs from the platform's vendor info (shell-and-content §2): what each tab shows and
 * in which order. Pure, so the rules are tested without a screen.
 */
export type PopularTab = {
  id: PopularTabId;
  /** HOT shows hot games; INHOUSE the in-house vendor's RNG games; the others their vendors. */
  shows: 'hotGames' | 'inHouseGames' | 'vendors';
  /** The tab's vendors in the platform's order, the hidden one left out. */
  vendors: readonly VendorEntry[];
};

export const hotTab: PopularTab = { id: 'HOT', shows: 'hotGames', vendors: [] };

/** The vendor no list shows (§2, §3: DS88). */
export function visibleVendors(entries: readonly VendorEntry[]): VendorEntry[] {
  return entries.filter((entry) => entry.vassalage !== hiddenVendor);
}

export function visibleGames(games: readonly GameItem[]): GameItem[] {
  return games.filter((game) => game.vassalage !== hiddenVendor);
}

const isCockfight = (entry: VendorEntry) => cockfightVendors.some((vendor) => vendor === entry.vassalage);

/** SPORTS vendors split three ways: e-sports (TF), cockfight, and the sportsbooks that are left. */
export function splitSports(entries: readonly VendorEntry[]) {
  return {
    sports: entries.filter((entry) => entry.vassalage !== esportsVendor && !isCockfight(entry)),
    esports: entries.filter((entry) => entry.vassalage === esportsVendor),
    cockfight: entries.filter(isCockfight),
  };
}

/**
 * The tabs in the platform's category order (`sorting`), with HOT first; each category shows its
 * `mapping` entries. SPORTS is followed by ESPORTS, and COCKFIGHT goes before FISH (last when the
 * site has no FISH). DS88 is left out everywhere, and a tab with no vendor left is not offered.
 */
export function popularTabs(info: VendorInfo): PopularTab[] {
  const tabs: PopularTab[] = [hotTab];
  let cockfight: VendorEntry[] = [];
  const seen = new Set<GameCategory>();
  for (const { gameCategory, vendorNames } of info.sorting) {
    if (seen.has(gameCategory)) continue;
    seen.add(gameCategory);
    const entries = visibleVendors(info.mapping[gameCategory] ?? vendorNames);
    if (gameCategory === 'SPORTS') {
      const split = splitSports(entries);
      tabs.push({ id: 'SPORTS', shows: 'vendors', vendors: split.sports }, { id: 'ESPORTS', shows: 'vendors', vendors: split.esports });
      cockfight = split.cockfight;
    } else {
      tabs.push({ id: gameCategory, shows: gameCategory === 'INHOUSE' ? 'inHouseGames' : 'vendors', vendors: entries });
    }
  }
  const fish = tabs.findIndex((tab) => tab.id === 'FISH');
  tabs.splice(fish < 0 ? tabs.length : fish, 0, { id: 'COCKFIGHT', shows: 'vendors', vendors: cockfight });
  return tabs.filter((tab) => tab.shows === 'hotGames' || tab.vendors.length > 0);
}

/** Categories whose vendor is one lobby (§2): its tile launches it; other vendors open their game list. */
const lobbyCategories: ReadonlySet<GameCategory> = new Set(['SPORTS', 'LIVE', 'LOTT', 'ELOTT']);

/** Where a vendor's tile leads: its lobby, or its games of that category. */
export function vendorDestination(entry: VendorEntry): VendorDestination {
  return lobbyCategories.has(entry.gameType)
    ? { kind: 'lobby', vendor: entry.vassalage }
    : { kind: 'gameList', gameType: entry.gameType, vassalage: entry.vassalage };
}
