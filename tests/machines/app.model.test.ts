import { expect } from 'vitest';
import { appMachine } from '../../machines/app.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked, sentTo } from '../support/model/effects';
import type { ExecutedAction } from '../support/model/spec';

const member = session();
const names = (executed: readonly ExecutedAction[]) => executed.map(({ type }) => type);
const count = (executed: readonly ExecutedAction[], type: string) => names(executed).filter((name) => name === type).length;

/** What the app emitted for its one subscriber, the router (`auth.changed`). */
function emitted(executed: readonly ExecutedAction[]): unknown[] {
  return executed.flatMap(({ type, params }) =>
    type === 'xstate.emit' && typeof params === 'object' && params !== null && 'event' in params ? [params.event] : [],
  );
}

// The children run as controlled fakes here: their own behaviour is their own model's business.
// What the app owns is which children run, how each one's failure is handled, and the reactions
// between them (who the user is reaching the router, the popup and the held password; a sign-out
// reaching auth and ending in a reload).
defineModelTests({
  name: 'app',
  machine: appMachine,
  events: {
    'a guest': { type: 'auth.changed', session: null },
    'a member': { type: 'auth.changed', session: member },
    'sign out from the header': { type: 'user.signOut', origin: 'header' },
    'sign out at settings': { type: 'user.signOut', origin: 'settings' },
    'session ended': { type: 'logout.sessionEnded' },
    'signed out': doneEvent('logout', { signedOut: true, platformCallFailed: false }),
    'sign-out cancelled': doneEvent('logout', { signedOut: false, platformCallFailed: false }),
    'sign-out broke': errorEvent('logout', new Error('logout bug')),
    'startup crashes': errorEvent('startup', new Error('startup bug')),
    'auth crashes': errorEvent('auth', new Error('auth bug')),
    'language crashes': errorEvent('language', new Error('language bug')),
    'toasts break': errorEvent('toasts', new Error('toasts bug')),
    'popup breaks': errorEvent('loginPopup', new Error('popup bug')),
  },
  distinguish: (snapshot) => ({ origin: snapshot.context.signOutOrigin }),
  // Reactions that change no state: who the user is, and a session ended by the sign-out.
  viaEvents: ['auth.changed', 'logout.sessionEnded'],
  invariants: {
    running: (snapshot, executed) => {
      // The essential children always run; the extras run unless they broke.
      const children = Object.keys(snapshot.children);
      expect(children).toEqual(expect.arrayContaining(['startup', 'auth', 'language']));
      expect(children.includes('toasts')).toBe(!snapshot.hasTag('toastsFailed'));
      expect(children.includes('loginPopup')).toBe(!snapshot.hasTag('loginPopupFailed'));
      // Every change of who the user is reaches the router, and the popup while it runs.
      const changes = executed.filter(({ type }) => type === 'xstate.emit');
      expect(emitted(executed).every((event) => typeof event === 'object' && event !== null && 'type' in event && event.type === 'auth.changed')).toBe(true);
      expect(sentTo(executed, 'loginPopup').length).toBeLessThanOrEqual(changes.length);
      // A guest's change drops the held password, a member's does not.
      const guests = emitted(executed).filter((event) => typeof event === 'object' && event !== null && 'session' in event && event.session === null);
      expect(count(executed, 'releaseHeldPassword')).toBe(guests.length);
      // A session the sign-out ended is ended in auth.
      expect(sentTo(executed, 'auth')).toEqual(sentTo(executed, 'auth').map(() => ({ type: 'session.ended' })));
      // A broken child is reported; the app goes on.
      const reported = executed.filter(({ type }) => type === 'reportBug').map(({ params }) => params);
      if (snapshot.hasTag('toastsFailed')) expect(reported).toContainEqual(expect.objectContaining({ child: 'toasts' }));
      if (snapshot.hasTag('loginPopupFailed')) expect(reported).toContainEqual(expect.objectContaining({ child: 'loginPopup' }));
    },
    'running.signOut.idle': (snapshot, executed) => {
      expect(snapshot.children.logout).toBeUndefined();
      expect(names(executed)).not.toContain('reloadHome');
    },
    'running.signOut.signingOut': (snapshot, executed) => {
      // One sign-out at a time, with the loading limit of where it was asked for.
      expect(snapshot.children.logout).toBeDefined();
      expect(invoked(executed, 'logout').at(-1)).toEqual({ origin: snapshot.context.signOutOrigin });
      expect(names(executed)).not.toContain('reloadHome');
    },
    'running.signOut.signedOut': (snapshot, executed) => {
      // accounts §4: a real page load of /m/home, once.
      expect(count(executed, 'reloadHome')).toBe(1);
      expect(snapshot.hasTag('signingOut')).toBe(true);
    },
    crashed: (snapshot) => {
      expect(snapshot.hasTag('crashed')).toBe(true);
      expect(snapshot.children).toEqual({});
    },
  },
});
