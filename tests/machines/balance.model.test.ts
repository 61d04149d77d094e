import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { balanceMachine } from '../../machines/balance.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

type Snapshot = SnapshotFrom<typeof balanceMachine>;

/**
 * What the header reads, in every state of both regions (shell-and-content §2): the balance is
 * hidden while the user hid it or a refresh runs, whichever; a failed refresh says so whether or
 * not the balance is shown. One wallet fetch runs while refreshing, none otherwise.
 */
function expectHeaderFlags(snapshot: Snapshot, executed: readonly ExecutedAction[]): void {
  const hiddenByUser = snapshot.matches({ visibility: 'hidden' });
  const refreshing = snapshot.matches({ refresh: 'refreshing' });
  expect(snapshot.hasTag('balanceHidden')).toBe(hiddenByUser || refreshing);
  expect(snapshot.hasTag('hiddenByUser')).toBe(hiddenByUser);
  expect(snapshot.hasTag('refreshing')).toBe(refreshing);
  expect(snapshot.hasTag('refreshFailed')).toBe(snapshot.matches({ refresh: 'failed' }));
  expect(runningActors(executed)).toEqual(
    refreshing ? [{ id: 'refreshBalance', src: 'refreshBalance', input: undefined }] : [],
  );
}

defineModelTests({
  name: 'balance',
  machine: balanceMachine,
  events: {
    toggle: { type: 'user.toggleBalance' },
    refresh: { type: 'user.refreshBalance' },
    dismiss: { type: 'user.dismiss' },
    'wallet fetched': doneEvent('refreshBalance', undefined),
    'wallet failed': errorEvent('refreshBalance', apiError('SYSTEM_BUSY')),
  },
  // The machine is parallel: the `visibility` region is always active, so this runs in every state.
  invariants: { visibility: expectHeaderFlags },
});
