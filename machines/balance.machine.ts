import { fromPromise, setup } from 'xstate';
import { specTimings } from './constants';

export type BalanceEvent =
  | { type: 'user.toggleBalance' }
  | { type: 'user.refreshBalance' }
  | { type: 'user.dismiss' };

/**
 * The header's balance (shell-and-content §2): the user hides or shows it, and a refresh hides it
 * until the wallet has been fetched again. Two regions, so a refresh never forgets the user's
 * choice: the balance is hidden while either says so (tag `balanceHidden`).
 */
export const balanceMachine = setup({
  types: {
    events: {} as BalanceEvent,
  },
  actors: {
    refreshBalance: fromPromise<void>(async () => {
      throw new Error('refreshBalance is provided by the header');
    }),
  },
  delays: {
    noticeAutoClose: specTimings.noticeAutoCloseMs,
  },
}).createMachine({
  id: 'balance',
  type: 'parallel',
  states: {
    visibility: {
      initial: 'shown',
      states: {
        shown: {
          on: { 'user.toggleBalance': 'hidden' },
        },
        hidden: {
          tags: ['balanceHidden', 'hiddenByUser'],
          on: { 'user.toggleBalance': 'shown' },
        },
      },
    },
    refresh: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.refreshBalance': 'refreshing' },
        },
        refreshing: {
          tags: ['balanceHidden', 'refreshing'],
          invoke: {
            id: 'refreshBalance',
            src: 'refreshBalance',
            onDone: 'idle',
            onError: 'failed',
          },
        },
        failed: {
          tags: ['refreshFailed'],
          after: {
            noticeAutoClose: 'idle',
          },
          on: {
            'user.refreshBalance': 'refreshing',
            'user.dismiss': 'idle',
          },
        },
      },
    },
  },
});
