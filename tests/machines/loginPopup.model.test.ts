import { expect } from 'vitest';
import { loginPopupMachine } from '../../machines/loginPopup.machine';
import { session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';

defineModelTests({
  name: 'loginPopup',
  machine: loginPopupMachine,
  events: {
    'guest taps Deposit': { type: 'user.requestLogin', returnTo: '/m/voucherCenter' },
    dismiss: { type: 'user.dismiss' },
    'still a guest': { type: 'auth.changed', session: null },
    'signed in': { type: 'auth.changed', session: session() },
  },
  invariants: {
    closed: ({ context }) => {
      // A closed popup holds no place to come back to: the next tap sets its own.
      expect(context.returnTo).toBeNull();
    },
    open: ({ context }) => {
      expect(context.returnTo).toBe('/m/voucherCenter');
    },
  },
});
