import { expect } from 'vitest';
import { specTimings } from '../../machines/constants';
import { toastsMachine } from '../../machines/toasts.machine';
import { defineModelTests } from '../support/model/define-model-tests';

// Paths walk the delayed transitions by sending their `xstate.after.*` events; the real timers
// (seconds long) never fire during a replay.
defineModelTests({
  name: 'toasts',
  machine: toastsMachine,
  events: {
    'short toast': { type: 'toast.show', id: 1, message: 'Saved', tone: 'info', durationMs: specTimings.shortToastMs },
    'long error toast': { type: 'toast.show', id: 2, message: 'Failed', tone: 'error', durationMs: specTimings.longToastMs },
    'SMS sent notice': { type: 'notice.show', id: 3, message: 'SMS sent', tone: 'success' },
    'loading 10 s': { type: 'loading.show', id: 4, message: 'Signing out…', limitMs: specTimings.signOutLoadingLimitMs },
    'hide loading': { type: 'toast.hide', id: 4 },
    'hide a replaced toast': { type: 'toast.hide', id: 99 },
  },
  distinguish: (snapshot) => snapshot.context.current?.id ?? null,
  invariants: {
    idle: (snapshot) => {
      expect(snapshot.context.current).toBeNull();
      expect(snapshot.hasTag('visible')).toBe(false);
    },
    showing: (snapshot) => {
      expect(snapshot.context.current).not.toBeNull();
      expect(snapshot.hasTag('visible')).toBe(true);
    },
    'showing.toast': ({ context }) => {
      expect(context.current?.kind).toBe('toast');
      expect([specTimings.shortToastMs, specTimings.longToastMs]).toContain(context.current?.durationMs);
    },
    'showing.notice': ({ context }) => {
      expect(context.current?.kind).toBe('notice');
      expect(context.current?.durationMs).toBe(specTimings.noticeAutoCloseMs);
    },
    'showing.loading': (snapshot) => {
      expect(snapshot.context.current?.kind).toBe('loading');
      expect(snapshot.context.current?.durationMs).toBe(specTimings.signOutLoadingLimitMs);
      expect(snapshot.hasTag('loading')).toBe(true);
    },
  },
});
