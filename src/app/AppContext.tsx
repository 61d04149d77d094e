import { createContext, useContext, type ReactNode } from 'react';
import type { AppActorRef } from './actorRefs';

const AppContext = createContext<AppActorRef | null>(null);

/** Makes the app actor reachable by the hooks below it (src/app/hooks.ts). */
export function AppProvider({ app, children }: { app: AppActorRef; children: ReactNode }) {
  return <AppContext.Provider value={app}>{children}</AppContext.Provider>;
}

export function useApp(): AppActorRef {
  const app = useContext(AppContext);
  if (app === null) throw new Error('useApp outside <AppProvider>');
  return app;
}
