import { expect } from 'vitest';
import { logoutMachine } from '../../machines/logout.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

/** The effects the app provides, in the order the machine ran them. */
const effects = new Set(['clearLocalData', 'endSession', 'announceLocalSignOut']);
const names = (executed: readonly ExecutedAction[]) => executed.map(({ type }) => type).filter((type) => effects.has(type));
/** The tags the views read, all of them: a missing or an extra one changes what is shown. */
const tags = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort();

defineModelTests({
  name: 'logout',
  // Standalone there is no app to hear that the session ended: `endSession` is read from the actions.
  machine: logoutMachine.provide({ actions: { endSession: () => undefined } }),
  input: { origin: 'header' },
  events: {
    confirm: { type: 'user.confirm' },
    cancel: { type: 'user.cancel' },
    'platform signs out': doneEvent('logout', undefined),
    'platform unreachable': errorEvent('logout', apiError('client.network')),
    'message broke': errorEvent('signingOutMessage', new Error('toasts bug')),
  },
  // A loading message that fails changes nothing but that it is gone: the sign-out goes on.
  viaEvents: ['xstate.error.actor.signingOutMessage'],
  invariants: {
    confirming: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['confirming']);
      // Nothing happens before the user confirms: no call, no message.
      expect(names(executed)).toEqual([]);
      expect(snapshot.children).toEqual({});
    },
    signingOut: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['busy']);
      // The platform is asked; nothing is cleared before it answers.
      expect(snapshot.children.logout).toBeDefined();
      // Beside the call, only the loading message (until it breaks), by the id its onError names.
      const others = Object.keys(snapshot.children).filter((id) => id !== 'logout');
      expect(others).toEqual(snapshot.children.signingOutMessage === undefined ? [] : ['signingOutMessage']);
      expect(names(executed)).toEqual([]);
    },
    reportingLocalSignOut: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['busy', 'signedOutLocally']);
      expect(snapshot.context.platformCallFailed).toBe(true);
      expect(names(executed)).toEqual(['clearLocalData', 'endSession', 'announceLocalSignOut']);
      // The loading message is gone: the notice says what happened.
      expect(snapshot.children.signingOutMessage).toBeUndefined();
    },
    signedOut: (snapshot, executed) => {
      expect(snapshot.status).toBe('done');
      expect(tags(snapshot)).toEqual(['signedOut']);
      expect(snapshot.output).toEqual({ signedOut: true, platformCallFailed: snapshot.context.platformCallFailed });
      // Signed out whether or not the platform answered: local data is gone, then the app is told.
      expect(names(executed).slice(0, 2)).toEqual(['clearLocalData', 'endSession']);
      expect(names(executed).includes('announceLocalSignOut')).toBe(snapshot.context.platformCallFailed);
      expect(snapshot.children).toEqual({});
    },
    cancelled: (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['cancelled']);
      expect(snapshot.output).toEqual({ signedOut: false, platformCallFailed: false });
      expect(names(executed)).toEqual([]);
    },
  },
});
