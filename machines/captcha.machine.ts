import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { CaptchaResponse } from '../contract';

/**
 * How a form starts its captcha: shown when its first view already takes one (registration's
 * method), so the box is drawn with the form, by the server too, and does not push it down later.
 */
export type CaptchaInput = { shown: boolean };

export type CaptchaContext = {
  /** The form's first view takes a captcha: it starts loading one. */
  startsShown: boolean;
  captcha: CaptchaResponse | null;
  /** What the user typed for the current image. */
  answer: string;
};

export type CaptchaEvent =
  /**
   * From the form: a fresh captcha is needed now: a failed login's error value carried the captcha
   * flag (accounts §3), or the registration form shows one for its method.
   */
  | { type: 'form.requireCaptcha' }
  /** From the form: a fresh image if one shows (a login-method switch, accounts §4; a spent answer). */
  | { type: 'form.refreshCaptcha' }
  /** From the form: its method takes no captcha. */
  | { type: 'form.hideCaptcha' }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.typeAnswer'; value: string };

/**
 * What the form hears after every change while the captcha shows, so a submit carries the current
 * key and answer. The key is null while an image loads, failed to load, or none is needed.
 */
export type CaptchaChangedEvent = {
  type: 'captcha.changed';
  captchaKey: string | null;
  answer: string;
};

type Change = Omit<CaptchaChangedEvent, 'type'>;

const reportChange = {
  type: 'notifyParent',
  params: ({ context }: { context: CaptchaContext }): Change => ({
    captchaKey: context.captcha?.captchaKey ?? null,
    answer: context.answer,
  }),
} as const;

/**
 * The captcha box of a form (accounts §2, §4, §5): hidden until the form requires one (login: a
 * failed attempt's error value carries the captcha flag; registration: its method takes one), or
 * loading from the start when the form's first view takes one. Each
 * image answers once, so requiring one while shown loads a fresh one. Tapping the image loads a
 * fresh one and clears the input; so does a form's refresh while it shows. A failed load shows a
 * retry in place of the image. It always runs as a child of its form, which hears every change.
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
    /** A new image is on its way: the old one and what was typed for it are spent. */
    forgetImage: assign({ captcha: null, answer: '' }),
    /** Tells the form (the parent) the captcha's key and answer now. */
    notifyParent: sendParent((_, params: Change): CaptchaChangedEvent => ({ type: 'captcha.changed', ...params })),
  },
  guards: {
    startsShown: ({ context }) => context.startsShown,
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({ startsShown: input.shown, captcha: null, answer: '' }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsShown', target: 'loading' }, { target: 'hidden' }],
    },
    hidden: {
      on: { 'form.requireCaptcha': 'loading' },
    },
    loading: {
      tags: ['captchaShown', 'captchaLoading'],
      entry: ['forgetImage', reportChange],
      on: { 'form.hideCaptcha': 'hidden' },
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: {
          target: 'shown',
          actions: [assign({ captcha: ({ event }) => event.output }), reportChange],
        },
        onError: { target: 'unavailable', actions: reportChange },
      },
    },
    shown: {
      tags: ['captchaShown'],
      on: {
        'form.requireCaptcha': 'loading',
        'form.refreshCaptcha': 'loading',
        'form.hideCaptcha': 'hidden',
        'user.refreshCaptcha': 'loading',
        'user.typeAnswer': { actions: [assign({ answer: ({ event }) => event.value }), reportChange] },
      },
    },
    unavailable: {
      tags: ['captchaShown', 'captchaUnavailable'],
      on: {
        'form.requireCaptcha': 'loading',
        'form.refreshCaptcha': 'loading',
        'form.hideCaptcha': 'hidden',
        'user.refreshCaptcha': 'loading',
      },
    },
  },
});
