import { fromPromise } from 'xstate';
import { balanceMachine } from '../../../machines/balance.machine';
import { walletQuery } from '../../api/queries';
import { authActor } from '../../app/appActor';
import { queryClient } from '../../app/queryClient';

/** The balance machine with its real effect. */
export const balanceLogic = balanceMachine.provide({
  actors: {
    // Fetches the wallet again even when the cached one is fresh; the home header reads that query.
    refreshBalance: fromPromise(async () => {
      const token = authActor.getSnapshot().context.session?.token;
      if (token === undefined) return;
      await queryClient.fetchQuery({ ...walletQuery(token), staleTime: 0 });
    }),
  },
});
