import { prizeModeSchema, type LaunchGameQuery } from '../../../contract';
import type { LaunchGameSearch } from '../../routes/m/-search';

/**
 * The launch the address asks for, or null when it names nothing to launch: a game (vendor, game
 * id, node id), or a lottery (`playType=trad` with a prize mode and a draw code, `lobby` by
 * default). The game's way out leads `back`.
 */
export function launchQueryOf(search: LaunchGameSearch): LaunchGameQuery | null {
  const back = backPathOf(search);
  if (search.playType === 'trad') {
    const prizeMode = prizeModeSchema.safeParse(search.prize_mode);
    return prizeMode.success ? { playType: 'trad', prize_mode: prizeMode.data, code: search.code, back } : null;
  }
  const { vendor, gameId, nodeId } = search;
  if (!vendor || !gameId || !nodeId) return null;
  return { vendor, gameId, nodeId, skipChoice: search.skipChoice ?? '1', back };
}

/** Where "back" leads from a launch: the page that launched it, home for lottery (`pageBack=home`). */
export function backPathOf(search: LaunchGameSearch): string {
  return search.back ?? '/m/home';
}
