import { expect } from 'vitest';
import { jackpotLimits } from '../../machines/constants';
import { jackpotMachine, type JackpotContext } from '../../machines/jackpot.machine';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

const range = { min: 1_200_000_000, max: 1_300_000_000 };
/** The start drawn: a quarter of the way into the range. */
const start = 1_225_000_000;

const draws = (executed: readonly ExecutedAction[]) => executed.filter(({ type }) => type === 'drawStep').length;
const isCents = (amount: number) => Math.round(amount * 100) / 100 === amount;

/**
 * What holds in every state: the value only ever rose from where it started, by whole steps of
 * 10,000 to 50,000 to the cent, each step one the random source was asked for first.
 */
function risenInSteps(context: JackpotContext, executed: readonly ExecutedAction[]) {
  expect(context.start).toBe(start);
  const risen = context.value - context.start;
  expect(risen).toBeGreaterThanOrEqual(context.rises * jackpotLimits.riseMin);
  expect(risen).toBeLessThanOrEqual(context.rises * jackpotLimits.riseMax);
  expect(isCents(context.value)).toBe(true);
  expect(draws(executed)).toBeGreaterThanOrEqual(context.rises);
}

/** Not running: no step under way, and the facts that stop it are what the state says. */
function holding(context: JackpotContext, executed: readonly ExecutedAction[]) {
  risenInSteps(context, executed);
  expect(context.nextRise).toBeNull();
}

defineModelTests({
  name: 'jackpot',
  // Paths take each step as an explicit event (its xstate.after event): the real timer must not
  // fire on its own while a path replays. Standalone, the random source answers only when a path
  // sends `random.drawn`.
  machine: jackpotMachine.provide({ delays: { jackpotStep: 3_600_000 } }),
  input: { rising: range, startFraction: 0.25 },
  events: {
    hidden: { type: 'page.hidden' },
    visible: { type: 'page.visible' },
    reduced: { type: 'motion.reduced' },
    allowed: { type: 'motion.allowed' },
    'draw lowest': { type: 'random.drawn', riseFraction: 0, waitFraction: 0 },
    'draw highest': { type: 'random.drawn', riseFraction: 1, waitFraction: 0.999 },
    'draw out of range': { type: 'random.drawn', riseFraction: 7, waitFraction: -3 },
  },
  // The value and the count of steps grow along a path; states differ by what is under way.
  distinguish: ({ context }) => ({
    nextRise: context.nextRise,
    nextWaitMs: context.nextWaitMs,
    pageHidden: context.pageHidden,
    motionReduced: context.motionReduced,
  }),
  invariants: {
    'running.drawing': (snapshot, executed) => {
      const { context } = snapshot;
      risenInSteps(context, executed);
      expect(context.pageHidden).toBe(false);
      expect(context.motionReduced).toBe(false);
      expect(context.nextRise).toBeNull();
      // The random source was just asked for the step about to be waited for, after a rise and
      // after a resume alike.
      expect(executed.at(-1)?.type).toBe('drawStep');
      expect(draws(executed)).toBeGreaterThan(context.rises);
    },
    'running.waiting': (snapshot, executed) => {
      const { context } = snapshot;
      risenInSteps(context, executed);
      expect(context.pageHidden).toBe(false);
      expect(context.motionReduced).toBe(false);
      expect(context.nextRise).toBeGreaterThanOrEqual(jackpotLimits.riseMin);
      expect(context.nextRise).toBeLessThanOrEqual(jackpotLimits.riseMax);
      expect(isCents(context.nextRise ?? 0.001)).toBe(true);
      expect([3000, 4000, 5000]).toContain(context.nextWaitMs);
      expect(draws(executed)).toBeGreaterThan(context.rises);
    },
    paused: (snapshot, executed) => {
      holding(snapshot.context, executed);
      expect(snapshot.context.pageHidden).toBe(true);
      expect(snapshot.context.motionReduced).toBe(false);
    },
    still: (snapshot, executed) => {
      holding(snapshot.context, executed);
      expect(snapshot.context.motionReduced).toBe(true);
    },
  },
});
