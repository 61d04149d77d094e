import { expect } from 'vitest';
import { smsCountdownMachine, smsTargetError } from '../../machines/smsCountdown.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

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
  // Standalone there is no form to hear `sms.sent`: what it would hear is read from the actions.
  machine: smsCountdownMachine.provide({ delays: { smsTick: 3_600_000 }, actions: { notifyParent: () => undefined } }),
  events: {
    'request (valid number)': { type: 'form.requestCode', target: { mobileNum: ' 9171234567 ', countryDialingCode: '63' } },
    'request (short number)': { type: 'form.requestCode', target: { mobileNum: '123', countryDialingCode: '63' } },
    'request (no country code)': { type: 'form.requestCode', target: { mobileNum: '9171234567', countryDialingCode: '' } },
    sent: doneEvent('sendCode', { expiredMinutes: shortCodeMinutes, receipt: null }),
    'rate limited': errorEvent('sendCode', { ...apiError('request.rateLimited'), retryAfterSeconds: 120 }),
    'message broke': errorEvent('sendingMessage', new Error('toasts bug')),
  },
  // A loading message that fails changes nothing but that it is gone: the send goes on.
  viaEvents: ['xstate.error.actor.sendingMessage'],
  distinguish: ({ context }) => ({
    secondsLeft: context.secondsLeft,
    sentOnce: context.sentOnce,
  }),
  invariants: {
    idle: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['canRequest']);
      expect(snapshot.hasTag('canRequest')).toBe(true);
      expect(snapshot.context.secondsLeft).toBe(0);
      // The loading message never outlives the send.
      expect(snapshot.children.sendingMessage).toBeUndefined();
      // A refused number or a failed send tells the form nothing.
      expect(count(executed, 'notifyParent')).toBe(count(executed, 'announceSent'));
    },
    sending: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['sending']);
      expect(snapshot.hasTag('sending')).toBe(true);
      expect(snapshot.hasTag('canRequest')).toBe(false);
      // Only a valid number, trimmed, is sent to.
      expect(snapshot.context.target).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
      expect(snapshot.context.target && smsTargetError(snapshot.context.target)).toBeNull();
      // "in sms sending..." shows while the code is sent (unless it broke: the send goes on).
      expect(snapshot.children.sendCode).toBeDefined();
      const others = Object.keys(snapshot.children).filter((id) => id !== 'sendCode');
      expect(others).toEqual(snapshot.children.sendingMessage === undefined ? [] : ['sendingMessage']);
    },
    countingDown: (snapshot, executed) => {
      expect([...snapshot.tags].sort()).toEqual(['countingDown']);
      expect(snapshot.hasTag('countingDown')).toBe(true);
      expect(snapshot.hasTag('canRequest')).toBe(false);
      expect(snapshot.context.sentOnce).toBe(true);
      expect(snapshot.context.secondsLeft).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.secondsLeft).toBeLessThanOrEqual(shortCodeMinutes * 60);
      expect(Number.isInteger(snapshot.context.secondsLeft)).toBe(true);
      expect(count(executed, 'announceSent')).toBeGreaterThan(0);
      expect(snapshot.children.sendingMessage).toBeUndefined();
      // The form heard where the code went, once per code sent.
      expect(executed.filter(({ type }) => type === 'notifyParent').at(-1)?.params).toEqual({
        target: snapshot.context.target,
        receipt: null,
      });
      expect(count(executed, 'notifyParent')).toBe(count(executed, 'announceSent'));
    },
  },
});
