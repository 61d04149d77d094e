import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { gameListRequest, isMemberList, type GameListFilters } from '../../machines/support/gameListFilters';
import type { SessionInfo } from '../../contract';
import type { AuthActorRef } from './actorRefs';

/** Auth once it knows who the user is (at start-up it still reads the stored session). */
export async function settled(auth: AuthActorRef) {
  return waitFor(auth, (snapshot) => !snapshot.hasTag('pending'));
}

/**
 * Settings, change password and member pages need a session (accounts §6). The session is the
 * session layout route's context (`src/app/routeSession.ts`), for its loaders and screens.
 */
export async function requireSession(auth: AuthActorRef): Promise<SessionInfo> {
  const snapshot = await settled(auth);
  const { session } = snapshot.context;
  if (!snapshot.hasTag('signedIn') || session === null) throw redirect({ to: '/m/home', replace: true });
  return session;
}

/** Agent home: no session, or types 0, 4 and 40, go to /m/home (accounts §6). The agent's session, as `requireSession`'s. */
export async function requireAgent(auth: AuthActorRef): Promise<SessionInfo> {
  const snapshot = await settled(auth);
  const { session } = snapshot.context;
  if (!snapshot.hasTag('agent') || session === null) throw redirect({ to: '/m/home', replace: true });
  return session;
}

/**
 * Launching a game needs a session; guests are sent to log in (shell-and-content §2, §6) and come
 * back to the game they asked for (`href`, the location being loaded).
 */
export async function requireSessionToPlay(auth: AuthActorRef, href: string): Promise<void> {
  const snapshot = await settled(auth);
  if (!snapshot.hasTag('signedIn')) throw redirect({ to: '/m/login', search: { redirect: href }, replace: true });
}

/**
 * A guest who opens recent games or favourites (the quick tabs, or the FAV class) logs in first
 * and comes back to that list (shell-and-content §2, §6).
 */
export async function requireSessionForGameList(auth: AuthActorRef, filters: GameListFilters, href: string): Promise<void> {
  if (!isMemberList(gameListRequest(filters))) return;
  await requireSessionToPlay(auth, href);
}
