import { expect } from 'vitest';
import { specTimings } from '../../machines/constants';
import { toastsMachine, type Toast, type ToastsEvent } from '../../machines/toasts.machine';
import { defineModelTests } from '../support/model/define-model-tests';

const samples = {
  'short toast': { type: 'toast.show', id: 1, message: 'Saved', tone: 'info', durationMs: specTimings.shortToastMs },
  'long error toast': { type: 'toast.show', id: 2, message: 'Failed', tone: 'error', durationMs: specTimings.longToastMs },
  'SMS sent notice': { type: 'notice.show', id: 3, message: 'SMS sent', tone: 'success' },
  'loading 10 s': { type: 'loading.show', id: 4, message: 'Signing out…', limitMs: specTimings.signOutLoadingLimitMs },
  'hide loading': { type: 'toast.hide', id: 4 },
  'hide a replaced toast': { type: 'toast.hide', id: 99 },
} satisfies Record<string, ToastsEvent>;

/**
 * shell-and-content §9: what each request puts on screen. A notice closes on its own after 1.5 s
 * and a loading toast reads as information, whatever the caller's tone.
 */
const shown: Record<number, Toast> = {
  1: { id: 1, kind: 'toast', tone: 'info', message: 'Saved', durationMs: specTimings.shortToastMs },
  2: { id: 2, kind: 'toast', tone: 'error', message: 'Failed', durationMs: specTimings.longToastMs },
  3: { id: 3, kind: 'notice', tone: 'success', message: 'SMS sent', durationMs: specTimings.noticeAutoCloseMs },
  4: { id: 4, kind: 'loading', tone: 'info', message: 'Signing out…', durationMs: specTimings.signOutLoadingLimitMs },
};

function expectShown(current: Toast | null, kind: Toast['kind']): void {
  expect(current?.kind).toBe(kind);
  expect(current).toEqual(shown[current?.id ?? -1]);
}

// Paths walk the delayed transitions by sending their `xstate.after.*` events; the real timers
// (seconds long) never fire during a replay.
defineModelTests({
  name: 'toasts',
  machine: toastsMachine,
  events: samples,
  distinguish: (snapshot) => snapshot.context.current?.id ?? null,
  invariants: {
    idle: (snapshot) => {
      expect(snapshot.context.current).toBeNull();
      expect(snapshot.hasTag('visible')).toBe(false);
    },
    'showing.toast': ({ context }) => expectShown(context.current, 'toast'),
    'showing.notice': ({ context }) => expectShown(context.current, 'notice'),
    'showing.loading': ({ context }) => expectShown(context.current, 'loading'),
  },
});
