import { assign, fromPromise, setup } from 'xstate';
import { errorCodes, type LaunchGameQuery, type LaunchGameResponse } from '../contract';
import { toFailure, type Failure } from './support/failure';

/** A launch as the address gave it (a game or a lottery); null when it names nothing to launch. */
export type LaunchGameInput = { query: LaunchGameQuery | null };

export type LaunchGameContext = {
  query: LaunchGameQuery | null;
  failure: Failure | null;
};

export type LaunchGameEvent = { type: 'user.retry' } | { type: 'user.back' };

/** What a launch without a game, or with one the platform does not have, says. */
export const gameUnavailableFailure: Failure = {
  code: errorCodes.gameUnavailable,
  message: 'This game is not available',
  captchaRequired: false,
};

/**
 * Game launch (shell-and-content §2 /m/launchGame, §7): ask the platform for the game's address
 * and open it in place of the app; a failure says why and offers the way back, and a retry unless
 * the game does not exist. The
 * machine never navigates: `openGame` leaves the app, and the final `wentBack` tells the screen to
 * go back.
 */
export const launchGameMachine = setup({
  types: {
    context: {} as LaunchGameContext,
    events: {} as LaunchGameEvent,
    input: {} as LaunchGameInput,
  },
  actors: {
    /** Rejects with `gameUnavailableFailure` when the query names no game. */
    launchGame: fromPromise<LaunchGameResponse, LaunchGameQuery | null>(async () => {
      throw new Error('launchGame is provided by the screen');
    }),
  },
  actions: {
    /** Replaces the app with the game's page. */
    openGame: (_, _params: { url: string }) => {},
    noteFailure: assign((_, params: { failure: Failure }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    /** The platform has no such game: trying again cannot help. */
    isGameUnavailable: (_, params: { failure: Failure }) => params.failure.code === errorCodes.gameUnavailable,
  },
}).createMachine({
  id: 'launchGame',
  context: ({ input }) => ({ query: input.query, failure: null }),
  initial: 'launching',
  states: {
    launching: {
      tags: ['launching'],
      entry: 'clearFailure',
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => context.query,
        onDone: { target: 'leaving', actions: { type: 'openGame', params: ({ event }) => ({ url: event.output.url }) } },
        onError: [
          {
            guard: { type: 'isGameUnavailable', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            target: 'unavailable',
            actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          },
          { target: 'failed', actions: { type: 'noteFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
    },
    leaving: {
      tags: ['launching'],
    },
    failed: {
      tags: ['failed', 'canRetry'],
      on: {
        'user.retry': 'launching',
        'user.back': 'wentBack',
      },
    },
    unavailable: {
      tags: ['failed'],
      on: {
        'user.back': 'wentBack',
      },
    },
    wentBack: {
      type: 'final',
    },
  },
});
