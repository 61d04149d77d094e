import { assign, fromPromise, sendParent, setup } from 'xstate';
import { countryDialingCodeSchema, loginMobileNumSchema } from '../contract';
import { smsTimings } from './constants';
import { toFailure, type Failure } from './support/failure';
import { loadingMessage } from './support/loadingMessage';

/** Where a code goes: the number and its dialing code, as the form holds them. */
export type SmsTarget = { mobileNum: string; countryDialingCode: string };

/**
 * What a send returns. `expiredMinutes` from the platform (null on the phone-verification-service
 * route, which counts 60 s); `receipt` is the service's verification id, null from the platform.
 */
export type SmsSendResult = { expiredMinutes: number | null; receipt: string | null };

export type SmsCountdownContext = {
  /** The number the code was last asked for. */
  target: SmsTarget | null;
  secondsLeft: number;
  /** The verification service's id for the last code; null from the platform. */
  receipt: string | null;
  /** A send has succeeded on this screen: the code input opens (accounts §2 set password by phone). */
  sentOnce: boolean;
};

/** From the form that invokes the countdown: its get-code button was tapped. */
export type SmsCountdownEvent = { type: 'form.requestCode'; target: SmsTarget };

/** What the parent form hears when a code is on its way. */
export type SmsSentEvent = { type: 'sms.sent'; target: SmsTarget; receipt: string | null };

/** The first rule the number breaks, as a field-rule key, or null when a code may be asked for. */
export function smsTargetError(target: SmsTarget): string | null {
  const mobile = loginMobileNumSchema.safeParse(target.mobileNum);
  if (!mobile.success) return mobile.error.issues[0]?.message ?? 'mobileNum.format';
  if (target.countryDialingCode.trim() === '') return 'countryDialingCode.required';
  const code = countryDialingCodeSchema.safeParse(target.countryDialingCode);
  return code.success ? null : 'countryDialingCode.format';
}

function trimmedTarget(target: SmsTarget): SmsTarget {
  return { mobileNum: target.mobileNum.trim(), countryDialingCode: target.countryDialingCode.trim() };
}

function countdownSeconds(result: SmsSendResult): number {
  return result.expiredMinutes === null ? smsTimings.defaultCountdownSeconds : result.expiredMinutes * 60;
}

/**
 * The get-code button (accounts §4, §8, §9): idle → sending → countingDown → idle. A request while
 * sending or counting does nothing; the number must be valid first. While sending, the loading
 * message shows; then "SMS sent" for 1.5 s and a countdown of expiredMinutes × 60 s, ticking each
 * second. A failure hides the loading message, says why and returns to idle. Stopping the actor
 * (leaving the screen) stops the timer.
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
  },
  actors: {
    sendCode: fromPromise<SmsSendResult, SmsTarget>(async () => {
      throw new Error('sendCode is provided by the screen');
    }),
    /** "in sms sending..." while the code is sent (10 s limit). */
    sendingMessage: loadingMessage,
  },
  actions: {
    /** "SMS sent" for 1.5 s. */
    announceSent: () => {},
    /** The failure's message in the user's language (a rate limit says how long to wait). */
    announceFailure: (_, _params: { failure: Failure }) => {},
    /** Tells the form (the parent) that a code is on its way. */
    notifyParent: sendParent((_, params: { target: SmsTarget; receipt: string | null }): SmsSentEvent => ({
      type: 'sms.sent',
      ...params,
    })),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    isTargetValid: (_, params: { target: SmsTarget }) => smsTargetError(params.target) === null,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: {
    smsTick: smsTimings.tickMs,
  },
}).createMachine({
  id: 'smsCountdown',
  context: {
    target: null,
    secondsLeft: 0,
    receipt: null,
    sentOnce: false,
  },
  initial: 'idle',
  states: {
    idle: {
      tags: ['canRequest'],
      on: {
        'form.requestCode': [
          {
            guard: { type: 'isTargetValid', params: ({ event }) => ({ target: event.target }) },
            target: 'sending',
            actions: assign({ target: ({ event }) => trimmedTarget(event.target) }),
          },
        ],
      },
    },
    sending: {
      tags: ['sending'],
      invoke: [
        {
          id: 'sendCode',
          src: 'sendCode',
          input: ({ context }) => context.target ?? { mobileNum: '', countryDialingCode: '' },
          onDone: {
            target: 'countingDown',
            actions: [
              assign({
                secondsLeft: ({ event }) => countdownSeconds(event.output),
                receipt: ({ event }) => event.output.receipt,
                sentOnce: true,
              }),
              'announceSent',
              {
                type: 'notifyParent',
                params: ({ context, event }) => ({
                  target: context.target ?? { mobileNum: '', countryDialingCode: '' },
                  receipt: event.output.receipt,
                }),
              },
            ],
          },
          onError: {
            target: 'idle',
            actions: { type: 'announceFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) },
          },
        },
        { id: 'sendingMessage', src: 'sendingMessage', input: { limitMs: smsTimings.sendingLimitMs }, onError: {} },
      ],
    },
    countingDown: {
      tags: ['countingDown'],
      after: {
        smsTick: [
          { guard: 'isLastSecond', target: 'idle', actions: 'tick' },
          { target: 'countingDown', reenter: true, actions: 'tick' },
        ],
      },
    },
  },
});
