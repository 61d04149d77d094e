import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { backGestureMachine } from '../../machines/backGesture.machine';
import { specTimings } from '../../machines/constants';

const width = 400;

function startGesture() {
  const actor = createActor(backGestureMachine).start();
  const detected = () => actor.getSnapshot().hasTag('backGesture');
  return { actor, detected };
}

describe('back gesture machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('detects nothing at rest or for a tap', () => {
    const { actor, detected } = startGesture();
    expect(detected()).toBe(false);
    actor.send({ type: 'touch.start', x: 200, viewportWidth: width });
    expect(detected()).toBe(false);
    actor.send({ type: 'touch.end' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each([
    { x: -1, side: 'left of the screen' },
    { x: width + 1, side: 'right of the screen' },
  ])('detects a touch that starts $side', ({ x }) => {
    const { actor, detected } = startGesture();
    actor.send({ type: 'touch.start', x, viewportWidth: width });
    expect(detected()).toBe(true);
  });

  it('treats the screen edges themselves as on screen', () => {
    const { actor, detected } = startGesture();
    actor.send({ type: 'touch.start', x: 0, viewportWidth: width });
    expect(detected()).toBe(false);
    actor.send({ type: 'touch.start', x: width, viewportWidth: width });
    expect(detected()).toBe(false);
  });

  it('detects a horizontal swipe over 100 px in either direction, not one of exactly 100 px', () => {
    const right = startGesture();
    right.actor.send({ type: 'touch.start', x: 50, viewportWidth: width });
    right.actor.send({ type: 'touch.move', x: 150 });
    expect(right.detected()).toBe(false);
    right.actor.send({ type: 'touch.move', x: 151 });
    expect(right.detected()).toBe(true);

    const left = startGesture();
    left.actor.send({ type: 'touch.start', x: 300, viewportWidth: width });
    left.actor.send({ type: 'touch.move', x: 199 });
    expect(left.detected()).toBe(true);
  });

  it('stays detected while the finger is down and resets 500 ms after it lifts', async () => {
    const { actor, detected } = startGesture();
    actor.send({ type: 'touch.start', x: 20, viewportWidth: width });
    actor.send({ type: 'touch.move', x: 200 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(detected()).toBe(true);

    actor.send({ type: 'touch.end' });
    await vi.advanceTimersByTimeAsync(specTimings.backGestureResetMs - 1);
    expect(detected()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(detected()).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('judges a new touch afresh, even before the reset', () => {
    const { actor, detected } = startGesture();
    actor.send({ type: 'touch.start', x: -5, viewportWidth: width });
    actor.send({ type: 'touch.end' });
    actor.send({ type: 'touch.start', x: 200, viewportWidth: width });
    expect(detected()).toBe(false);
    expect(actor.getSnapshot().context.startX).toBe(200);
  });
});
