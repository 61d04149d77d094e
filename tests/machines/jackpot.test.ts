import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, raise } from 'xstate';
import { jackpotLimits } from '../../machines/constants';
import { between, jackpotMachine, riseFor, stepWaitFor, type JackpotEvent, type JackpotInput } from '../../machines/jackpot.machine';

/**
 * A counter whose random source answers from `fractions` in turn (rise, wait, rise, wait, ...),
 * as the view's does with Math.random.
 */
function startJackpot(
  input: Partial<JackpotInput> & { motionReduced?: boolean; pageHidden?: boolean } = {},
  fractions: number[] = [0.5],
) {
  let next = 0;
  const draw = () => fractions[next++ % fractions.length] ?? 0;
  const draws: number[] = [];
  const actor = createActor(
    jackpotMachine.provide({
      actions: {
        drawStep: raise((): JackpotEvent => {
          draws.push(draws.length);
          return { type: 'random.drawn', riseFraction: draw(), waitFraction: draw() };
        }),
      },
    }),
    { input: { rising: { min: 1_200_000_000, max: 1_300_000_000 }, startFraction: 0.5, ...input } },
  ).start();
  // The view reports the facts as they are at start.
  if (input.motionReduced === true) actor.send({ type: 'motion.reduced' });
  if (input.pageHidden === true) actor.send({ type: 'page.hidden' });
  return { actor, draws, value: () => actor.getSnapshot().context.value };
}

describe('jackpot amounts', () => {
  it('turns a fraction into an amount to the cent, kept inside its range', () => {
    expect(between(100, 200, 0)).toBe(100);
    expect(between(100, 200, 1)).toBe(200);
    expect(between(100, 200, 0.123456)).toBe(112.35);
    expect(between(100, 200, -1)).toBe(100);
    expect(between(100, 200, 7)).toBe(200);
    expect(between(100, 200, Number.NaN)).toBe(100);
  });

  it('steps 10,000 to 50,000', () => {
    expect(riseFor(0)).toBe(10_000);
    expect(riseFor(0.5)).toBe(30_000);
    expect(riseFor(0.99999)).toBe(49_999.6);
    expect(riseFor(1)).toBe(50_000);
  });

  it('waits 3, 4 or 5 s, a third of the fractions each', () => {
    expect([0, 0.33, 0.34, 0.66, 0.67, 0.999, 1].map(stepWaitFor)).toEqual([3000, 3000, 4000, 4000, 5000, 5000, 5000]);
    expect(stepWaitFor(Number.NaN)).toBe(3000);
    expect(jackpotLimits.stepWaitsMs).toEqual([3000, 4000, 5000]);
  });
});

describe('jackpot machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a rising counter at the drawn place between its minimum and maximum', () => {
    expect(startJackpot({ startFraction: 0 }).value()).toBe(1_200_000_000);
    expect(startJackpot({ startFraction: 0.25 }).value()).toBe(1_225_000_000);
    expect(startJackpot({ startFraction: 1 }).value()).toBe(1_300_000_000);
  });

  it('rises by the drawn step after the drawn wait, then draws again', async () => {
    // Rise 0 → 10,000 after 3 s; then 1 → 50,000 after 5 s; then 0.5 → 30,000 after 4 s.
    const { actor, value, draws } = startJackpot({ startFraction: 0 }, [0, 0, 1, 1, 0.5, 0.5]);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ running: 'waiting' });
    expect(draws).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(value()).toBe(1_200_000_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toBe(1_200_010_000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(value()).toBe(1_200_010_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toBe(1_200_060_000);
    await vi.advanceTimersByTimeAsync(4000);
    expect(value()).toBe(1_200_090_000);
    expect(actor.getSnapshot().context.rises).toBe(3);
    expect(draws).toHaveLength(4);
  });

  it('keeps every step to the cent', async () => {
    const { value } = startJackpot({ startFraction: 0 }, [0.123456, 0]);
    await vi.advanceTimersByTimeAsync(3000 * 3);
    expect(value()).toBe(1_200_000_000 + 3 * 14_938.24);
    expect(Math.round(value() * 100) / 100).toBe(value());
  });

  it('holds while the page is hidden and draws a new step when it is visible again', async () => {
    const { actor, value, draws } = startJackpot({ startFraction: 0 }, [0, 0]);
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'page.hidden' });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(actor.getSnapshot().hasTag('running')).toBe(false);
    expect(actor.getSnapshot().context.nextRise).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(value()).toBe(1_200_000_000);
    expect(draws).toHaveLength(1);

    actor.send({ type: 'page.visible' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(draws).toHaveLength(2);
    // The interrupted wait starts over: a whole new 3 s.
    await vi.advanceTimersByTimeAsync(2999);
    expect(value()).toBe(1_200_000_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toBe(1_200_010_000);
  });

  it('stands still under reduced motion, whatever the page does, and runs again once motion is allowed', async () => {
    const { actor, value, draws } = startJackpot({ startFraction: 0, motionReduced: true }, [0, 0]);
    expect(actor.getSnapshot().hasTag('still')).toBe(true);
    expect(actor.getSnapshot().context.nextRise).toBeNull();
    expect(draws).toHaveLength(1);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(actor.getSnapshot().hasTag('still')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(value()).toBe(1_200_000_000);

    actor.send({ type: 'motion.allowed' });
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(value()).toBe(1_200_010_000);

    actor.send({ type: 'motion.reduced' });
    expect(actor.getSnapshot().hasTag('still')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(value()).toBe(1_200_010_000);
  });

  it('comes back from reduced motion to a hidden page paused, not running', () => {
    const { actor, draws } = startJackpot({ motionReduced: true, pageHidden: true });
    expect(actor.getSnapshot().hasTag('still')).toBe(true);
    actor.send({ type: 'motion.allowed' });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(draws).toHaveLength(1);
    actor.send({ type: 'motion.reduced' });
    expect(actor.getSnapshot().hasTag('still')).toBe(true);
  });

  it('pauses at once when the view reports a hidden page at start: nothing rises', async () => {
    const { actor, value } = startJackpot({ pageHidden: true, startFraction: 0 });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(value()).toBe(1_200_000_000);
  });

  it('ignores a repeated fact: a visible page does not restart the wait', async () => {
    const { actor, value } = startJackpot({ startFraction: 0 }, [0, 0]);
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'page.visible' });
    actor.send({ type: 'motion.allowed' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(value()).toBe(1_200_010_000);
  });
});
