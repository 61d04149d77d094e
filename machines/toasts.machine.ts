import { assign, setup } from 'xstate';
import { specTimings } from './constants';

/** How a toast reads: errors are announced assertively, everything else politely. */
export type ToastTone = 'info' | 'success' | 'error';

/**
 * The one toast on screen. `toast`: a message for `durationMs` (3 s short, 8 s long, or a spec
 * value such as the 2 s offline toast). `notice`: auto-closes after 1.5 s. `loading`: a spinner and
 * a message until hidden, or at most `durationMs` (its limit: 10 s, 9999 s where the spec says).
 */
export type Toast = {
  id: number;
  kind: 'toast' | 'notice' | 'loading';
  tone: ToastTone;
  message: string;
  durationMs: number;
};

export type ToastsContext = { current: Toast | null };

export type ToastsEvent =
  | { type: 'toast.show'; id: number; message: string; tone: ToastTone; durationMs: number }
  | { type: 'notice.show'; id: number; message: string; tone: ToastTone }
  | { type: 'loading.show'; id: number; message: string; limitMs: number }
  | { type: 'toast.hide'; id: number };

/**
 * Toasts and notices (shell-and-content §9, accounts §8, §9): one at a time, the newest replacing
 * the one on screen, as the product's toasts always did; a loading toast's "hide" only hides that
 * toast, never one that replaced it. Each kind closes on its own named delay.
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actions: {
    showToast: assign((_, params: { toast: Toast }) => ({ current: params.toast })),
    forgetToast: assign({ current: null }),
  },
  guards: {
    isCurrent: ({ context }, params: { id: number }) => context.current?.id === params.id,
  },
  delays: {
    /** The toast's own duration; showToast() defaults it to specTimings.shortToastMs. */
    toastDuration: ({ context }) => context.current?.durationMs ?? specTimings.shortToastMs,
    noticeAutoClose: specTimings.noticeAutoCloseMs,
    /** The loading toast's limit (specTimings.loadingToastLimitMs unless the caller gives one). */
    loadingLimit: ({ context }) => context.current?.durationMs ?? specTimings.loadingToastLimitMs,
  },
}).createMachine({
  id: 'toasts',
  context: { current: null },
  initial: 'idle',
  on: {
    'toast.show': {
      target: '.showing.toast',
      actions: {
        type: 'showToast',
        params: ({ event }) => ({
          toast: { id: event.id, kind: 'toast', tone: event.tone, message: event.message, durationMs: event.durationMs },
        }),
      },
    },
    'notice.show': {
      target: '.showing.notice',
      actions: {
        type: 'showToast',
        params: ({ event }) => ({
          toast: {
            id: event.id,
            kind: 'notice',
            tone: event.tone,
            message: event.message,
            durationMs: specTimings.noticeAutoCloseMs,
          },
        }),
      },
    },
    'loading.show': {
      target: '.showing.loading',
      actions: {
        type: 'showToast',
        params: ({ event }) => ({
          toast: { id: event.id, kind: 'loading', tone: 'info', message: event.message, durationMs: event.limitMs },
        }),
      },
    },
  },
  states: {
    idle: {
      entry: 'forgetToast',
    },
    showing: {
      tags: ['visible'],
      initial: 'toast',
      on: {
        'toast.hide': {
          guard: { type: 'isCurrent', params: ({ event }) => ({ id: event.id }) },
          target: 'idle',
        },
      },
      states: {
        toast: {
          after: { toastDuration: '#toasts.idle' },
        },
        notice: {
          after: { noticeAutoClose: '#toasts.idle' },
        },
        loading: {
          tags: ['loading'],
          after: { loadingLimit: '#toasts.idle' },
        },
      },
    },
  },
});
