import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { gameListLimits } from '../../machines/constants';
import { pagedListMachine } from '../../machines/pagedList.machine';
import { missingPages } from '../../machines/support/paging';
import { doneEvent, errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';
import { runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

type Snapshot = SnapshotFrom<typeof pagedListMachine>;

const tags = (snapshot: Snapshot) => [...snapshot.tags].sort();
const loads = (executed: readonly ExecutedAction[]) => runningActors(executed).filter(({ src }) => src === 'loadPages');

/**
 * Whatever the state: no page is both answered and failed, or asked for while on its way; a page
 * on its way is the one load running (at most `parallelPages`), and no load runs otherwise.
 */
function expectBook({ context }: Snapshot, executed: readonly ExecutedAction[], fetching: boolean): void {
  expect(context.loaded.filter((page) => context.failed.includes(page))).toEqual([]);
  expect(context.wanted.filter((page) => context.inFlight.includes(page))).toEqual([]);
  expect(context.inFlight.length).toBeLessThanOrEqual(gameListLimits.parallelPages);
  expect(loads(executed).map(({ input }) => input)).toEqual(fetching ? [{ pages: context.inFlight }] : []);
  if (!fetching) expect(context.inFlight).toEqual([]);
}

defineModelTests({
  name: 'pagedList',
  // Paths take the pauses as explicit steps (their xstate.after events); the real timers never fire.
  machine: pagedListMachine.provide({ delays: { loadMoreInterval: 3_600_000, pageRangeSettle: 3_600_000 } }),
  events: {
    'rows at the end': { type: 'list.rangeChanged', pages: [14, 15] },
    'rows at the top': { type: 'list.rangeChanged', pages: [1, 2] },
    'near end': { type: 'list.nearEnd' },
    'load more': { type: 'user.loadMore' },
    'retry page 2': { type: 'user.retryPage', page: 2 },
    'pages came': doneEvent('loadPages', { loaded: [1, 14, 15], failed: [], totalPages: 15 }),
    'page 2 failed': doneEvent('loadPages', { loaded: [1], failed: [2], totalPages: 15 }),
    'load broke': errorEvent('loadPages', new Error('network')),
  },
  distinguish: ({ context }) => ({
    sized: context.totalPages !== null,
    failed: context.failed.length > 0,
    wanted: context.wanted.length > 0,
    range: context.range.join(','),
  }),
  invariants: {
    'range.settled': (snapshot) => {
      // A settled range's pages are asked for, on their way, in, or failed.
      const { context } = snapshot;
      expect(missingPages(context.range, { ...context, loaded: [...context.loaded, ...context.wanted] })).toEqual([]);
    },
    'range.moving': (snapshot) => {
      expect(snapshot.context.range.length).toBeGreaterThan(0);
    },
    'loading.idle': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual([]);
      expect(missingPages(snapshot.context.wanted, snapshot.context)).toEqual([]);
      expectBook(snapshot, executed, false);
    },
    'loading.fetching': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual(['loadingPages']);
      expect(snapshot.context.inFlight.length).toBeGreaterThan(0);
      expectBook(snapshot, executed, true);
    },
    'loading.cooling': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual([]);
      expectBook(snapshot, executed, false);
      // What waits out the pace is never a page the rows on screen need.
      const { context } = snapshot;
      expect(missingPages(context.wanted.filter((page) => context.range.includes(page)), context)).toEqual([]);
    },
  },
});
