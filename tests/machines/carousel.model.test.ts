import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { carouselMachine } from '../../machines/carousel.machine';
import { defineModelTests } from '../support/model/define-model-tests';
import { record } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

type Snapshot = SnapshotFrom<typeof carouselMachine>;

const autoplayTimer = 'xstate.after.autoplay.carousel.multiple.rotating.playing';
const tags = (snapshot: Snapshot) => [...snapshot.tags].sort();

/** The slides the machine told the view to bring into view, in order. */
const moves = (executed: readonly ExecutedAction[]) =>
  executed.flatMap(({ type, params }) => {
    if (type !== 'xstate.emit') return [];
    const event = record(record(params).event);
    return [{ index: event.index, cause: event.cause }];
  });

/**
 * Walks the timer's scheduling and the moves: a new wait starts only when none is pending, a
 * move by the timer comes exactly at the end of a wait that was running (its cancel on leaving
 * `playing` for `playing` again), and it advances by one slide or wraps to the first. Answers
 * whether a wait is pending now.
 */
function autoplayWaitPending(executed: readonly ExecutedAction[]): boolean {
  let pending = false;
  let endedRunningWait = false;
  let shown = 0;
  for (const { type, params } of executed) {
    const fields = record(params);
    if (type === 'xstate.raise' && fields.id === autoplayTimer) {
      expect(pending, 'a second autoplay wait while one is pending').toBe(false);
      pending = true;
      endedRunningWait = false;
    } else if (type === 'xstate.cancel' && fields.sendId === autoplayTimer) {
      endedRunningWait = pending;
      pending = false;
    } else if (type === 'xstate.emit') {
      const { index, cause } = record(fields.event);
      if (cause === 'timer') {
        expect(endedRunningWait, 'the timer moved the slide without a running wait').toBe(true);
        expect(index === shown + 1 || (index === 0 && shown > 0), `the timer moved from ${shown} to ${String(index)}`).toBe(true);
      }
      if (typeof index === 'number') shown = index;
      endedRunningWait = false;
    } else {
      endedRunningWait = false;
    }
  }
  return pending;
}

/** Whatever the state: the view was last told to show the slide the context holds, in range. */
function expectShown(snapshot: Snapshot, executed: readonly ExecutedAction[]): void {
  const { index, count } = snapshot.context;
  expect(moves(executed).at(-1)?.index ?? 0).toBe(index);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(Math.max(count, 1));
  // A wait runs exactly while the carousel plays: never held, never stopped, never with one slide.
  expect(autoplayWaitPending(executed)).toBe(snapshot.hasTag('playing'));
}

const held = ({ context }: Snapshot) => context.hovered || context.focused || context.hidden;

defineModelTests({
  name: 'carousel',
  // Paths take the 5000 ms wait as an explicit step (its xstate.after event); the real timer never fires.
  machine: carouselMachine.provide({ delays: { autoplay: 3_600_000 } }),
  input: { count: 3, interval: 'bannerAutoplay', reducedMotion: false, pageHidden: false },
  events: {
    next: { type: 'user.next' },
    previous: { type: 'user.previous' },
    'dot 3': { type: 'user.goTo', index: 2 },
    'dot that is gone': { type: 'user.goTo', index: 3 },
    'swipe to 2': { type: 'user.swiped', index: 1 },
    stop: { type: 'user.pause' },
    start: { type: 'user.play' },
    'mouse over': { type: 'pointer.enter' },
    'mouse out': { type: 'pointer.leave' },
    'focus in': { type: 'focus.in' },
    'focus out': { type: 'focus.out' },
    'page hidden': { type: 'page.hidden' },
    'page visible': { type: 'page.visible' },
    'one left': { type: 'items.changed', count: 1 },
    'two left': { type: 'items.changed', count: 2 },
    'reduce motion': { type: 'motion.changed', reduced: true },
    'allow motion': { type: 'motion.changed', reduced: false },
  },
  // What holds rotation matters, not which of hover, focus or a hidden page does.
  distinguish: (snapshot) => ({
    index: snapshot.context.index,
    count: snapshot.context.count,
    held: held(snapshot),
    reducedMotion: snapshot.context.reducedMotion,
  }),
  // A dot, a swipe or the timer lands on a slide that next or previous reaches too: a vertex of
  // their own, so a path takes each.
  viaEvents: ['user.goTo', 'user.swiped', autoplayTimer],
  invariants: {
    single: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['single']);
      expect(snapshot.context.count).toBeLessThanOrEqual(1);
      expect(snapshot.context.index).toBe(0);
      expectShown(snapshot, executed);
    },
    'multiple.rotating.playing': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['playing']);
      expect(snapshot.context.count).toBeGreaterThan(1);
      expect(held(snapshot)).toBe(false);
      expectShown(snapshot, executed);
    },
    'multiple.rotating.paused': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['paused']);
      // Only hover, focus or a hidden page hold a rotation that is on.
      expect(held(snapshot)).toBe(true);
      expectShown(snapshot, executed);
    },
    'multiple.stopped': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['paused', 'stopped']);
      expect(snapshot.context.count).toBeGreaterThan(1);
      expectShown(snapshot, executed);
    },
  },
});
