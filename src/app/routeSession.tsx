import { getRouteApi, Outlet } from '@tanstack/react-router';
import type { SessionInfo } from '../../contract';
import { useIsSignedIn } from './hooks';

const memberPages = getRouteApi('/m/_session');
const agentPages = getRouteApi('/m/_agent');

/** The session a member page loaded with (the `/m/_session` layout's context). */
export function useMemberSession(): SessionInfo {
  return memberPages.useRouteContext({ select: (context) => context.session });
}

/** The session an agent page loaded with (the `/m/_agent` layout's context). */
export function useAgentSession(): SessionInfo {
  return agentPages.useRouteContext({ select: (context) => context.session });
}

/**
 * The pages of a session layout, while that session lasts. When it ends (a sign-out, an expiry)
 * the router loads again and its guard sends the page home; until then nothing renders or asks
 * with the token that ended.
 */
export function SessionOutlet() {
  return useIsSignedIn() ? <Outlet /> : null;
}
