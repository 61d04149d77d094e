import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { startupMachine } from '../../machines/startup.machine';
import { unknownFailure } from '../../machines/support/failure';
import type { StartupInfo } from '../../contract';
import { controlledPromise, type ControlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { rejectionOf } from '../support/placeholder-actors';
import { apiError, startupInfo } from '../support/fixtures';

type LoadStartup = ControlledPromise<StartupInfo, unknown>;

function startStartup() {
  const loadStartup = controlledPromise<StartupInfo>('loadStartup');
  const actor = createActor(startupMachine.provide({ actors: { loadStartup: loadStartup.logic } })).start();
  return { actor, loadStartup };
}

describe('startup machine', () => {
  it('is pending while start-up information loads, with nothing known yet', () => {
    const { actor, loadStartup } = startStartup();
    expect(startupMachine.id).toBe('startup');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ info: null, failure: null });
    expect(loadStartup.calls.map((call) => call.actorId)).toEqual(['loadStartup']);
  });

  it('fails the load, naming who provides it, when src/app does not', async () => {
    await expect(rejectionOf(startupMachine, 'loadStartup')).resolves.toEqual(
      new Error('loadStartup is provided by src/app'),
    );
  });

  it.each([
    { flags: { maintenance: false, regionRestricted: false }, state: 'normal', tag: 'ready' },
    { flags: { maintenance: true, regionRestricted: false }, state: 'maintenance', tag: 'maintenance' },
    { flags: { maintenance: true, regionRestricted: true }, state: 'maintenance', tag: 'maintenance' },
    { flags: { maintenance: false, regionRestricted: true }, state: 'regionRestricted', tag: 'regionRestricted' },
  ])(
    'goes to $state when maintenance=$flags.maintenance and region=$flags.regionRestricted',
    async ({ flags, state, tag }) => {
      const { actor, loadStartup } = startStartup();
      const info = startupInfo(flags);
      loadStartup.resolve(info);
      await settle();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe(state);
      expect([...snapshot.tags]).toEqual([tag]);
      expect(snapshot.context).toEqual({ info, failure: null });
    },
  );

  it('keeps the api error of a failed load', async () => {
    const { actor, loadStartup } = startStartup();
    loadStartup.reject(apiError('SYSTEM_BUSY'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      code: 'SYSTEM_BUSY',
      message: 'SYSTEM_BUSY message',
      captchaRequired: false,
    });
  });

  it('reports any other error as an unknown failure', async () => {
    const { actor, loadStartup } = startStartup();
    loadStartup.reject(new Error('network down'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(unknownFailure);
    expect(unknownFailure.code).toBe('unknown');
  });

  const firstOutcomes: Array<{ from: string; settleFirst: (fake: LoadStartup) => void }> = [
    { from: 'failed', settleFirst: (fake) => fake.reject(new Error('network down')) },
    { from: 'maintenance', settleFirst: (fake) => fake.resolve(startupInfo({ maintenance: true })) },
    { from: 'regionRestricted', settleFirst: (fake) => fake.resolve(startupInfo({ regionRestricted: true })) },
  ];
  it.each(firstOutcomes)('retries from $from by loading again', async ({ from, settleFirst }) => {
    const { actor, loadStartup } = startStartup();
    settleFirst(loadStartup);
    await settle();
    expect(actor.getSnapshot().value).toBe(from);

    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(loadStartup.calls).toHaveLength(2);

    const info = startupInfo();
    loadStartup.resolve(info);
    await settle();
    expect(actor.getSnapshot().value).toBe('normal');
    expect(actor.getSnapshot().context).toEqual({ info, failure: null });
  });

  it('ignores retry once the app is running normally', async () => {
    const { actor, loadStartup } = startStartup();
    loadStartup.resolve(startupInfo());
    await settle();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('normal');
    expect(loadStartup.calls).toHaveLength(1);
  });
});
