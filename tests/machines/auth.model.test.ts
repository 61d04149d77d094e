import { expect } from 'vitest';
import { authMachine } from '../../machines/auth.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

const member = session({ type: 0 });
const blocked = session({ type: 4, userName: 'blocked' });
const agent = session({ type: 1, userName: 'agent' });
const trial = session({ type: 40, trial: true, userName: 'trial' });
/** accounts §6: every logged-in type but these is an agent. */
const memberTypes = [0, 4, 40];

/** MC_SESSION_INFO must mirror the state: written when signing in, cleared when leaving. */
function lastStorageWrite(executed: readonly ExecutedAction[]): string | undefined {
  return executed.filter(({ type }) => type === 'persistSession' || type === 'clearStoredSession').at(-1)?.type;
}

/** What auth last told its parent (the app). */
function lastReport(executed: readonly ExecutedAction[]): unknown {
  return executed.filter(({ type }) => type === 'reportChange').at(-1)?.params;
}

defineModelTests({
  name: 'auth',
  // Standalone, there is no app to hear the reports: the invariants read them from the executed actions.
  machine: authMachine.provide({ actions: { reportChange: () => undefined } }),
  events: {
    'nothing stored': doneEvent('readStoredSession', null),
    'stored member': doneEvent('readStoredSession', member),
    'stored blocked member': doneEvent('readStoredSession', blocked),
    'stored agent': doneEvent('readStoredSession', agent),
    'stored trial': doneEvent('readStoredSession', trial),
    'storage unreadable': errorEvent('readStoredSession', new Error('storage denied')),
    'member signs in': { type: 'session.established', session: member },
    'agent signs in': { type: 'session.established', session: agent },
    'trial starts': { type: 'session.established', session: trial },
    expired: { type: 'session.expired' },
    'signed out': { type: 'session.ended' },
    'dismiss notice': { type: 'user.dismiss' },
  },
  invariants: {
    restoring: (_, executed) => {
      // Nothing is known yet: nothing reported, nothing written.
      expect(executed.filter(({ type }) => !type.startsWith('xstate.'))).toEqual([]);
    },
    guest: ({ context }, executed) => {
      expect(context.session).toBeNull();
      expect(lastStorageWrite(executed)).not.toBe('persistSession');
      // The app (router, held password, popup) knows the user is a guest.
      expect(lastReport(executed)).toEqual({ session: null });
    },
    signedIn: ({ context }, executed) => {
      expect(context.session).not.toBeNull();
      expect(context.notice).toBeNull();
      expect(lastStorageWrite(executed)).not.toBe('clearStoredSession');
      expect(lastReport(executed)).toEqual({ session: context.session });
    },
    'signedIn.member': ({ context }) => {
      expect(context.session?.trial).toBe(false);
      expect(memberTypes).toContain(context.session?.type);
    },
    'signedIn.agent': ({ context }) => {
      expect(context.session?.trial).toBe(false);
      expect(memberTypes).not.toContain(context.session?.type);
    },
    'signedIn.trial': ({ context }) => {
      expect(context.session?.trial).toBe(true);
    },
  },
});
