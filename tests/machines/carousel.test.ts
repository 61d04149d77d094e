import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { carouselMachine, type CarouselInput, type CarouselMovedEvent } from '../../machines/carousel.machine';
import { specTimings } from '../../machines/constants';

const interval = specTimings.bannerAutoplayMs;

function startCarousel(input: Partial<CarouselInput> = {}) {
  const actor = createActor(carouselMachine, {
    input: { count: 3, interval: 'bannerAutoplay', reducedMotion: false, pageHidden: false, ...input },
  });
  const moves: Omit<CarouselMovedEvent, 'type'>[] = [];
  actor.on('carousel.moved', ({ index, cause }) => moves.push({ index, cause }));
  actor.start();
  const index = () => actor.getSnapshot().context.index;
  const has = (tag: string) => actor.getSnapshot().hasTag(tag);
  return { actor, moves, index, has };
}

describe('carousel machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns every 5000 ms with more than one slide, wrapping after the last (shell-and-content §2, §9)', () => {
    const { index, has, moves } = startCarousel();
    expect(has('playing')).toBe(true);
    vi.advanceTimersByTime(interval - 1);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(interval * 2);
    expect(index()).toBe(0);
    expect(moves).toEqual([
      { index: 1, cause: 'timer' },
      { index: 2, cause: 'timer' },
      { index: 0, cause: 'timer' },
    ]);
  });

  it('the hot matches turn at their own timing', () => {
    const { index } = startCarousel({ interval: 'hotMatchAutoplay' });
    vi.advanceTimersByTime(specTimings.hotMatchAutoplayMs);
    expect(index()).toBe(1);
  });

  it.each([0, 1])('never turns with %i slide(s) and shows no controls', (count) => {
    const { actor, index, has, moves } = startCarousel({ count });
    expect(has('single')).toBe(true);
    expect(has('playing')).toBe(false);
    vi.advanceTimersByTime(interval * 3);
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.previous' });
    expect(index()).toBe(0);
    expect(moves).toEqual([]);
  });

  it('starts turning when the list grows past one slide, and stops at the first slide when it shrinks back', () => {
    const { actor, index, has, moves } = startCarousel({ count: 1 });
    actor.send({ type: 'items.changed', count: 3 });
    expect(has('playing')).toBe(true);
    vi.advanceTimersByTime(interval * 2);
    expect(index()).toBe(2);
    actor.send({ type: 'items.changed', count: 1 });
    expect(has('single')).toBe(true);
    expect(index()).toBe(0);
    expect(moves.at(-1)).toEqual({ index: 0, cause: 'items' });
    vi.advanceTimersByTime(interval * 2);
    expect(index()).toBe(0);
  });

  it('starts again from the first slide when the list comes back with another length', () => {
    const { actor, index, has, moves } = startCarousel({ count: 5 });
    actor.send({ type: 'user.goTo', index: 3 });
    actor.send({ type: 'items.changed', count: 4 });
    expect(index()).toBe(0);
    expect(actor.getSnapshot().context.count).toBe(4);
    expect(has('playing')).toBe(true);
    expect(moves).toEqual([
      { index: 3, cause: 'user' },
      { index: 0, cause: 'items' },
    ]);
    vi.advanceTimersByTime(interval * 4);
    expect(index()).toBe(0);
  });

  it('pauses while a mouse is over it and resumes with a full wait when it leaves', () => {
    const { actor, index, has } = startCarousel();
    vi.advanceTimersByTime(interval - 100);
    actor.send({ type: 'pointer.enter' });
    expect(has('paused')).toBe(true);
    vi.advanceTimersByTime(interval * 3);
    expect(index()).toBe(0);
    actor.send({ type: 'pointer.leave' });
    expect(has('playing')).toBe(true);
    vi.advanceTimersByTime(interval - 1);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
  });

  it('pauses while focus is inside and while the page is hidden; both must end', () => {
    const { actor, index, has } = startCarousel();
    actor.send({ type: 'focus.in' });
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'focus.out' });
    expect(has('paused')).toBe(true);
    vi.advanceTimersByTime(interval * 2);
    expect(index()).toBe(0);
    actor.send({ type: 'page.visible' });
    vi.advanceTimersByTime(interval);
    expect(index()).toBe(1);
  });

  it('starts paused on a hidden page', () => {
    const { actor, has } = startCarousel({ pageHidden: true });
    expect(has('paused')).toBe(true);
    actor.send({ type: 'page.visible' });
    expect(has('playing')).toBe(true);
  });

  it('stays stopped after the user stops it, whatever blur or the pointer leaving say', () => {
    const { actor, index, has } = startCarousel();
    actor.send({ type: 'focus.in' });
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'user.pause' });
    expect(has('stopped')).toBe(true);
    actor.send({ type: 'focus.out' });
    actor.send({ type: 'pointer.leave' });
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    vi.advanceTimersByTime(interval * 3);
    expect(index()).toBe(0);
    expect(has('stopped')).toBe(true);
  });

  it('turns at once when the user starts it, though the control they pressed has focus and the pointer', () => {
    const { actor, index, has } = startCarousel();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'focus.in' });
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.play' });
    expect(has('playing')).toBe(true);
    expect(has('stopped')).toBe(false);
    vi.advanceTimersByTime(interval);
    expect(index()).toBe(1);
    // Focus coming in again from outside holds it again.
    actor.send({ type: 'focus.in' });
    expect(has('paused')).toBe(true);
  });

  it('a user start does not turn a hidden page', () => {
    const { actor, has } = startCarousel();
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'user.play' });
    expect(has('paused')).toBe(true);
    expect(has('stopped')).toBe(false);
  });

  it('never turns by itself under reduced motion; the user may still start it', () => {
    const { actor, index, has } = startCarousel({ reducedMotion: true });
    expect(has('stopped')).toBe(true);
    vi.advanceTimersByTime(interval * 3);
    expect(index()).toBe(0);
    actor.send({ type: 'user.play' });
    vi.advanceTimersByTime(interval);
    expect(index()).toBe(1);
  });

  it('stops when reduced motion is switched on, and does not start when it is switched off', () => {
    const { actor, has } = startCarousel();
    actor.send({ type: 'motion.changed', reduced: false });
    expect(has('playing')).toBe(true);
    actor.send({ type: 'motion.changed', reduced: true });
    expect(has('stopped')).toBe(true);
    actor.send({ type: 'motion.changed', reduced: false });
    expect(has('stopped')).toBe(true);
    expect(actor.getSnapshot().context.reducedMotion).toBe(false);
  });

  it('reduced motion read while single applies once there are more slides', () => {
    const { actor, has } = startCarousel({ count: 1 });
    actor.send({ type: 'motion.changed', reduced: true });
    actor.send({ type: 'items.changed', count: 2 });
    expect(has('stopped')).toBe(true);
  });

  it('pages by hand both ways, wrapping, and restarts the wait', () => {
    const { actor, index, moves } = startCarousel();
    vi.advanceTimersByTime(interval - 10);
    actor.send({ type: 'user.previous' });
    expect(index()).toBe(2);
    vi.advanceTimersByTime(interval - 1);
    expect(index()).toBe(2);
    actor.send({ type: 'user.next' });
    expect(index()).toBe(0);
    vi.advanceTimersByTime(interval);
    expect(index()).toBe(1);
    expect(moves).toEqual([
      { index: 2, cause: 'user' },
      { index: 0, cause: 'user' },
      { index: 1, cause: 'timer' },
    ]);
  });

  it.each([
    ['next', { type: 'user.next' }],
    ['dot', { type: 'user.goTo', index: 2 }],
    ['swipe', { type: 'user.swiped', index: 2 }],
  ] as const)('a move by hand (%s) while turning gives the slide its full 5000 ms', (_, event) => {
    const { actor, index } = startCarousel();
    vi.advanceTimersByTime(interval - 10);
    actor.send(event);
    const chosen = index();
    vi.advanceTimersByTime(interval - 1);
    expect(index()).toBe(chosen);
    vi.advanceTimersByTime(1);
    expect(index()).toBe((chosen + 1) % 3);
  });

  it('a dot or a swipe shows that slide; one that does not exist changes nothing', () => {
    const { actor, index, moves } = startCarousel();
    actor.send({ type: 'user.goTo', index: 2 });
    actor.send({ type: 'user.swiped', index: 1 });
    actor.send({ type: 'user.goTo', index: 3 });
    actor.send({ type: 'user.goTo', index: -1 });
    actor.send({ type: 'user.swiped', index: 1.5 });
    expect(index()).toBe(1);
    expect(moves).toEqual([
      { index: 2, cause: 'user' },
      { index: 1, cause: 'swipe' },
    ]);
  });

  it('pages by hand while paused or stopped without starting to turn', () => {
    const { actor, index, has, moves } = startCarousel();
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.swiped', index: 2 });
    expect(index()).toBe(2);
    expect(has('stopped')).toBe(true);
    vi.advanceTimersByTime(interval * 2);
    expect(index()).toBe(2);
    actor.send({ type: 'user.previous' });
    actor.send({ type: 'user.goTo', index: 0 });
    expect(index()).toBe(0);
    expect(moves).toEqual([
      { index: 1, cause: 'user' },
      { index: 2, cause: 'swipe' },
      { index: 1, cause: 'user' },
      { index: 0, cause: 'user' },
    ]);
  });

  it('the first slide is a slide too: a dot takes the carousel back to it', () => {
    const { actor, index } = startCarousel();
    actor.send({ type: 'user.goTo', index: 2 });
    actor.send({ type: 'user.goTo', index: 0 });
    expect(index()).toBe(0);
  });

  it('reduced motion switched on while paused stops it, and is noted', () => {
    const { actor, has } = startCarousel();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'motion.changed', reduced: true });
    expect(has('stopped')).toBe(true);
    expect(actor.getSnapshot().context.reducedMotion).toBe(true);
  });
});
