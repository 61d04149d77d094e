import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { balanceMachine } from '../../../machines/balance.machine';

type BalanceActor = ActorRefFrom<typeof balanceMachine>;

const BalanceContext = createContext<BalanceActor | null>(null);

/** The header balance's flag lives as long as the shell, so hiding it holds across pages. */
export function BalanceProvider({ logic, children }: { logic: typeof balanceMachine; children: ReactNode }) {
  const actor = useActorRef(logic);
  return <BalanceContext.Provider value={actor}>{children}</BalanceContext.Provider>;
}

export function useBalanceActor(): BalanceActor {
  const actor = useContext(BalanceContext);
  if (actor === null) throw new Error('useBalanceActor outside <BalanceProvider>');
  return actor;
}

export function useBalanceView() {
  const actor = useBalanceActor();
  const hidden = useSelector(actor, (s) => s.hasTag('balanceHidden'));
  const hiddenByUser = useSelector(actor, (s) => s.hasTag('hiddenByUser'));
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const refreshFailed = useSelector(actor, (s) => s.hasTag('refreshFailed'));
  return { actor, hidden, hiddenByUser, refreshing, refreshFailed };
}
