import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { LaunchGameQuery } from '../../../contract';
import { gameUnavailableFailure, launchGameMachine } from '../../../machines/launchGame.machine';
import { launchGame } from '../../api/endpoints/games';
import { ApiError } from '../../api/errors';

/** The launch machine for this screen's lifetime: the platform call, and leaving for the game. */
export function useLaunchGameActor(query: LaunchGameQuery | null) {
  const [machine] = useState(() =>
    launchGameMachine.provide({
      actors: {
        launchGame: fromPromise(async ({ input }) => {
          if (input === null) throw new ApiError({ code: gameUnavailableFailure.code, message: gameUnavailableFailure.message });
          return launchGame(input);
        }),
      },
      actions: {
        // The game replaces this page in the history: the browser's back from the game returns to
        // where the game was launched from, not to a page that would launch it again.
        openGame: (_, params) => window.location.replace(params.url),
      },
    }),
  );
  return useActorRef(machine, { input: { query } });
}
