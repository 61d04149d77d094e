import { expect } from 'vitest';
import { forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';

// The two flows are fakes here (each has its own model test): their ends and failures are samples.
defineModelTests({
  name: 'forgotPassword',
  machine: forgotPasswordMachine,
  input: { phoneEnabled: true },
  events: {
    'choose e-mail': { type: 'user.selectMode', mode: 'email' },
    'choose phone': { type: 'user.selectMode', mode: 'phone' },
    'e-mail flow reset the password': doneEvent('email', undefined),
    'phone flow signed in': doneEvent('phone', undefined),
    'e-mail flow broke': errorEvent('email', new Error('bug')),
    'phone flow broke': errorEvent('phone', new Error('bug')),
  },
  // Either flow breaking leads to the same state: each must still be walked.
  viaEvents: ['xstate.error.actor.email', 'xstate.error.actor.phone'],
  invariants: {
    active: (snapshot) => {
      // Both flows live as long as the screen, whichever tab shows.
      expect(Object.keys(snapshot.children).sort()).toEqual(['email', 'phone']);
      expect(['phone', 'email']).toContain(snapshot.context.mode);
      if (snapshot.context.failure !== null) expect(snapshot.context.failure.code).toBe('unknown');
    },
    passwordReset: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('passwordReset')).toBe(true);
      expect(snapshot.hasTag('signedIn')).toBe(false);
    },
    signedIn: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('signedIn')).toBe(true);
      expect(snapshot.hasTag('passwordReset')).toBe(false);
    },
  },
});
