import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type AnyEventObject, type EventObject } from 'xstate';
import { smsTimings } from '../../machines/constants';
import {
  smsCountdownMachine,
  smsTargetError,
  type SmsSendResult,
  type SmsTarget,
} from '../../machines/smsCountdown.machine';
import type { Failure } from '../../machines/support/failure';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';

const number: SmsTarget = { mobileNum: '9171234567', countryDialingCode: '63' };

function startCountdown() {
  const sendCode = controlledPromise<SmsSendResult, SmsTarget>('sendCode');
  const effects: string[] = [];
  const limits: number[] = [];
  const failures: Failure[] = [];
  const logic = smsCountdownMachine.provide({
      actors: {
        sendCode: sendCode.logic,
        // The loading message: shown while its state lasts.
        sendingMessage: fromCallback<EventObject, { limitMs: number }>(({ input }) => {
          effects.push('showSending');
          limits.push(input.limitMs);
          return () => effects.push('hideSending');
        }),
      },
      actions: {
        announceSent: () => effects.push('announceSent'),
        announceFailure: (_, params) => {
          effects.push('announceFailure');
          failures.push(params.failure);
        },
      },
    });
  // A stand-in for the form that invokes the countdown: it records what it hears; stopping it is leaving the screen.
  const heard: AnyEventObject[] = [];
  const form = createActor(
    setup({ types: { children: {} as { countdown: 'countdown' } }, actors: { countdown: logic } }).createMachine({
      invoke: { id: 'countdown', src: 'countdown' },
      on: { 'sms.sent': { actions: ({ event }) => heard.push(event) } },
    }),
  ).start();
  const actor = form.getSnapshot().children.countdown;
  if (actor === undefined) throw new Error('the countdown did not start');
  const request = (target: SmsTarget = number) => actor.send({ type: 'form.requestCode', target });
  const leaveScreen = () => form.stop();
  return { actor, sendCode, effects, failures, heard, request, limits, leaveScreen };
}

/** With fake timers: lets the fake send settle without waiting on a real timer. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('smsCountdown machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts idle: a code may be asked for, nothing sent yet', () => {
    const { actor, sendCode, effects } = startCountdown();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.hasTag('canRequest')).toBe(true);
    expect(snapshot.context).toMatchObject({ secondsLeft: 0, sentOnce: false, target: null });
    expect(sendCode.calls).toHaveLength(0);
    expect(effects).toEqual([]);
  });

  describe('the number must be valid before a code is asked for (accounts §5)', () => {
    it.each([
      { mobileNum: '', countryDialingCode: '63', error: 'mobileNum.required' },
      { mobileNum: '   ', countryDialingCode: '63', error: 'mobileNum.required' },
      { mobileNum: '917-123', countryDialingCode: '63', error: 'mobileNum.format' },
      { mobileNum: '1234', countryDialingCode: '63', error: 'mobileNum.tooShort' },
      { mobileNum: '1'.repeat(21), countryDialingCode: '63', error: 'mobileNum.tooLong' },
      { mobileNum: '9171234567', countryDialingCode: '', error: 'countryDialingCode.required' },
      { mobileNum: '9171234567', countryDialingCode: '   ', error: 'countryDialingCode.required' },
      { mobileNum: '9171234567', countryDialingCode: '+63', error: 'countryDialingCode.format' },
      { mobileNum: '9171234567', countryDialingCode: '12345', error: 'countryDialingCode.format' },
    ])('$mobileNum / $countryDialingCode → $error, no SMS', ({ mobileNum, countryDialingCode, error }) => {
      const { actor, sendCode, effects, request } = startCountdown();
      request({ mobileNum, countryDialingCode });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(smsTargetError({ mobileNum, countryDialingCode })).toBe(error);
      expect(sendCode.calls).toHaveLength(0);
      expect(effects).toEqual([]);
    });

    it('a valid number after a refused one is sent', () => {
      const { actor, request, sendCode } = startCountdown();
      request({ mobileNum: '12', countryDialingCode: '63' });
      request();
      expect(actor.getSnapshot().value).toBe('sending');
      expect(sendCode.calls).toHaveLength(1);
    });
  });

  it('sends to the trimmed number with the loading message up', () => {
    const { actor, sendCode, effects, request } = startCountdown();
    request({ mobileNum: ' 9171234567 ', countryDialingCode: ' 63 ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(actor.getSnapshot().hasTag('canRequest')).toBe(false);
    expect(sendCode.calls.map((call) => call.input)).toEqual([number]);
    expect(actor.getSnapshot().context.target).toEqual(number);
    expect(effects).toEqual(['showSending']);
  });

  it('asking again while sending does nothing (accounts §4)', () => {
    const { sendCode, request } = startCountdown();
    request();
    request();
    request({ mobileNum: '9179999999', countryDialingCode: '63' });
    expect(sendCode.calls).toHaveLength(1);
  });

  it('a sent code: "SMS sent", a countdown of expiredMinutes × 60 s, the parent told', async () => {
    const { actor, sendCode, effects, heard, request } = startCountdown();
    request();
    sendCode.resolve({ expiredMinutes: 2, receipt: null });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('countingDown');
    expect(snapshot.hasTag('countingDown')).toBe(true);
    expect(snapshot.hasTag('canRequest')).toBe(false);
    expect(snapshot.context.secondsLeft).toBe(120);
    expect(snapshot.context.sentOnce).toBe(true);
    // The notice replaces the loading message, which then hides (only itself: accounts §8).
    expect(effects).toEqual(['showSending', 'announceSent', 'hideSending']);
    expect(heard).toEqual([{ type: 'sms.sent', target: number, receipt: null }]);
  });

  it('the phone-service route (no expiredMinutes) counts 60 s and passes its receipt on', async () => {
    const { actor, sendCode, heard, request } = startCountdown();
    request();
    sendCode.resolve({ expiredMinutes: null, receipt: 'verification-1' });
    await settle();
    expect(actor.getSnapshot().context.secondsLeft).toBe(smsTimings.defaultCountdownSeconds);
    expect(actor.getSnapshot().context.receipt).toBe('verification-1');
    expect(heard).toEqual([{ type: 'sms.sent', target: number, receipt: 'verification-1' }]);
  });

  it('shows the sending message with its 10 s limit, and hides it when the screen is left mid-send', () => {
    const { effects, limits, request, leaveScreen } = startCountdown();
    request();
    expect(limits).toEqual([smsTimings.sendingLimitMs]);
    leaveScreen();
    expect(effects).toEqual(['showSending', 'hideSending']);
  });

  it('ticks each second down to idle, then a new code may be asked for', async () => {
    vi.useFakeTimers();
    const { actor, sendCode, request } = startCountdown();
    request();
    sendCode.resolve({ expiredMinutes: 1, receipt: null });
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);

    await vi.advanceTimersByTimeAsync(smsTimings.tickMs - 1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);

    // A request during the countdown does nothing.
    request();
    expect(sendCode.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(58 * smsTimings.tickMs);
    expect(actor.getSnapshot().value).toBe('countingDown');
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(smsTimings.tickMs);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().context.sentOnce).toBe(true);

    request();
    expect(sendCode.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('leaving the screen (stopping the actor) stops the countdown', async () => {
    vi.useFakeTimers();
    const { actor, sendCode, request, leaveScreen } = startCountdown();
    request();
    sendCode.resolve({ expiredMinutes: 1, receipt: null });
    await flush();
    leaveScreen();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * smsTimings.tickMs);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('a failed send hides the loading message, says why and allows another try', async () => {
    const { actor, sendCode, effects, failures, heard, request } = startCountdown();
    request();
    sendCode.reject({ ...apiError('request.rateLimited'), retryAfterSeconds: 90 });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.sentOnce).toBe(false);
    expect(effects).toEqual(['showSending', 'announceFailure', 'hideSending']);
    expect(failures).toEqual([expect.objectContaining({ code: 'request.rateLimited', retryAfterSeconds: 90 })]);
    expect(heard).toEqual([]);

    request();
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sendCode.calls).toHaveLength(2);
  });

  it('a failure that is not the platform\'s (a bug, a drop) reads as unknown', async () => {
    const { sendCode, failures, request } = startCountdown();
    request();
    sendCode.reject(new Error('boom'));
    await settle();
    expect(failures.map((failure) => failure.code)).toEqual(['unknown']);
  });

  it('fails loudly when the screen provides no SMS call', async () => {
    await expect(rejectionOf(smsCountdownMachine, 'sendCode')).resolves.toEqual(new Error('sendCode is provided by the screen'));
  });
});
