import type { LaunchGameQuery } from '../../../contract';
import type { LaunchGameSearch } from '../../routes/m/-search';

/** The launch the address asks for, or null when it names no game; the game's way out leads `back`. */
export function launchQueryOf(search: LaunchGameSearch): LaunchGameQuery | null {
  const { vendor, gameId, nodeId } = search;
  if (!vendor || !gameId || !nodeId) return null;
  return { vendor, gameId, nodeId, skipChoice: search.skipChoice ?? '1', back: backPathOf(search) };
}

/** Where "back" leads from a launch: the page that launched it, home for lottery (`pageBack=home`). */
export function backPathOf(search: LaunchGameSearch): string {
  return search.back ?? '/m/home';
}
