import type { GameItem } from '../../../contract';

export type GameIconSize = 'small' | 'large';

/**
 * The picture of a game (shell-and-content §3): the mobile icon of the size asked for, else the
 * other mobile size, else showIcon, else iconUrl; null when the game has none.
 */
export function gameIconPath(game: GameItem, size: GameIconSize): string | null {
  const mobile = size === 'large' ? [game.mobileLargeIcon, game.mobileSmallIcon] : [game.mobileSmallIcon, game.mobileLargeIcon];
  return [...mobile, game.showIcon, game.iconUrl].find((path) => path !== null && path !== '') ?? null;
}

/** gameName, else nodeName (§3). */
export function gameTitle(game: GameItem): string {
  return game.gameName || game.nodeName || '';
}
