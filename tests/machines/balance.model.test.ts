import { expect } from 'vitest';
import { balanceMachine } from '../../machines/balance.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';

defineModelTests({
  name: 'balance',
  machine: balanceMachine,
  events: {
    toggle: { type: 'user.toggleBalance' },
    refresh: { type: 'user.refreshBalance' },
    dismiss: { type: 'user.dismissNotice' },
    'wallet fetched': doneEvent('refreshBalance', undefined),
    'wallet failed': errorEvent('refreshBalance', apiError('SYSTEM_BUSY')),
  },
  // shell-and-content §2: the flag follows hide/show and is on while refreshing.
  invariants: {
    'visibility.hidden': (snapshot) => {
      expect(snapshot.hasTag('balanceHidden')).toBe(true);
    },
    'refresh.refreshing': (snapshot) => {
      expect(snapshot.hasTag('balanceHidden')).toBe(true);
      expect(Object.keys(snapshot.children)).toEqual(['refreshBalance']);
    },
    'refresh.idle': (snapshot) => {
      expect(snapshot.hasTag('balanceHidden')).toBe(snapshot.matches({ visibility: 'hidden' }));
    },
    'refresh.failed': (snapshot) => {
      expect(snapshot.hasTag('refreshFailed')).toBe(true);
      expect(snapshot.hasTag('balanceHidden')).toBe(snapshot.matches({ visibility: 'hidden' }));
    },
  },
});
