import { expect } from 'vitest';
import { errorCodes, type LaunchGameQuery } from '../../contract';
import { launchGameMachine } from '../../machines/launchGame.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

const query: LaunchGameQuery = { vendor: 'PXS', gameId: 'PXS-0001', nodeId: 'RNG-0001', skipChoice: '1' };
const gameUrl = '/wps/demo-game/play?ticket=t';

/** The game pages the machine opened, in order. */
const openedGames = (executed: readonly ExecutedAction[]) =>
  executed.flatMap((action) => (action.type === 'openGame' ? [action.params] : []));
const tags = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort();

defineModelTests({
  name: 'launchGame',
  machine: launchGameMachine,
  input: { query },
  events: {
    'platform answers': doneEvent('launchGame', { url: gameUrl }),
    'network fails': errorEvent('launchGame', apiError('client.network')),
    'no such game': errorEvent('launchGame', apiError(errorCodes.gameUnavailable)),
    retry: { type: 'user.retry' },
    back: { type: 'user.back' },
  },
  invariants: {
    launching: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['launching']);
      // The platform is asked for this game, and nothing is opened before it answers.
      expect(snapshot.children.launchGame).toBeDefined();
      expect(snapshot.context.failure).toBeNull();
      expect(openedGames(executed)).toEqual([]);
    },
    leaving: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['launching']);
      // The answered address, once, and nothing else runs.
      expect(openedGames(executed)).toEqual([{ url: gameUrl }]);
      expect(snapshot.children).toEqual({});
    },
    failed: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['canRetry', 'failed']);
      expect(snapshot.context.failure?.code).toBe('client.network');
      expect(openedGames(executed)).toEqual([]);
      expect(snapshot.children).toEqual({});
    },
    unavailable: (snapshot, executed) => {
      // No retry for a game that does not exist.
      expect(tags(snapshot)).toEqual(['failed']);
      expect(snapshot.context.failure?.code).toBe(errorCodes.gameUnavailable);
      expect(openedGames(executed)).toEqual([]);
    },
    wentBack: (snapshot, executed) => {
      expect(snapshot.status).toBe('done');
      expect(openedGames(executed)).toEqual([]);
    },
  },
});
