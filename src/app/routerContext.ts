import type { QueryClient } from '@tanstack/react-query';
import type { AuthActorRef, LanguageActorRef } from './actorRefs';

/**
 * The router context holds actor refs, never a React snapshot (DESIGN.md): auth for the guards,
 * language for the loaders that start a screen's queries in the language it shows.
 */
export type RouterContext = { auth: AuthActorRef; language: LanguageActorRef; queryClient: QueryClient };
