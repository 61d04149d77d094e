import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { balanceMachine } from '../../../machines/balance.machine';
import { walletQuery } from '../../api/memberQueries';
import { useAuthActor } from '../../app/hooks';

/** The balance machine with its real effect. */
export function useBalanceLogic() {
  const auth = useAuthActor();
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      balanceMachine.provide({
        actors: {
          // Fetches the wallet again even when the cached one is fresh (the home header reads that
          // query); a failure is the machine's visible state, never a silent retry.
          refreshBalance: fromPromise(async () => {
            const token = auth.getSnapshot().context.session?.token;
            if (token === undefined) return;
            await queryClient.fetchQuery({ ...walletQuery(token), staleTime: 0, retry: false });
          }),
        },
      }),
    [auth, queryClient],
  );
}
