import { assign, setup } from 'xstate';
import { jackpotLimits } from './constants';

/** Where the rising counter (variant 2) starts: a random value between these. */
export type JackpotRange = { min: number; max: number };

export type JackpotInput = {
  rising: JackpotRange;
  /** A random fraction in [0, 1] from the view: where the rising counter starts in its range. */
  startFraction: number;
};

export type JackpotContext = {
  /** Where the rising counter started. */
  start: number;
  /** What the rising counter shows now. */
  value: number;
  /** How many steps it has risen. */
  rises: number;
  /** The step drawn for the wait under way; null while no wait runs. */
  nextRise: number | null;
  nextWaitMs: number;
  /** `prefers-reduced-motion: reduce`, as the view last reported it. */
  motionReduced: boolean;
  /** The page is hidden (another tab, the phone locked), as the view last reported it. */
  pageHidden: boolean;
};

export type JackpotEvent =
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'motion.reduced' }
  | { type: 'motion.allowed' }
  /** From the view's random source (`drawStep`): two fractions in [0, 1]. */
  | { type: 'random.drawn'; riseFraction: number; waitFraction: number };

/** A fraction kept to [0, 1]; anything that is no number counts as 0. */
function unit(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The amount between `from` and `to` at `fraction`, to the cent. */
export function between(from: number, to: number, fraction: number): number {
  return cents(from + (to - from) * unit(fraction));
}

/** A step of a rising counter: 10,000 to 50,000 to the cent. */
export function riseFor(fraction: number): number {
  return between(jackpotLimits.riseMin, jackpotLimits.riseMax, fraction);
}

/** The wait before a step: 3, 4 or 5 s, a third of the fractions each. */
export function stepWaitFor(fraction: number): number {
  const waits = jackpotLimits.stepWaitsMs;
  const index = Math.min(waits.length - 1, Math.floor(unit(fraction) * waits.length));
  return waits[index] ?? waits[0];
}

/**
 * The clock of home's two jackpot counters (shell-and-content §2). They move only while motion is
 * allowed and the page is visible, and hold still otherwise (`prefers-reduced-motion: reduce` wins
 * over a hidden page). Variant 1 sweeps from its low to its high value: the view draws its frames
 * while the tag `running` is on. Variant 2 is the machine's: it starts at a random value in its
 * range and, while running, draws a step, waits the drawn 3, 4 or 5 s and rises by the drawn
 * 10,000 to 50,000; leaving `running` drops the step under way, and coming back draws anew. The
 * randomness is the view's (`drawStep` answers with `random.drawn`), so tests choose it. The
 * view reports the page and motion facts as they are when it starts the clock, and as they change.
 */
export const jackpotMachine = setup({
  types: {
    context: {} as JackpotContext,
    events: {} as JackpotEvent,
    input: {} as JackpotInput,
  },
  actions: {
    /** Asks the view's random source for the next step; it answers `random.drawn` (src provides a raise). */
    drawStep: () => {},
    takeDraw: assign((_, params: { riseFraction: number; waitFraction: number }) => ({
      nextRise: riseFor(params.riseFraction),
      nextWaitMs: stepWaitFor(params.waitFraction),
    })),
    rise: assign(({ context }) => ({
      value: cents(context.value + (context.nextRise ?? 0)),
      rises: context.rises + 1,
      nextRise: null,
    })),
    dropStep: assign({ nextRise: null }),
    notePageHidden: assign({ pageHidden: true }),
    notePageVisible: assign({ pageHidden: false }),
    noteMotionReduced: assign({ motionReduced: true }),
    noteMotionAllowed: assign({ motionReduced: false }),
  },
  guards: {
    pageHidden: ({ context }) => context.pageHidden,
  },
  delays: {
    /** The drawn wait: 3, 4 or 5 s. */
    jackpotStep: ({ context }) => context.nextWaitMs,
  },
}).createMachine({
  id: 'jackpot',
  context: ({ input }) => {
    const start = between(input.rising.min, input.rising.max, input.startFraction);
    return {
      start,
      value: start,
      rises: 0,
      nextRise: null,
      nextWaitMs: jackpotLimits.stepWaitsMs[0],
      motionReduced: false,
      pageHidden: false,
    };
  },
  initial: 'running',
  states: {
    running: {
      tags: ['running'],
      exit: 'dropStep',
      on: {
        'page.hidden': { target: 'paused', actions: 'notePageHidden' },
        'motion.reduced': { target: 'still', actions: 'noteMotionReduced' },
      },
      initial: 'drawing',
      states: {
        drawing: {
          entry: 'drawStep',
          on: {
            'random.drawn': {
              target: 'waiting',
              actions: { type: 'takeDraw', params: ({ event }) => ({ riseFraction: event.riseFraction, waitFraction: event.waitFraction }) },
            },
          },
        },
        waiting: {
          after: { jackpotStep: { target: 'drawing', actions: 'rise' } },
        },
      },
    },
    /** The page is hidden: nothing moves until it is visible again. */
    paused: {
      tags: ['paused'],
      on: {
        'page.visible': { target: 'running', actions: 'notePageVisible' },
        'motion.reduced': { target: 'still', actions: 'noteMotionReduced' },
      },
    },
    /** Reduced motion: a static value, whatever the page does meanwhile. */
    still: {
      tags: ['still'],
      on: {
        'motion.allowed': [
          { guard: 'pageHidden', target: 'paused', actions: 'noteMotionAllowed' },
          { target: 'running', actions: 'noteMotionAllowed' },
        ],
        'page.hidden': { actions: 'notePageHidden' },
        'page.visible': { actions: 'notePageVisible' },
      },
    },
  },
});
