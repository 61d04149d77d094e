import { expect } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { smsCountdownMachine, smsTargetError } from '../../machines/smsCountdown.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

/** The form machine that invoked the countdown, reduced to what it hears. */
const heard: EventObject[] = [];
const parent = createActor(
  fromCallback<EventObject>(({ receive }) => {
    receive((event) => heard.push(event));
  }),
).start();

const count = (executed: readonly ExecutedAction[], type: string) => executed.filter((action) => action.type === type).length;

/**
 * A 2-second code (expiredMinutes 2/60) keeps the paths short: every tick is a step. The unit
 * tests cover whole minutes.
 */
const shortCodeMinutes = 2 / 60;

defineModelTests({
  name: 'smsCountdown',
  // Paths take each tick as an explicit step (its xstate.after event); the real 1 s timer must not
  // fire on its own while a path replays.
  machine: smsCountdownMachine.provide({ delays: { smsTick: 3_600_000 } }),
  input: { parent },
  events: {
    'request (valid number)': { type: 'user.requestCode', target: { mobileNum: ' 9171234567 ', countryDialingCode: '63' } },
    'request (short number)': { type: 'user.requestCode', target: { mobileNum: '123', countryDialingCode: '63' } },
    'request (no country code)': { type: 'user.requestCode', target: { mobileNum: '9171234567', countryDialingCode: '' } },
    sent: doneEvent('sendCode', { expiredMinutes: shortCodeMinutes, receipt: null }),
    'rate limited': errorEvent('sendCode', { ...apiError('request.rateLimited'), retryAfterSeconds: 120 }),
  },
  distinguish: ({ context }) => ({
    secondsLeft: context.secondsLeft,
    sentOnce: context.sentOnce,
  }),
  invariants: {
    idle: (snapshot, executed) => {
      expect(snapshot.hasTag('canRequest')).toBe(true);
      expect(snapshot.context.secondsLeft).toBe(0);
      // The loading message never outlives the send.
      expect(count(executed, 'hideSending')).toBe(count(executed, 'showSending'));
    },
    sending: (snapshot, executed) => {
      expect(snapshot.hasTag('sending')).toBe(true);
      expect(snapshot.hasTag('canRequest')).toBe(false);
      // Only a valid number, trimmed, is sent to.
      expect(snapshot.context.target).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
      expect(snapshot.context.target && smsTargetError(snapshot.context.target)).toBeNull();
      expect(count(executed, 'showSending')).toBe(count(executed, 'hideSending') + 1);
    },
    countingDown: (snapshot, executed) => {
      expect(snapshot.hasTag('countingDown')).toBe(true);
      expect(snapshot.hasTag('canRequest')).toBe(false);
      expect(snapshot.context.sentOnce).toBe(true);
      expect(snapshot.context.secondsLeft).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.secondsLeft).toBeLessThanOrEqual(shortCodeMinutes * 60);
      expect(Number.isInteger(snapshot.context.secondsLeft)).toBe(true);
      expect(count(executed, 'announceSent')).toBeGreaterThan(0);
      expect(count(executed, 'hideSending')).toBe(count(executed, 'showSending'));
      // The form heard where the code went.
      expect(heard.at(-1)).toEqual({ type: 'sms.sent', target: snapshot.context.target, receipt: null });
    },
  },
});
