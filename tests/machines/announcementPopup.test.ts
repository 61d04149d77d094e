import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ContentItem, SessionInfo } from '../../contract';
import {
  announcementPopupMachine,
  popupsFor,
  promotionTarget,
  shownSetSignature,
  viewerOf,
  type AnnouncementPopupEmitted,
  type StoredShownSet,
} from '../../machines/announcementPopup.machine';
import { specTimings } from '../../machines/constants';
import { controlledPromise } from '../support/controlled-promise';
import { session } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';
import { allPopups, dailyRewards, firstLoginGift, maintenance, notice, welcome } from './announcementPopupFixtures';

const visitor = null;
const member = session();
const firstLogin = session({ firstTimeLogin: true });

/** Lets the fake actors' promises settle and the machine take their outcome (fake timers). */
const flush = () => vi.advanceTimersByTimeAsync(0);

function startPopup() {
  const loadPopups = controlledPromise<ContentItem[], { token: string | null }>('loadPopups');
  const readShownSet = controlledPromise<StoredShownSet | null>('readShownSet');
  const writes: StoredShownSet[] = [];
  const emitted: AnnouncementPopupEmitted[] = [];
  const actor = createActor(
    announcementPopupMachine.provide({
      actors: { loadPopups: loadPopups.logic, readShownSet: readShownSet.logic },
      actions: { writeShownSet: (_, params) => void writes.push(params) },
    }),
  );
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  const authChanged = (who: SessionInfo | null) => actor.send({ type: 'auth.changed', session: who });
  /** Auth reports, the 500 ms pass, the list comes and the stored set is read. */
  const showFor = async (who: SessionInfo | null, items: readonly ContentItem[], stored: StoredShownSet | null = null) => {
    authChanged(who);
    await vi.advanceTimersByTimeAsync(specTimings.popupRefreshMs);
    loadPopups.resolve([...items]);
    await flush();
    if (readShownSet.pending() !== undefined) {
      readShownSet.resolve(stored);
      await flush();
    }
  };
  return { actor, loadPopups, readShownSet, writes, emitted, tags, authChanged, showFor };
}

const titles = (actor: ReturnType<typeof startPopup>['actor']) => actor.getSnapshot().context.entries.map(({ title }) => title);

describe('announcement popup machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('when the list loads', () => {
    it('loads 500 ms after it starts, once auth has said who the user is', async () => {
      const { loadPopups, authChanged, tags } = startPopup();
      authChanged(visitor);
      await vi.advanceTimersByTimeAsync(specTimings.popupRefreshMs - 1);
      expect(loadPopups.calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(loadPopups.calls).toHaveLength(1);
      expect(tags()).toEqual([]);
    });

    it('waits for auth when the 500 ms pass first, then loads at once', async () => {
      const { actor, loadPopups, authChanged } = startPopup();
      await vi.advanceTimersByTimeAsync(specTimings.popupRefreshMs * 10);
      expect(loadPopups.calls).toHaveLength(0);
      authChanged(member);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(loadPopups.calls).toHaveLength(1);
    });

    it('filters for the last report before the first load', async () => {
      const { actor, authChanged, showFor } = startPopup();
      authChanged(visitor);
      await showFor(member, allPopups);
      expect(actor.getSnapshot().context.viewer).toEqual({ group: 'A', firstLogin: false });
      expect(titles(actor)).toEqual([dailyRewards.title, maintenance.title]);
    });

    it('reloads whenever who the user is changes: signing in shows the members’ set, signing out the visitors’', async () => {
      const { actor, loadPopups, readShownSet, writes, authChanged, showFor } = startPopup();
      await showFor(visitor, allPopups);
      expect(titles(actor)).toEqual([welcome.title]);

      authChanged(member);
      expect(actor.getSnapshot().hasTag('visible')).toBe(false);
      expect(loadPopups.calls).toHaveLength(2);
      loadPopups.resolve([...allPopups]);
      await flush();
      readShownSet.resolve(writes.at(-1) ?? null);
      await flush();
      expect(titles(actor)).toEqual([dailyRewards.title, maintenance.title]);
      expect(actor.getSnapshot().hasTag('visible')).toBe(true);

      authChanged(visitor);
      loadPopups.resolve([...allPopups]);
      await flush();
      readShownSet.resolve(writes.at(-1) ?? null);
      await flush();
      expect(titles(actor)).toEqual([welcome.title]);
      expect(loadPopups.calls).toHaveLength(3);
      expect(writes.map(({ show }) => show)).toEqual([true, true, true]);
      // Each list is loaded for the session it is for.
      expect(loadPopups.calls.map(({ input }) => input)).toEqual([{ token: null }, { token: member.token }, { token: null }]);
    });

    it('starts over when who the user is changes during a load: the first answer is dropped', async () => {
      const { actor, loadPopups, authChanged } = startPopup();
      authChanged(visitor);
      await vi.advanceTimersByTimeAsync(specTimings.popupRefreshMs);
      authChanged(firstLogin);
      expect(loadPopups.calls).toHaveLength(2);
      expect(loadPopups.calls[0]?.signal.aborted).toBe(true);
      loadPopups.resolve([...allPopups]);
      await flush();
      expect(actor.getSnapshot().value).toBe('checking');
      expect(titles(actor)).toEqual([dailyRewards.title, maintenance.title, firstLoginGift.title]);
    });

    it('starts over when who the user is changes while the stored set is read', async () => {
      const { actor, loadPopups, readShownSet, authChanged } = startPopup();
      authChanged(visitor);
      await vi.advanceTimersByTimeAsync(specTimings.popupRefreshMs);
      loadPopups.resolve([...allPopups]);
      await flush();
      authChanged(member);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(readShownSet.calls[0]?.signal.aborted).toBe(true);
      expect(actor.getSnapshot().context.entries).toEqual([]);
    });
  });

  describe('who sees what (groups and first login)', () => {
    it.each([
      { who: 'a visitor', session: visitor, shown: [welcome] },
      { who: 'a member', session: member, shown: [dailyRewards, maintenance] },
      { who: 'a member on the first login', session: firstLogin, shown: [dailyRewards, maintenance, firstLoginGift] },
      { who: 'a trial player', session: session({ trial: true }), shown: [dailyRewards, maintenance] },
    ])('$who sees their group’s pop-ups, F ones only on the first login', async ({ session: who, shown }) => {
      const { actor, showFor } = startPopup();
      await showFor(who, allPopups);
      expect(actor.getSnapshot().context.entries).toEqual(
        shown.map(({ id, title, content, promotionType }) => ({ id, title, content, promotionType })),
      );
    });

    it('groups by session: A with a session, B without', () => {
      expect(viewerOf(null)).toEqual({ group: 'B', firstLogin: false });
      expect(viewerOf(member)).toEqual({ group: 'A', firstLogin: false });
      expect(viewerOf(firstLogin)).toEqual({ group: 'A', firstLogin: true });
    });

    it('keeps pop-ups only (type PU), in server order', () => {
      const agentNotice = { ...notice, type: 'A' as const };
      expect(popupsFor([maintenance, notice, agentNotice, dailyRewards], viewerOf(member)).map(({ id }) => id)).toEqual([
        maintenance.id,
        dailyRewards.id,
      ]);
      expect(popupsFor([firstLoginGift], viewerOf(member))).toEqual([]);
      expect(popupsFor([firstLoginGift, welcome], viewerOf(null))).toEqual([
        { id: welcome.id, title: welcome.title, content: welcome.content, promotionType: welcome.promotionType },
      ]);
    });
  });

  describe('the stored set', () => {
    it('a new set is stored and shown from its first entry', async () => {
      const { actor, writes, tags, showFor } = startPopup();
      await showFor(member, allPopups);
      expect(tags()).toEqual(['canPromote', 'hasNext', 'visible']);
      expect(actor.getSnapshot().context.index).toBe(0);
      expect(writes).toEqual([{ signature: shownSetSignature([dailyRewards, maintenance]), show: true }]);
    });

    it('the same set, closed before, stays hidden and nothing is stored', async () => {
      const { actor, writes, readShownSet, tags, showFor } = startPopup();
      await showFor(member, allPopups, { signature: shownSetSignature([maintenance, dailyRewards]), show: false });
      expect(readShownSet.calls).toHaveLength(1);
      expect(tags()).toEqual(['settled']);
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(actor.getSnapshot().context.entries).toEqual([]);
      expect(writes).toEqual([]);
    });

    it('the same set, never closed (the page was left with it open), shows again; the stored set stays as it was', async () => {
      const { writes, tags, showFor } = startPopup();
      const open = { signature: shownSetSignature([dailyRewards, maintenance]), show: true };
      await showFor(member, allPopups, open);
      expect(tags()).toContain('visible');
      expect(writes).toEqual([open]);
    });

    it('a changed set shows again and replaces the stored one', async () => {
      const { writes, tags, showFor } = startPopup();
      const closedBefore = { signature: shownSetSignature([dailyRewards]), show: false };
      await showFor(member, allPopups, closedBefore);
      expect(tags()).toContain('visible');
      expect(writes).toEqual([{ signature: shownSetSignature([dailyRewards, maintenance]), show: true }]);
    });

    it('an unreadable stored set counts as none: shown and stored', async () => {
      const { loadPopups, readShownSet, writes, tags, authChanged } = startPopup();
      authChanged(visitor);
      await vi.advanceTimersByTimeAsync(specTimings.popupRefreshMs);
      loadPopups.resolve([welcome]);
      await flush();
      readShownSet.reject(new Error('localStorage is not available'));
      await flush();
      expect(tags()).toEqual(['visible']);
      expect(writes).toEqual([{ signature: shownSetSignature([welcome]), show: true }]);
    });

    it('signs a set by titles and contents only: order and repeats do not count', () => {
      const signature = shownSetSignature([dailyRewards, maintenance]);
      expect(shownSetSignature([maintenance, dailyRewards, maintenance])).toBe(signature);
      expect(shownSetSignature([{ ...dailyRewards, id: 999, promotionType: null }, maintenance])).toBe(signature);
      expect(shownSetSignature([{ ...dailyRewards, title: 'Weekly rewards' }, maintenance])).not.toBe(signature);
      expect(shownSetSignature([{ ...dailyRewards, content: '<p>Changed</p>' }, maintenance])).not.toBe(signature);
      expect(shownSetSignature([dailyRewards])).not.toBe(signature);
      // A title cannot run into its content: the pair stays a pair.
      expect(shownSetSignature([{ title: 'a', content: 'b,c' }])).not.toBe(shownSetSignature([{ title: 'a,b', content: 'c' }]));
    });

    it('keeps the stored form stable (a new form would show every closed popup again after a release)', () => {
      expect(shownSetSignature([])).toBe('');
      expect(shownSetSignature([{ title: 'Hi', content: '<p>x</p>' }])).toBe('["Hi","<p>x</p>"]');
      expect(shownSetSignature([{ title: 'B', content: 'b' }, { title: 'A', content: 'a' }])).toBe('["A","a"]\n["B","b"]');
    });
  });

  describe('hidden', () => {
    it('stays hidden with an empty list: nothing is read or stored', async () => {
      const { actor, readShownSet, writes, tags, showFor } = startPopup();
      await showFor(member, []);
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(tags()).toEqual(['settled']);
      expect(readShownSet.calls).toHaveLength(0);
      expect(writes).toEqual([]);
    });

    it('stays hidden when no pop-up is for this group', async () => {
      const { actor, readShownSet, showFor } = startPopup();
      await showFor(visitor, [dailyRewards, firstLoginGift, notice]);
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(readShownSet.calls).toHaveLength(0);
    });

    it('a failed load leaves it hidden; the next change of who the user is tries again', async () => {
      const { actor, loadPopups, readShownSet, tags, authChanged } = startPopup();
      authChanged(visitor);
      await vi.advanceTimersByTimeAsync(specTimings.popupRefreshMs);
      loadPopups.reject(new Error('offline'));
      await flush();
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(tags()).toEqual(['settled']);
      expect(readShownSet.calls).toHaveLength(0);
      authChanged(member);
      expect(loadPopups.calls).toHaveLength(2);
      loadPopups.resolve([maintenance]);
      await flush();
      readShownSet.resolve(null);
      await flush();
      expect(tags()).toEqual(['visible']);
    });
  });

  describe('closing', () => {
    it('stores show=false and animates out until the view says the animation ended', async () => {
      const { actor, writes, tags, showFor } = startPopup();
      await showFor(visitor, allPopups);
      actor.send({ type: 'user.close' });
      expect(tags()).toEqual(['closing', 'visible']);
      // The entry stays for the view to animate out.
      expect(titles(actor)).toEqual([welcome.title]);
      expect(writes.at(-1)).toEqual({ signature: shownSetSignature([welcome]), show: false });
      actor.send({ type: 'view.closed' });
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(tags()).toEqual(['settled']);
      expect(actor.getSnapshot().context).toMatchObject({ entries: [], index: 0 });
    });

    it('hides at the animation’s length when the view never says (reduced motion, no animation event)', async () => {
      const { actor, tags, showFor } = startPopup();
      await showFor(visitor, allPopups);
      actor.send({ type: 'user.close' });
      await vi.advanceTimersByTimeAsync(specTimings.popupClosingMs - 1);
      expect(tags()).toContain('closing');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('hidden');
    });

    it('a change of who the user is while closing reloads at once', async () => {
      const { actor, loadPopups, writes, showFor, authChanged } = startPopup();
      await showFor(visitor, allPopups);
      actor.send({ type: 'user.close' });
      authChanged(member);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(loadPopups.calls).toHaveLength(2);
      expect(writes.at(-1)?.show).toBe(false);
    });

    it('ignores paging and a second close while closing', async () => {
      const { actor, writes, showFor } = startPopup();
      await showFor(firstLogin, allPopups);
      actor.send({ type: 'user.close' });
      actor.send({ type: 'user.next' });
      actor.send({ type: 'user.close' });
      actor.send({ type: 'user.openPromotion' });
      expect(actor.getSnapshot().context.index).toBe(0);
      expect(writes).toHaveLength(2);
    });
  });

  describe('paging', () => {
    it('previous and next move through the entries, clamped at both ends (no wrap)', async () => {
      const { actor, tags, showFor } = startPopup();
      await showFor(firstLogin, allPopups);
      const index = () => actor.getSnapshot().context.index;
      expect(tags()).toEqual(['canPromote', 'hasNext', 'visible']);
      actor.send({ type: 'user.previous' });
      expect(index()).toBe(0);
      actor.send({ type: 'user.next' });
      expect(index()).toBe(1);
      expect(tags()).toEqual(['hasNext', 'hasPrevious', 'visible']);
      actor.send({ type: 'user.next' });
      expect(index()).toBe(2);
      expect(tags()).toEqual(['canPromote', 'hasPrevious', 'visible']);
      actor.send({ type: 'user.next' });
      expect(index()).toBe(2);
      actor.send({ type: 'user.previous' });
      actor.send({ type: 'user.previous' });
      expect(index()).toBe(0);
      expect(tags()).toEqual(['canPromote', 'hasNext', 'visible']);
    });

    it('a single entry offers neither previous nor next', async () => {
      const { actor, tags, showFor } = startPopup();
      await showFor(member, [maintenance]);
      expect(tags()).toEqual(['visible']);
      actor.send({ type: 'user.next' });
      actor.send({ type: 'user.previous' });
      expect(actor.getSnapshot().context.index).toBe(0);
    });
  });

  describe('promotion buttons', () => {
    it('are never offered to a visitor, even for a pop-up with a promotion', async () => {
      const { actor, emitted, writes, tags, showFor } = startPopup();
      await showFor(visitor, allPopups);
      expect(tags()).toEqual(['visible']);
      expect(promotionTarget(actor.getSnapshot().context)).toBeNull();
      actor.send({ type: 'user.openPromotion' });
      expect(tags()).toEqual(['visible']);
      expect(emitted).toEqual([]);
      expect(writes).toHaveLength(1);
    });

    it('go nowhere without an entry shown (a selector may ask in any state)', () => {
      const token = member.token;
      expect(promotionTarget({ viewer: viewerOf(member), token, entries: [], index: 0 })).toBeNull();
      expect(
        promotionTarget({ viewer: viewerOf(member), token, entries: popupsFor([dailyRewards], viewerOf(member)), index: 1 }),
      ).toBeNull();
    });

    it('are offered with a session, for the entries that have one', async () => {
      const { actor, tags, showFor } = startPopup();
      await showFor(member, allPopups);
      expect(tags()).toContain('canPromote');
      expect(promotionTarget(actor.getSnapshot().context)).toBe('/m/rewardCenter');
      actor.send({ type: 'user.next' });
      expect(tags()).not.toContain('canPromote');
      actor.send({ type: 'user.openPromotion' });
      expect(tags()).toEqual(['hasPrevious', 'visible']);
      actor.send({ type: 'user.previous' });
      expect(tags()).toContain('canPromote');
    });

    it('a tap closes the popup (show=false stored) and asks the view to go to the promotion', async () => {
      const { actor, emitted, writes, tags, showFor } = startPopup();
      await showFor(firstLogin, allPopups);
      actor.send({ type: 'user.next' });
      actor.send({ type: 'user.next' });
      actor.send({ type: 'user.openPromotion' });
      expect(tags()).toEqual(['closing', 'visible']);
      expect(emitted).toEqual([{ type: 'announcementPopup.navigate', to: '/m/activity' }]);
      expect(writes.at(-1)).toEqual({ signature: shownSetSignature([dailyRewards, maintenance, firstLoginGift]), show: false });
    });
  });

  describe('links in the content', () => {
    it('an http(s) link opens outside the app; the popup stays', async () => {
      const { actor, emitted, tags, showFor } = startPopup();
      await showFor(visitor, allPopups);
      actor.send({ type: 'user.followLink', href: ' https://www.demobet.example/help ' });
      expect(emitted).toEqual([{ type: 'announcementPopup.openExternal', url: 'https://www.demobet.example/help' }]);
      expect(tags()).toEqual(['visible']);
    });

    it('a relative link closes the popup (show=false stored) and navigates in-app', async () => {
      const { actor, emitted, writes, tags, showFor } = startPopup();
      await showFor(visitor, allPopups);
      actor.send({ type: 'user.followLink', href: '/m/voucherCenter?from=popup' });
      expect(emitted).toEqual([{ type: 'announcementPopup.navigate', to: '/m/voucherCenter?from=popup' }]);
      expect(tags()).toEqual(['closing', 'visible']);
      expect(writes.at(-1)).toEqual({ signature: shownSetSignature([welcome]), show: false });
    });

    it.each(['javascript:alert(1)', '//evil.example/m/home', 'mailto:help@demobet.example', '#top'])(
      'ignores %s',
      async (href) => {
        const { actor, emitted, writes, tags, showFor } = startPopup();
        await showFor(visitor, allPopups);
        actor.send({ type: 'user.followLink', href });
        expect(emitted).toEqual([]);
        expect(writes).toHaveLength(1);
        expect(tags()).toEqual(['visible']);
      },
    );
  });

  it.each(['loadPopups', 'readShownSet'])('fails loudly when src/app provides no %s', async (src) => {
    vi.useRealTimers();
    await expect(rejectionOf(announcementPopupMachine, src)).resolves.toEqual(new Error(`${src} is provided by src/app`));
  });
});
