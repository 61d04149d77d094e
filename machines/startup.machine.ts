import { assign, fromPromise, setup } from 'xstate';
import type { StartupInfo } from '../contract';
import { toFailure, type Failure } from './support/failure';

export type StartupContext = {
  info: StartupInfo | null;
  failure: Failure | null;
};

/**
 * Start-up state (shell-and-content §2): 0 normal, 1 maintenance (also when maintenance and
 * region restriction are both on), 2 region restriction; a failed load offers a retry.
 */
export const startupMachine = setup({
  types: {
    context: {} as StartupContext,
    events: {} as { type: 'user.retry' },
  },
  actors: {
    loadStartup: fromPromise<StartupInfo>(async () => {
      throw new Error('loadStartup is provided by src/app');
    }),
  },
  guards: {
    isMaintenance: (_, params: { info: StartupInfo }) => params.info.maintenance,
    isRegionRestricted: (_, params: { info: StartupInfo }) => params.info.regionRestricted,
  },
  actions: {
    storeInfo: assign((_, params: { info: StartupInfo }) => ({ info: params.info, failure: null })),
  },
}).createMachine({
  id: 'startup',
  context: { info: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'loadStartup',
        src: 'loadStartup',
        onDone: [
          {
            guard: { type: 'isMaintenance', params: ({ event }) => ({ info: event.output }) },
            target: 'maintenance',
            actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
          },
          {
            guard: { type: 'isRegionRestricted', params: ({ event }) => ({ info: event.output }) },
            target: 'regionRestricted',
            actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
          },
          {
            target: 'normal',
            actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    normal: { tags: ['ready'] },
    maintenance: {
      tags: ['maintenance'],
      on: { 'user.retry': 'loading' },
    },
    regionRestricted: {
      tags: ['regionRestricted'],
      on: { 'user.retry': 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading' },
    },
  },
});
