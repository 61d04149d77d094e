import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { specTimings } from '../../machines/constants';
import { toastsMachine } from '../../machines/toasts.machine';

function startToasts() {
  return createActor(toastsMachine).start();
}

describe('toasts machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with nothing on screen', () => {
    const actor = startToasts();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('shows a short toast for 3 s (shell-and-content §9)', () => {
    const actor = startToasts();
    actor.send({ type: 'toast.show', id: 1, message: 'Saved', tone: 'info', durationMs: specTimings.shortToastMs });
    expect(actor.getSnapshot().matches({ showing: 'toast' })).toBe(true);
    expect(actor.getSnapshot().context.current).toEqual({
      id: 1,
      kind: 'toast',
      tone: 'info',
      message: 'Saved',
      durationMs: 3000,
    });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('shows a long toast for 8 s', () => {
    const actor = startToasts();
    actor.send({ type: 'toast.show', id: 1, message: 'Long', tone: 'error', durationMs: specTimings.longToastMs });
    vi.advanceTimersByTime(7999);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closes a notice after 1.5 s', () => {
    const actor = startToasts();
    actor.send({ type: 'notice.show', id: 1, message: 'SMS sent', tone: 'success' });
    expect(actor.getSnapshot().matches({ showing: 'notice' })).toBe(true);
    vi.advanceTimersByTime(1499);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps a loading toast until it is hidden', () => {
    const actor = startToasts();
    actor.send({ type: 'loading.show', id: 7, message: 'Signing out…', limitMs: specTimings.signOutLoadingLimitMs });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(9000);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'toast.hide', id: 7 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closes a loading toast at its limit (10 s at settings)', () => {
    const actor = startToasts();
    actor.send({ type: 'loading.show', id: 7, message: 'Signing out…', limitMs: 10_000 });
    vi.advanceTimersByTime(9999);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps a loading toast with the 9999 s limit for long', () => {
    const actor = startToasts();
    actor.send({ type: 'loading.show', id: 7, message: 'Signing out…', limitMs: specTimings.headerSignOutLoadingLimitMs });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(9_999_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('replaces the toast on screen with a newer one and restarts the clock', () => {
    const actor = startToasts();
    actor.send({ type: 'toast.show', id: 1, message: 'First', tone: 'info', durationMs: 3000 });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'toast.show', id: 2, message: 'Second', tone: 'info', durationMs: 3000 });
    expect(actor.getSnapshot().context.current?.message).toBe('Second');
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.current?.message).toBe('Second');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('lets a notice replace a loading toast, and the loading toast’s hide no longer hides anything', () => {
    const actor = startToasts();
    actor.send({ type: 'loading.show', id: 1, message: 'in sms sending...', limitMs: 10_000 });
    actor.send({ type: 'notice.show', id: 2, message: 'SMS sent', tone: 'success' });
    actor.send({ type: 'toast.hide', id: 1 });
    expect(actor.getSnapshot().matches({ showing: 'notice' })).toBe(true);
    expect(actor.getSnapshot().context.current?.message).toBe('SMS sent');
    vi.advanceTimersByTime(1500);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a hide when nothing is shown', () => {
    const actor = startToasts();
    actor.send({ type: 'toast.hide', id: 1 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reads its delays by name, so they can be shortened', () => {
    const actor = createActor(toastsMachine.provide({ delays: { noticeAutoClose: 10 } })).start();
    actor.send({ type: 'notice.show', id: 1, message: 'Done', tone: 'success' });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
