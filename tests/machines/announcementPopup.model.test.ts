import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  announcementPopupMachine,
  popupsFor,
  promotionTarget,
  shownSetSignature,
  viewerOf,
} from '../../machines/announcementPopup.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { record, runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';
import { allPopups, dailyRewards, maintenance } from './announcementPopupFixtures';

type Snapshot = SnapshotFrom<typeof announcementPopupMachine>;

const membersSet = shownSetSignature([dailyRewards, maintenance]);
const member = session();
const firstLogin = session({ firstTimeLogin: true, token: 'token-first-login' });
/** The token of the session the viewer was told of: the list is loaded for that session. */
const tokenFor = ({ context: { viewer } }: Snapshot) =>
  viewer.group === 'B' ? null : viewer.firstLogin ? firstLogin.token : member.token;
const externalLink = 'https://www.demobet.example/help/payments';
const inAppLink = '/m/voucherCenter';

/** What the path did since the last load started: each load starts the popup's story afresh. */
function sinceLastLoad(executed: readonly ExecutedAction[]): readonly ExecutedAction[] {
  const start = executed.findLastIndex(({ type, params }) => type === 'xstate.spawnChild' && record(params).src === 'loadPopups');
  return start < 0 ? executed : executed.slice(start + 1);
}
const writes = (executed: readonly ExecutedAction[]) =>
  executed.filter(({ type }) => type === 'writeShownSet').map(({ params }) => params);
/** The events the popup emitted for its view (navigation requests). */
const emitted = (executed: readonly ExecutedAction[]) =>
  executed.filter(({ type }) => type === 'xstate.emit').map(({ params }) => record(params).event);

/** The pop-ups this viewer sees of the list the platform served on every path. */
const entriesFor = (snapshot: Snapshot) => popupsFor(allPopups, snapshot.context.viewer);

/** A popup on screen (shown or closing) shows this viewer's set, at an index in range. */
function expectOnScreen(snapshot: Snapshot, executed: readonly ExecutedAction[]): void {
  const { entries, index } = snapshot.context;
  expect(entries).toEqual(entriesFor(snapshot));
  expect(entries.length).toBeGreaterThan(0);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(entries.length);
  // Shown means stored as shown: the set, show=true, the first thing written since the load.
  expect(writes(sinceLastLoad(executed))[0]).toEqual({ signature: shownSetSignature(entries), show: true });
  // Nothing runs while it is on screen: no load, no read.
  expect(runningActors(executed)).toEqual([]);
}

/** Off screen: no entries kept, nothing asked of the view since the last load. */
function expectOffScreen(snapshot: Snapshot): void {
  expect(snapshot.hasTag('visible')).toBe(false);
  expect(snapshot.context.entries).toEqual([]);
  expect(snapshot.context.index).toBe(0);
}

defineModelTests({
  name: 'announcementPopup',
  // Paths take the 500 ms wait and the closing animation as explicit steps (their xstate.after
  // events); the real timers never fire during a replay.
  machine: announcementPopupMachine.provide({ delays: { popupRefresh: 3_600_000, popupClosing: 3_600_000 } }),
  events: {
    visitor: { type: 'auth.changed', session: null },
    member: { type: 'auth.changed', session: member },
    'first login': { type: 'auth.changed', session: firstLogin },
    'pop-ups served': doneEvent('loadPopups', allPopups),
    'no pop-ups': doneEvent('loadPopups', []),
    'load failed': errorEvent('loadPopups', apiError('client.network')),
    'nothing stored': doneEvent('readShownSet', null),
    'members’ set closed': doneEvent('readShownSet', { signature: membersSet, show: false }),
    'members’ set open': doneEvent('readShownSet', { signature: membersSet, show: true }),
    'storage unreadable': errorEvent('readShownSet', new Error('localStorage is not available')),
    close: { type: 'user.close' },
    previous: { type: 'user.previous' },
    next: { type: 'user.next' },
    'open promotion': { type: 'user.openPromotion' },
    'external link': { type: 'user.followLink', href: externalLink },
    'in-app link': { type: 'user.followLink', href: inAppLink },
    'script link': { type: 'user.followLink', href: 'javascript:alert(1)' },
    'animation ended': { type: 'view.closed' },
  },
  // Raised by the machine when both regions of `starting` are done, never sent from outside.
  internalEvents: ['xstate.done.state.announcementPopup.starting'],
  // An external link changes nothing the model sees: a vertex of its own, so a path takes it.
  viaEvents: ['user.followLink'],
  invariants: {
    starting: (snapshot, executed) => {
      expectOffScreen(snapshot);
      // Nothing happens before 500 ms have passed and auth has reported.
      expect(executed.filter(({ type }) => type === 'xstate.spawnChild')).toEqual([]);
      expect(writes(executed)).toEqual([]);
      expect(emitted(executed)).toEqual([]);
    },
    'starting.who.unknown': ({ context }) => {
      expect(context.viewer).toEqual(viewerOf(null));
    },
    loading: (snapshot, executed) => {
      expectOffScreen(snapshot);
      // One load under way; an earlier one (who the user is changed meanwhile) was dropped.
      expect(runningActors(executed)).toEqual([{ id: 'loadPopups', src: 'loadPopups', input: { token: tokenFor(snapshot) } }]);
    },
    checking: (snapshot, executed) => {
      expect(snapshot.hasTag('visible')).toBe(false);
      // The viewer's pop-ups are in hand; whether they show depends on what is stored.
      expect(snapshot.context.entries).toEqual(entriesFor(snapshot));
      expect(snapshot.context.index).toBe(0);
      expect(runningActors(executed)).toEqual([{ id: 'readShownSet', src: 'readShownSet', input: undefined }]);
      expect(writes(sinceLastLoad(executed))).toEqual([]);
      expect(emitted(sinceLastLoad(executed))).toEqual([]);
    },
    shown: (snapshot, executed) => {
      expectOnScreen(snapshot, executed);
      const { entries, index } = snapshot.context;
      expect(writes(sinceLastLoad(executed))).toHaveLength(1);
      // Paging: clamped, the tags the buttons read say which way is open.
      expect(snapshot.hasTag('hasPrevious')).toBe(index > 0);
      expect(snapshot.hasTag('hasNext')).toBe(index < entries.length - 1);
      // The promotion button: only with a session, only for an entry that has one.
      const promotion = snapshot.context.viewer.group === 'A' ? entries[index]?.promotionType : null;
      expect(snapshot.hasTag('canPromote')).toBe(promotion != null);
      // The only thing asked of the view while shown: the external link, opened outside.
      for (const event of emitted(sinceLastLoad(executed))) {
        expect(event).toEqual({ type: 'announcementPopup.openExternal', url: externalLink });
      }
    },
    closing: (snapshot, executed) => {
      expectOnScreen(snapshot, executed);
      expect(snapshot.hasTag('closing')).toBe(true);
      // Closing stored show=false for the same set, once.
      expect(writes(sinceLastLoad(executed))).toEqual([
        { signature: shownSetSignature(snapshot.context.entries), show: true },
        { signature: shownSetSignature(snapshot.context.entries), show: false },
      ]);
      // If it closed to go somewhere, that is the promotion of the entry shown or the link.
      const navigations = emitted(sinceLastLoad(executed)).filter(
        (event) => record(event).type === 'announcementPopup.navigate',
      );
      expect(navigations.length).toBeLessThanOrEqual(1);
      for (const event of navigations) {
        expect([promotionTarget(snapshot.context), inAppLink]).toContainEqual(record(event).to);
      }
    },
    hidden: (snapshot, executed) => {
      expectOffScreen(snapshot);
      expect(runningActors(executed)).toEqual([]);
      // Hidden without ever showing this load stores nothing; after showing, the last word is show=false.
      const written = writes(sinceLastLoad(executed));
      if (written.length > 0) expect(record(written.at(-1)).show).toBe(false);
    },
  },
});
