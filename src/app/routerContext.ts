import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../contract';
import type { AuthActorRef, LanguageActorRef } from './actorRefs';

/**
 * The router context holds actor refs, never a React snapshot (docs/architecture.md): auth for the guards,
 * language for the loaders that start a screen's queries in the language it shows.
 */
export type RouterContext = { auth: AuthActorRef; language: LanguageActorRef; queryClient: QueryClient };

/** The context of a page under a session layout (`/m/_session`, `/m/_agent`): its session too. */
export type SessionRouteContext = RouterContext & { session: SessionInfo };
