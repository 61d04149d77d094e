import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { balanceMachine } from '../../machines/balance.machine';
import { specTimings } from '../../machines/constants';
import { controlledPromise } from '../support/controlled-promise';
import { apiError } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';

function startBalance() {
  const refreshBalance = controlledPromise<void>('refreshBalance');
  const actor = createActor(balanceMachine.provide({ actors: { refreshBalance: refreshBalance.logic } })).start();
  const hidden = () => actor.getSnapshot().hasTag('balanceHidden');
  return { actor, refreshBalance, hidden };
}

/** Lets the fake's promise settle under fake timers. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('balance machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts shown, with no refresh under way', () => {
    const { actor, hidden, refreshBalance } = startBalance();
    expect(balanceMachine.id).toBe('balance');
    expect(hidden()).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ visibility: 'shown', refresh: 'idle' });
    expect(refreshBalance.calls).toHaveLength(0);
  });

  it('hides and shows on the user toggle', () => {
    const { actor, hidden } = startBalance();
    actor.send({ type: 'user.toggleBalance' });
    expect(hidden()).toBe(true);
    expect(actor.getSnapshot().hasTag('hiddenByUser')).toBe(true);
    actor.send({ type: 'user.toggleBalance' });
    expect(hidden()).toBe(false);
  });

  it('fails a refresh, naming who provides it, when the header does not', async () => {
    await expect(rejectionOf(balanceMachine, 'refreshBalance')).resolves.toEqual(
      new Error('refreshBalance is provided by the header'),
    );
  });

  it('is hidden while refreshing and shown again once the wallet is fetched', async () => {
    const { actor, hidden, refreshBalance } = startBalance();
    actor.send({ type: 'user.refreshBalance' });
    expect(hidden()).toBe(true);
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(refreshBalance.calls.map((call) => call.actorId)).toEqual(['refreshBalance']);

    refreshBalance.resolve();
    await flush();
    expect(hidden()).toBe(false);
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false);
  });

  it('keeps a balance the user hid hidden after a refresh', async () => {
    const { actor, hidden, refreshBalance } = startBalance();
    actor.send({ type: 'user.toggleBalance' });
    actor.send({ type: 'user.refreshBalance' });
    refreshBalance.resolve();
    await flush();
    expect(hidden()).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ visibility: 'hidden', refresh: 'idle' });
  });

  it('remembers a toggle made during the refresh', async () => {
    const { actor, hidden, refreshBalance } = startBalance();
    actor.send({ type: 'user.refreshBalance' });
    actor.send({ type: 'user.toggleBalance' });
    expect(hidden()).toBe(true);
    refreshBalance.resolve();
    await flush();
    expect(hidden()).toBe(true);
  });

  it('ignores a second refresh while one is under way', () => {
    const { actor, refreshBalance } = startBalance();
    actor.send({ type: 'user.refreshBalance' });
    actor.send({ type: 'user.refreshBalance' });
    expect(refreshBalance.calls).toHaveLength(1);
  });

  it('shows a failed refresh, restores the balance and clears the notice after 1.5 s', async () => {
    const { actor, hidden, refreshBalance } = startBalance();
    actor.send({ type: 'user.refreshBalance' });
    refreshBalance.reject(apiError('SYSTEM_BUSY'));
    await flush();
    expect(actor.getSnapshot().hasTag('refreshFailed')).toBe(true);
    expect(hidden()).toBe(false);

    await vi.advanceTimersByTimeAsync(specTimings.noticeAutoCloseMs - 1);
    expect(actor.getSnapshot().hasTag('refreshFailed')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('refreshFailed')).toBe(false);
  });

  it('lets the user dismiss the failure or refresh again from it', async () => {
    const { actor, refreshBalance } = startBalance();
    actor.send({ type: 'user.refreshBalance' });
    refreshBalance.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().hasTag('refreshFailed')).toBe(true);

    actor.send({ type: 'user.refreshBalance' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(refreshBalance.calls).toHaveLength(2);

    refreshBalance.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toEqual({ visibility: 'shown', refresh: 'idle' });
  });
});
