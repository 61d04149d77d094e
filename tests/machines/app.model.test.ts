import { expect } from 'vitest';
import { appMachine } from '../../machines/app.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked, sentTo } from '../support/model/effects';
import { record } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

const member = session();
/** The children the app goes on without when they break. */
const extras = ['toasts', 'loginPopup', 'announcementPopup', 'downloadBar', 'contractPrompts', 'appUpdate'];
const extraBreaks = new Set<string>(extras.map((extra) => errorEvent(extra, null).type));
/** The extras that follow who the user is. */
const toldWhoTheUserIs = ['loginPopup', 'announcementPopup', 'downloadBar', 'contractPrompts'];
const names = (executed: readonly ExecutedAction[]) => executed.map(({ type }) => type);
const count = (executed: readonly ExecutedAction[], type: string) => names(executed).filter((name) => name === type).length;

/** The events the app sent to one of its children by reference (the extras, found through the system). */
function toldTo(executed: readonly ExecutedAction[], childId: string): unknown[] {
  return executed.flatMap(({ type, params }) => {
    const { to, event } = record(params);
    return type === 'xstate.sendTo' && record(to).id === childId ? [event] : [];
  });
}

/** What the app emitted for its one subscriber, the router (`auth.changed`). */
function emitted(executed: readonly ExecutedAction[]): unknown[] {
  return executed.flatMap(({ type, params }) =>
    type === 'xstate.emit' && typeof params === 'object' && params !== null && 'event' in params ? [params.event] : [],
  );
}

// The children run as controlled fakes here: their own behaviour is their own model's business.
// What the app owns is which children run, how each one's failure is handled, and the reactions
// between them (who the user is reaching the router, the extras and the held password; a sign-out
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
    'announcements break': errorEvent('announcementPopup', new Error('announcement bug')),
    'download bar breaks': errorEvent('downloadBar', new Error('download bar bug')),
    'contract prompts break': errorEvent('contractPrompts', new Error('contract prompts bug')),
    'app updates break': errorEvent('appUpdate', new Error('app update bug')),
  },
  distinguish: (snapshot) => ({ origin: snapshot.context.signOutOrigin }),
  // Up to two extras broken at once: each extra's failure, and each pair, meets every reaction.
  // All 32 combinations made 1,698 paths and 19 s of test time; up to two make 760 and 6 s.
  offers: (snapshot, event) =>
    !extraBreaks.has(event.type) || extras.filter((extra) => snapshot.hasTag(`${extra}Failed`)).length < 2,
  // Reactions that change no state: who the user is, and a session ended by the sign-out.
  viaEvents: ['auth.changed', 'logout.sessionEnded'],
  invariants: {
    running: (snapshot, executed) => {
      // The essential children always run; the extras run unless they broke.
      const children = Object.keys(snapshot.children);
      expect(children).toEqual(expect.arrayContaining(['startup', 'auth', 'language']));
      for (const extra of extras) expect(children.includes(extra)).toBe(!snapshot.hasTag(`${extra}Failed`));
      // Every change of who the user is reaches the router, and each extra that follows it while it runs.
      const changes = emitted(executed);
      expect(changes.every((event) => typeof event === 'object' && event !== null && 'type' in event && event.type === 'auth.changed')).toBe(true);
      for (const extra of toldWhoTheUserIs) {
        const told = toldTo(executed, extra);
        expect(changes).toEqual(expect.arrayContaining(told));
        // A running extra has heard every change so far.
        if (!snapshot.hasTag(`${extra}Failed`)) expect(told).toEqual(changes);
      }
      // A guest's change drops the held password, a member's does not.
      const guests = emitted(executed).filter((event) => typeof event === 'object' && event !== null && 'session' in event && event.session === null);
      expect(count(executed, 'releaseHeldPassword')).toBe(guests.length);
      // A session the sign-out ended is ended in auth.
      expect(sentTo(executed, 'auth')).toEqual(sentTo(executed, 'auth').map(() => ({ type: 'session.ended' })));
      // A broken child is reported; the app goes on.
      const reported = executed.filter(({ type }) => type === 'reportBug').map(({ params }) => params);
      expect(reported.map((params) => typeof params === 'object' && params !== null && 'child' in params && params.child)).toEqual(
        expect.arrayContaining(extras.filter((extra) => snapshot.hasTag(`${extra}Failed`))),
      );
      expect(reported).toHaveLength(extras.filter((extra) => snapshot.hasTag(`${extra}Failed`)).length + count(executed, 'announceSignOutFailure'));
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
