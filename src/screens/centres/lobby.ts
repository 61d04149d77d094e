import { gameCategorySchema, hiddenVendor, type GameListQuery, type GameMenu, type GameMenuVendor } from '../../../contract';

/** A vendor's lobby: the vendor under one category of the game menus. */
export type Lobby = { menu: GameMenu; vendor: GameMenuVendor };

/**
 * The lobby `/m/gameLobby?vendor=&gameType=` names: the vendor under that category, else under its
 * first category in the site's order (an old link may name a category the vendor left). None for an
 * unknown vendor or the hidden one (§2 DS88).
 */
export function findLobby(menus: readonly GameMenu[], vendor: string | undefined, gameType: string | undefined): Lobby | null {
  if (vendor === undefined || vendor === hiddenVendor) return null;
  const category = gameCategorySchema.safeParse(gameType);
  const named = menus.filter((menu) => category.success && menu.gameType === category.data);
  for (const menu of [...named, ...menus]) {
    const found = menu.vendors.find((entry) => entry.vassalage === vendor);
    if (found !== undefined) return { menu, vendor: found };
  }
  return null;
}

/** The lobby's first page of games, of one class or all (null). */
export function lobbyGamesQuery(lobby: Lobby, gameClassify: string | null, language: string, merchantCode: string): GameListQuery {
  return {
    gameType: lobby.menu.gameType,
    vassalage: lobby.vendor.vassalage,
    ...(gameClassify === null ? {} : { gameClassify }),
    language,
    merchant: merchantCode,
  };
}
