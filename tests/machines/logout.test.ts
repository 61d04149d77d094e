import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, type EventObject } from 'xstate';
import { specTimings } from '../../machines/constants';
import { logoutMachine, signOutLoadingLimitMs, type SignOutOrigin } from '../../machines/logout.machine';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { rejectionOf } from '../support/placeholder-actors';

function startLogout(origin: SignOutOrigin = 'settings') {
  const logout = controlledPromise<void>('logout');
  const effects: string[] = [];
  const progressLimits: number[] = [];
  // The app that runs the sign-out: it hears that the session ended (and tells auth).
  const app = createActor(createMachine({ on: { 'logout.sessionEnded': { actions: () => effects.push('endSession') } } })).start();
  const actor = createActor(
    logoutMachine.provide({
      actors: {
        logout: logout.logic,
        // The loading message: shown while its state lasts.
        signingOutMessage: fromCallback<EventObject, { limitMs: number }>(({ input }) => {
          effects.push('showProgress');
          progressLimits.push(input.limitMs);
          return () => effects.push('hideProgress');
        }),
      },
      actions: {
        clearLocalData: () => effects.push('clearLocalData'),
        announceLocalSignOut: () => effects.push('announceLocalSignOut'),
      },
    }),
    { input: { origin }, parent: app },
  ).start();
  return { actor, logout, effects, progressLimits };
}

describe('logout machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts by asking for confirmation and does nothing else', () => {
    const { actor, logout, effects } = startLogout();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(logout.calls).toHaveLength(0);
    expect(effects).toEqual([]);
  });

  it('cancelling keeps the session: no call, nothing cleared', () => {
    const { actor, logout, effects } = startLogout();
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({ signedOut: false, platformCallFailed: false });
    expect(logout.calls).toHaveLength(0);
    expect(effects).toEqual([]);
  });

  it('confirming shows the loading message and calls the platform', () => {
    const { actor, logout, effects } = startLogout();
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(logout.calls).toHaveLength(1);
    expect(effects).toEqual(['showProgress']);
  });

  it.each([
    { origin: 'settings' as const, limit: 10_000 },
    { origin: 'header' as const, limit: 9_999_000 },
  ])('limits the loading message to $limit ms from $origin', ({ origin, limit }) => {
    const { actor, progressLimits } = startLogout(origin);
    actor.send({ type: 'user.confirm' });
    expect(progressLimits).toEqual([limit]);
    expect(signOutLoadingLimitMs(origin)).toBe(limit);
  });

  it('after a successful call clears local data, ends the session and finishes signed out', async () => {
    const { actor, logout, effects } = startLogout();
    actor.send({ type: 'user.confirm' });
    logout.resolve();
    await settle();
    // The loading message goes as its state is left; the app hears of the ended session last.
    expect(effects).toEqual(['showProgress', 'clearLocalData', 'hideProgress', 'endSession']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().output).toEqual({ signedOut: true, platformCallFailed: false });
  });

  it('after a failed call still signs out locally, says so for the notice time, then finishes', async () => {
    vi.useFakeTimers();
    const { actor, logout, effects } = startLogout('header');
    actor.send({ type: 'user.confirm' });
    logout.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(effects).toEqual(['showProgress', 'clearLocalData', 'announceLocalSignOut', 'hideProgress', 'endSession']);
    expect(actor.getSnapshot().value).toBe('reportingLocalSignOut');
    expect(actor.getSnapshot().hasTag('signedOutLocally')).toBe(true);
    expect(actor.getSnapshot().context.platformCallFailed).toBe(true);
    await vi.advanceTimersByTimeAsync(specTimings.noticeAutoCloseMs - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ signedOut: true, platformCallFailed: true });
  });

  it('ignores a second confirm while signing out: one call only', () => {
    const { actor, logout } = startLogout();
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(logout.calls).toHaveLength(1);
  });

  it('fails loudly when src/app provides no logout call', async () => {
    await expect(rejectionOf(logoutMachine, 'logout')).resolves.toEqual(new Error('logout is provided by src/app'));
  });
});
