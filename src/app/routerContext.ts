import type { QueryClient } from '@tanstack/react-query';
import type { AuthActorRef } from './hooks';

/** The router context holds the auth actor ref, never a React snapshot (DESIGN.md). */
export type RouterContext = { auth: AuthActorRef; queryClient: QueryClient };
