import { assign, setup } from 'xstate';
import { gestureLimits, specTimings } from './constants';

export type BackGestureEvent =
  | { type: 'touch.start'; x: number; viewportWidth: number }
  | { type: 'touch.move'; x: number }
  | { type: 'touch.end' };

export type BackGestureContext = { startX: number };

type StartParams = { x: number; viewportWidth: number };

/**
 * Is the browser's own back gesture under way (shell-and-content §2)? A swipe over 100 px, or a
 * touch that starts off-screen (iOS edge swipes report x < 0 or x > the viewport width). Page
 * transitions are skipped while the tag `backGesture` is on: the browser already animated the
 * page away. Detection resets 500 ms after the touch ends.
 */
export const backGestureMachine = setup({
  types: {
    context: {} as BackGestureContext,
    events: {} as BackGestureEvent,
  },
  actions: {
    rememberStart: assign((_, params: StartParams) => ({ startX: params.x })),
  },
  guards: {
    startsOffScreen: (_, params: StartParams) => params.x < 0 || params.x > params.viewportWidth,
    isLongSwipe: ({ context }, params: { x: number }) =>
      Math.abs(params.x - context.startX) > gestureLimits.backSwipePx,
  },
  delays: {
    backGestureReset: specTimings.backGestureResetMs,
  },
}).createMachine({
  id: 'backGesture',
  context: { startX: 0 },
  initial: 'idle',
  // Every touch begins a new judgement, whatever the previous one concluded.
  on: {
    'touch.start': [
      {
        guard: { type: 'startsOffScreen', params: ({ event }) => event },
        target: '.detected',
      },
      {
        target: '.tracking',
        actions: { type: 'rememberStart', params: ({ event }) => event },
      },
    ],
  },
  states: {
    idle: {},
    tracking: {
      on: {
        'touch.move': {
          guard: { type: 'isLongSwipe', params: ({ event }) => ({ x: event.x }) },
          target: 'detected',
        },
        'touch.end': 'idle',
      },
    },
    detected: {
      tags: ['backGesture'],
      initial: 'touching',
      states: {
        touching: {
          on: { 'touch.end': 'settling' },
        },
        settling: {
          after: { backGestureReset: '#backGesture.idle' },
        },
      },
    },
  },
});
