import { expect } from 'vitest';
import { logoutMachine } from '../../machines/logout.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

/** The effects the app provides, in the order the machine ran them. */
const effects = new Set(['showProgress', 'hideProgress', 'clearLocalData', 'endSession', 'announceLocalSignOut']);
const names = (executed: readonly ExecutedAction[]) => executed.map(({ type }) => type).filter((type) => effects.has(type));

defineModelTests({
  name: 'logout',
  machine: logoutMachine,
  input: { origin: 'header' },
  events: {
    confirm: { type: 'user.confirm' },
    cancel: { type: 'user.cancel' },
    'platform signs out': doneEvent('logout', undefined),
    'platform unreachable': errorEvent('logout', apiError('client.network')),
  },
  invariants: {
    confirming: (snapshot, executed) => {
      // Nothing happens before the user confirms.
      expect(names(executed)).toEqual([]);
      expect(snapshot.hasTag('confirming')).toBe(true);
    },
    signingOut: (snapshot, executed) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      // shell-and-content §2: from the header the loading message may stay up to 9999 s.
      expect(executed).toContainEqual({ type: 'showProgress', params: { limitMs: 9_999_000 } });
      expect(names(executed)).not.toContain('clearLocalData');
    },
    reportingLocalSignOut: (snapshot, executed) => {
      expect(snapshot.context.platformCallFailed).toBe(true);
      expect(names(executed)).toEqual([
        'showProgress',
        'hideProgress',
        'clearLocalData',
        'endSession',
        'announceLocalSignOut',
      ]);
    },
    signedOut: (snapshot, executed) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ signedOut: true, platformCallFailed: snapshot.context.platformCallFailed });
      // Signed out whether or not the platform answered: local data is gone and auth is told.
      expect(names(executed)).toContain('clearLocalData');
      expect(names(executed)).toContain('endSession');
      expect(names(executed)).toContain('hideProgress');
      expect(names(executed).includes('announceLocalSignOut')).toBe(snapshot.context.platformCallFailed);
    },
    cancelled: (snapshot, executed) => {
      expect(snapshot.output).toEqual({ signedOut: false, platformCallFailed: false });
      expect(names(executed)).toEqual([]);
    },
  },
});
