import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorCodes, type LaunchGameQuery, type LaunchGameResponse } from '../../contract';
import { launchGameMachine } from '../../machines/launchGame.machine';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError } from '../support/fixtures';

const query: LaunchGameQuery = { vendor: 'PXS', gameId: 'PXS-0001', nodeId: 'RNG-0001', skipChoice: '1' };

function startLaunch(input: LaunchGameQuery | null = query) {
  const launch = controlledPromise<LaunchGameResponse, LaunchGameQuery | null>('launchGame');
  const opened: string[] = [];
  const actor = createActor(
    launchGameMachine.provide({
      actors: { launchGame: launch.logic },
      actions: { openGame: (_, params) => opened.push(params.url) },
    }),
    { input: { query: input } },
  ).start();
  return { actor, launch, opened };
}

describe('launchGame machine', () => {
  it('asks the platform for the game at once and opens the address it answers', async () => {
    const { actor, launch, opened } = startLaunch();
    expect(actor.getSnapshot().hasTag('launching')).toBe(true);
    expect(launch.calls.map((call) => call.input)).toEqual([query]);
    launch.resolve({ url: '/wps/demo-game/play?ticket=t' });
    await settle();
    expect(opened).toEqual(['/wps/demo-game/play?ticket=t']);
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(actor.getSnapshot().hasTag('launching')).toBe(true);
  });

  it('says why a launch failed, and a retry asks again with the same game', async () => {
    const { actor, launch, opened } = startLaunch();
    launch.reject(apiError('client.network'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect([...actor.getSnapshot().tags].sort()).toEqual(['canRetry', 'failed']);
    expect(actor.getSnapshot().context.failure?.code).toBe('client.network');

    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('launching')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(launch.calls.map((call) => call.input)).toEqual([query, query]);
    launch.resolve({ url: '/game' });
    await settle();
    expect(opened).toEqual(['/game']);
  });

  it('offers no retry for a game the platform does not have, only the way back', async () => {
    const { actor, launch } = startLaunch();
    launch.reject(apiError(errorCodes.gameUnavailable));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect([...actor.getSnapshot().tags]).toEqual(['failed']);
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(launch.calls).toHaveLength(1);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('hands an address that names no game to the launch effect, whose refusal it shows', async () => {
    const { actor, launch } = startLaunch(null);
    expect(launch.calls.map((call) => call.input)).toEqual([null]);
    launch.reject(apiError(errorCodes.gameUnavailable));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('ignores back while launching: the game is on its way', () => {
    const { actor } = startLaunch();
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('launching');
  });
});
