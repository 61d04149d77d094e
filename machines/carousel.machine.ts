import { assign, emit, setup } from 'xstate';
import { specTimings } from './constants';

/** Which spec timing turns the carousel (shell-and-content §9): banners or hot matches. */
export type CarouselInterval = 'bannerAutoplay' | 'hotMatchAutoplay';

export const carouselIntervalsMs: Readonly<Record<CarouselInterval, number>> = {
  bannerAutoplay: specTimings.bannerAutoplayMs,
  hotMatchAutoplay: specTimings.hotMatchAutoplayMs,
};

export type CarouselInput = {
  /** How many slides there are now. */
  count: number;
  interval: CarouselInterval;
  /** `prefers-reduced-motion: reduce` when the carousel mounts. */
  reducedMotion: boolean;
  /** `document.visibilityState === 'hidden'` when the carousel mounts. */
  pageHidden: boolean;
};

export type CarouselContext = {
  /** The slide shown, 0 ≤ index < count (0 with no slides). */
  index: number;
  count: number;
  interval: CarouselInterval;
  reducedMotion: boolean;
  /** A mouse pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The page is hidden (another tab, the phone locked). */
  hidden: boolean;
};

export type CarouselEvent =
  | { type: 'user.next' }
  | { type: 'user.previous' }
  /** A dot. */
  | { type: 'user.goTo'; index: number }
  /** A scroll-snap swipe settled on this slide: the track is already there. */
  | { type: 'user.swiped'; index: number }
  /** The rotation control, "Stop automatic slide show". */
  | { type: 'user.pause' }
  /** The rotation control, "Start automatic slide show". */
  | { type: 'user.play' }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.in' }
  | { type: 'focus.out' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** The list was reloaded (a language change, a refetch). */
  | { type: 'items.changed'; count: number }
  /** The reduced-motion preference changed. */
  | { type: 'motion.changed'; reduced: boolean };

/** Why the slide changed: the view scrolls the track unless a swipe already put it there. */
export type CarouselMoveCause = 'timer' | 'user' | 'swipe' | 'items';

/** What the carousel tells its view (`actor.on('carousel.moved', …)`): bring slide `index` into view. */
export type CarouselMovedEvent = { type: 'carousel.moved'; index: number; cause: CarouselMoveCause };

type MoveParams = { index: number; cause: CarouselMoveCause };
type IndexParams = { index: number };
type CountParams = { count: number };

/** Hover, focus inside or a hidden page hold a rotation that is on. */
const isHeld = (context: CarouselContext) => context.hovered || context.focused || context.hidden;

const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

/** Tells the view which slide the transition just showed, and why. */
const moved = (cause: CarouselMoveCause): { type: 'announceMove'; params: (args: { context: CarouselContext }) => MoveParams } => ({
  type: 'announceMove',
  params: ({ context }) => ({ index: context.index, cause }),
});

/**
 * One autoplaying carousel of home (shell-and-content §2, §9): the banners and the hot matches,
 * each turning every 5000 ms, only with more than one slide. Rotation follows the WAI-ARIA
 * carousel pattern: it pauses while a mouse is over the carousel, while keyboard focus is inside
 * it and while the page is hidden, and resumes when that ends; the rotation control stops it until
 * the user starts it again, which blur or the pointer leaving never does. Under reduced motion it
 * starts stopped: it turns only if the user starts it on purpose. Moving by hand restarts the
 * wait. The view reads the index, the tags (`single`, `playing`, `paused`, `stopped`) and
 * `carousel.moved`, which says when to bring a slide into view.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
    emitted: {} as CarouselMovedEvent,
  },
  actions: {
    showNext: assign(({ context }) => ({ index: wrap(context.index + 1, context.count) })),
    showPrevious: assign(({ context }) => ({ index: wrap(context.index - 1, context.count) })),
    show: assign((_, params: IndexParams) => ({ index: params.index })),
    setCount: assign((_, params: CountParams) => ({ count: params.count })),
    showFirst: assign({ index: 0 }),
    announceMove: emit((_, params: MoveParams): CarouselMovedEvent => ({ type: 'carousel.moved', ...params })),
    noteHovered: assign({ hovered: true }),
    noteLeft: assign({ hovered: false }),
    noteFocused: assign({ focused: true }),
    noteBlurred: assign({ focused: false }),
    noteHidden: assign({ hidden: true }),
    noteVisible: assign({ hidden: false }),
    noteMotion: assign((_, params: { reduced: boolean }) => ({ reducedMotion: params.reduced })),
    /** The user asked for rotation with the control in hand: hover and focus no longer hold it. */
    forgetHoverAndFocus: assign({ hovered: false, focused: false }),
  },
  guards: {
    hasSeveral: ({ context }) => context.count > 1,
    leavesOneOrNone: (_, params: CountParams) => params.count <= 1,
    isSlide: ({ context }, params: IndexParams) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isReduced: (_, params: { reduced: boolean }) => params.reduced,
    mayTurn: ({ context }) => !isHeld(context),
    isHeld: ({ context }) => isHeld(context),
  },
  delays: {
    /** Banners and hot matches: 5000 ms each (specTimings). */
    autoplay: ({ context }) => carouselIntervalsMs[context.interval],
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    count: input.count,
    interval: input.interval,
    reducedMotion: input.reducedMotion,
    hovered: false,
    focused: false,
    hidden: input.pageHidden,
  }),
  initial: 'single',
  // What holds rotation can change at any time, also with a single slide.
  on: {
    'pointer.enter': { actions: 'noteHovered' },
    'pointer.leave': { actions: 'noteLeft' },
    'focus.in': { actions: 'noteFocused' },
    'focus.out': { actions: 'noteBlurred' },
    'page.hidden': { actions: 'noteHidden' },
    'page.visible': { actions: 'noteVisible' },
    'motion.changed': { actions: { type: 'noteMotion', params: ({ event }) => ({ reduced: event.reduced }) } },
  },
  states: {
    /** One slide or none: nothing to turn, no controls. */
    single: {
      tags: ['single'],
      always: { guard: 'hasSeveral', target: 'multiple' },
      on: {
        'items.changed': { actions: { type: 'setCount', params: ({ event }) => ({ count: event.count }) } },
      },
    },
    multiple: {
      initial: 'choosing',
      on: {
        // A list of another length (a reload, another language) starts again from its first slide.
        'items.changed': [
          {
            guard: { type: 'leavesOneOrNone', params: ({ event }) => ({ count: event.count }) },
            target: 'single',
            actions: [{ type: 'setCount', params: ({ event }) => ({ count: event.count }) }, 'showFirst', moved('items')],
          },
          { actions: [{ type: 'setCount', params: ({ event }) => ({ count: event.count }) }, 'showFirst', moved('items')] },
        ],
        'user.next': { actions: ['showNext', moved('user')] },
        'user.previous': { actions: ['showPrevious', moved('user')] },
        'user.goTo': {
          guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
          actions: [{ type: 'show', params: ({ event }) => ({ index: event.index }) }, moved('user')],
        },
        'user.swiped': {
          guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
          actions: [{ type: 'show', params: ({ event }) => ({ index: event.index }) }, moved('swipe')],
        },
      },
      states: {
        choosing: {
          always: [{ guard: 'prefersReducedMotion', target: 'stopped' }, { target: 'rotating' }],
        },
        /** Rotation is on; it turns only while nothing holds it. */
        rotating: {
          initial: 'paused',
          on: {
            'user.pause': 'stopped',
            'motion.changed': {
              guard: { type: 'isReduced', params: ({ event }) => ({ reduced: event.reduced }) },
              target: 'stopped',
              actions: { type: 'noteMotion', params: ({ event }) => ({ reduced: event.reduced }) },
            },
          },
          states: {
            /** Held by hover, focus or a hidden page; turns again once nothing holds it. */
            paused: {
              tags: ['paused'],
              always: { guard: 'mayTurn', target: 'playing' },
            },
            playing: {
              tags: ['playing'],
              always: { guard: 'isHeld', target: 'paused' },
              after: {
                autoplay: { target: 'playing', reenter: true, actions: ['showNext', moved('timer')] },
              },
              // A move by hand restarts the wait: the slide chosen gets its full time.
              on: {
                'user.next': { target: 'playing', reenter: true, actions: ['showNext', moved('user')] },
                'user.previous': { target: 'playing', reenter: true, actions: ['showPrevious', moved('user')] },
                'user.goTo': {
                  guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
                  target: 'playing',
                  reenter: true,
                  actions: [{ type: 'show', params: ({ event }) => ({ index: event.index }) }, moved('user')],
                },
                'user.swiped': {
                  guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
                  target: 'playing',
                  reenter: true,
                  actions: [{ type: 'show', params: ({ event }) => ({ index: event.index }) }, moved('swipe')],
                },
              },
            },
          },
        },
        /** Stopped by the user (or, from the start, by reduced motion) until the user starts it. */
        stopped: {
          tags: ['paused', 'stopped'],
          on: {
            'user.play': { target: 'rotating', actions: 'forgetHoverAndFocus' },
          },
        },
      },
    },
  },
});
