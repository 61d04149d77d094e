import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { appUpdateMachine, type AppUpdateEvent } from '../../machines/appUpdate.machine';

/** The machine with a service worker the test speaks for, and the page reloads it asked for. */
function startAppUpdate() {
  let report: (event: AppUpdateEvent) => void = () => {
    throw new Error('the watcher has not started');
  };
  let watching = false;
  const reloads: string[] = [];
  const actor = createActor(
    appUpdateMachine.provide({
      actors: {
        watchServiceWorker: fromCallback<AppUpdateEvent>(({ sendBack }) => {
          report = sendBack;
          watching = true;
          return () => {
            watching = false;
          };
        }),
      },
      actions: { reloadPage: () => reloads.push('reloadPage') },
    }),
  ).start();
  return { actor, report: (event: AppUpdateEvent) => report(event), reloads, watching: () => watching };
}

const tags = (actor: ReturnType<typeof startAppUpdate>['actor']) => [...actor.getSnapshot().tags].sort();

describe('app update machine', () => {
  it('watches the service worker from the start and shows nothing while the version is current', () => {
    const { actor, watching, reloads } = startAppUpdate();
    expect(watching()).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ watching: 'current' });
    expect(tags(actor)).toEqual([]);
    actor.send({ type: 'user.reload' });
    expect(reloads).toEqual([]);
  });

  it('a new version shows the notice; Reload loads the page once', () => {
    const { actor, report, reloads, watching } = startAppUpdate();
    report({ type: 'worker.updated' });
    expect(tags(actor)).toEqual(['updateReady']);
    actor.send({ type: 'user.reload' });
    expect(tags(actor)).toEqual(['reloading']);
    expect(reloads).toEqual(['reloadPage']);
    expect(watching()).toBe(false);
    actor.send({ type: 'user.reload' });
    actor.send({ type: 'worker.updated' });
    expect(reloads).toEqual(['reloadPage']);
  });

  it('Later hides the notice; a newer version shows it again', () => {
    const { actor, report, reloads } = startAppUpdate();
    report({ type: 'worker.updated' });
    actor.send({ type: 'user.dismiss' });
    expect(tags(actor)).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ watching: 'dismissed' });
    report({ type: 'worker.updated' });
    expect(tags(actor)).toEqual(['updateReady']);
    expect(reloads).toEqual([]);
  });

  it('without service workers it stops watching and shows nothing, whatever comes later', () => {
    const { actor, report, watching } = startAppUpdate();
    report({ type: 'worker.unavailable' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(tags(actor)).toEqual(['unavailable']);
    expect(watching()).toBe(false);
    actor.send({ type: 'worker.updated' });
    expect(tags(actor)).toEqual(['unavailable']);
  });

  it('a watcher that breaks leaves the app without updates, not broken', () => {
    const actor = createActor(
      appUpdateMachine.provide({
        actors: {
          watchServiceWorker: fromCallback(() => {
            throw new Error('no navigator');
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().status).toBe('active');
  });
});
