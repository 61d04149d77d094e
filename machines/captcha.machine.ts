import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { CaptchaResponse } from '../contract';

export type CaptchaInput = {
  /** The form machine that invoked this one; it hears `captcha.changed`. None when used alone. */
  parent?: AnyActorRef | null;
};

export type CaptchaContext = {
  parent: AnyActorRef | null;
  captcha: CaptchaResponse | null;
  /** What the user typed for the current image. */
  answer: string;
};

export type CaptchaEvent =
  /** From the form: a failed attempt's error value carried the captcha flag (accounts §3). */
  | { type: 'captcha.reveal' }
  /** From the form: the login method switched (accounts §4); refreshes only a captcha that shows. */
  | { type: 'captcha.refreshIfShown' }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.typeAnswer'; value: string };

/**
 * What the form hears after every change once the captcha shows (it never hides again), so a submit
 * carries the current key and answer. The key is null while an image loads or failed to load.
 */
export type CaptchaChangedEvent = {
  type: 'captcha.changed';
  captchaKey: string | null;
  answer: string;
};

/**
 * The captcha box (accounts §2, §4, §5): hidden by default; revealed when a failed attempt's error
 * value carries the captcha flag. Each image answers once, so a reveal while shown loads a fresh
 * one. Tapping the image loads a fresh one and clears the input; so does a method switch while it
 * shows. A failed load shows a retry in place of the image.
 */
export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
  },
  actors: {
    loadCaptcha: fromPromise<CaptchaResponse>(async () => {
      throw new Error('loadCaptcha is provided by the screen');
    }),
  },
  actions: {
    clearAnswer: assign({ answer: '' }),
    notifyParent: ({ context }) => {
      if (context.parent === null) return;
      const changed: CaptchaChangedEvent = {
        type: 'captcha.changed',
        captchaKey: context.captcha?.captchaKey ?? null,
        answer: context.answer,
      };
      context.parent.send(changed);
    },
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({ parent: input.parent ?? null, captcha: null, answer: '' }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'captcha.reveal': 'loading' },
    },
    loading: {
      tags: ['captchaShown', 'captchaLoading'],
      entry: ['clearAnswer', 'notifyParent'],
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: {
          target: 'shown',
          actions: [assign({ captcha: ({ event }) => event.output }), 'notifyParent'],
        },
        onError: {
          target: 'unavailable',
          actions: [assign({ captcha: null }), 'notifyParent'],
        },
      },
    },
    shown: {
      tags: ['captchaShown'],
      on: {
        'captcha.reveal': 'loading',
        'captcha.refreshIfShown': 'loading',
        'user.refreshCaptcha': 'loading',
        'user.typeAnswer': { actions: [assign({ answer: ({ event }) => event.value }), 'notifyParent'] },
      },
    },
    unavailable: {
      tags: ['captchaShown', 'captchaUnavailable'],
      on: {
        'captcha.reveal': 'loading',
        'captcha.refreshIfShown': 'loading',
        'user.refreshCaptcha': 'loading',
      },
    },
  },
});
