import { expect } from 'vitest';
import { appMachine } from '../../machines/app.machine';
import { errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';

// The children run as controlled fakes here: their own behaviour is their own model's business.
// What the app owns is that both run, and that either one failing stops the app visibly.
defineModelTests({
  name: 'app',
  machine: appMachine,
  events: {
    'startup crashes': errorEvent('startup', new Error('startup bug')),
    'auth crashes': errorEvent('auth', new Error('auth bug')),
    'toasts crashes': errorEvent('toasts', new Error('toasts bug')),
    'language crashes': errorEvent('language', new Error('language bug')),
  },
  invariants: {
    running: (snapshot) => {
      expect(Object.keys(snapshot.children).sort()).toEqual(['auth', 'language', 'startup', 'toasts']);
    },
    crashed: (snapshot) => {
      expect(snapshot.hasTag('crashed')).toBe(true);
      expect(snapshot.children).toEqual({});
    },
  },
});
