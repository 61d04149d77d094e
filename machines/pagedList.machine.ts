import { assign, fromPromise, setup } from 'xstate';
import { gameListLimits, specTimings } from './constants';
import { missingPages, nextBatch, nextPage, without, withPages, type PageBook } from './support/paging';

export type PagedListContext = PageBook & {
  /** How many pages the list has: from the first answer that says it. */
  totalPages: number | null;
  /** The pages the rows on screen need, as the view last reported them. */
  range: number[];
  /** Pages to ask for, in order (page 1 first). */
  wanted: number[];
};

/** What `loadPages` is asked for: these pages of the list, by number, together. */
export type LoadPagesInput = { pages: number[] };
/** Which of them came (any other failed), and the list's page count if an answer said it. */
export type LoadPagesOutput = { loaded: number[]; failed: number[]; totalPages: number | null };

export type PagedListEvent =
  /** The pages the rows on screen (and just around them) need changed: a scroll, a fling, a jump. */
  | { type: 'list.rangeChanged'; pages: number[] }
  /** The end of the answered rows came within 500 px of the bottom (§9). */
  | { type: 'list.nearEnd' }
  /** A short list's "more" button (the inbox). */
  | { type: 'user.loadMore' }
  /** The retry in the rows of a failed page. */
  | { type: 'user.retryPage'; page: number };

const book = ({ context }: { context: PagedListContext }): PageBook => context;

/**
 * One long list's pages (shell-and-content §2 Game list, §9; issue 35): which pages to ask for,
 * and when. The query cache holds the pages, one query per page number; the view shows each row
 * from its page, or a placeholder of the same size, and reports which pages its rows need.
 *
 * - Page 1 first: its answer says how many pages there are, which sizes the whole list.
 * - Scrolling normally: near the end of the answered rows, the next page (`list.nearEnd`).
 * - A fling or a jump: once the rows on screen have not changed for `pageRangeSettle`, the pages
 *   they need, by number (`list.rangeChanged`); the pages passed on the way are not asked for.
 * - Pages are fetched `parallelPages` at a time. The next page near the end waits a second after
 *   the last batch (§9); pages the settled rows on screen need do not wait.
 * - A failed page is not asked again by itself; its retry (`user.retryPage`) asks for it first.
 */
export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    children: {} as { loadPages: 'loadPages' },
  },
  actors: {
    /** Fetches these pages of the list (through the query cache), each on its own. */
    loadPages: fromPromise<LoadPagesOutput, LoadPagesInput>(async () => {
      throw new Error('loadPages is provided by the list view');
    }),
  },
  actions: {
    adoptRange: assign((_, params: { pages: number[] }) => ({ range: [...new Set(params.pages)].sort((a, b) => a - b) })),
    /** The pages the settled range needs, first; what was wanted before after them. */
    wantRange: assign(({ context }) => ({ wanted: withPages(missingPages(context.range, book({ context })), context.wanted) })),
    wantNextPage: assign(({ context }, params: { page: number }) => ({ wanted: withPages(context.wanted, [params.page]) })),
    wantRetried: assign(({ context }, params: { page: number }) => ({
      failed: without(context.failed, [params.page]),
      wanted: withPages([params.page], context.wanted),
    })),
    startBatch: assign(({ context }) => {
      const batch = nextBatch(context.wanted, book({ context }), gameListLimits.parallelPages);
      return { inFlight: batch, wanted: without(context.wanted, batch) };
    }),
    /** The batch's pages that came are in; any other page of the batch failed (it shows its retry). */
    recordBatch: assign(({ context }, params: LoadPagesOutput) => {
      const came = context.inFlight.filter((page) => params.loaded.includes(page));
      return {
        loaded: withPages(context.loaded, came),
        failed: withPages(without(context.failed, came), without(context.inFlight, came)),
        inFlight: [],
        totalPages: params.totalPages ?? context.totalPages,
      };
    }),
    failBatch: assign(({ context }) => ({ failed: withPages(context.failed, context.inFlight), inFlight: [] })),
  },
  guards: {
    hasWanted: ({ context }) => nextBatch(context.wanted, context, 1).length > 0,
    hasNextPage: ({ context }) => nextPage(context.range, context, context.totalPages) !== null,
    isFailedPage: ({ context }, params: { page: number }) => context.failed.includes(params.page),
    /** Pages the rows on screen need are wanted: they do not wait out the pace. */
    wantsPagesOnScreen: ({ context }) => nextBatch(context.wanted.filter((page) => context.range.includes(page)), context, 1).length > 0,
  },
  delays: {
    loadMoreInterval: specTimings.loadMoreIntervalMs,
    pageRangeSettle: specTimings.pageRangeSettleMs,
  },
}).createMachine({
  id: 'pagedList',
  context: { totalPages: null, range: [], wanted: [1], loaded: [], failed: [], inFlight: [] },
  type: 'parallel',
  on: {
    'list.nearEnd': {
      guard: 'hasNextPage',
      actions: { type: 'wantNextPage', params: ({ context }) => ({ page: nextPage(context.range, context, context.totalPages) ?? 0 }) },
    },
    'user.loadMore': {
      guard: 'hasNextPage',
      actions: { type: 'wantNextPage', params: ({ context }) => ({ page: nextPage(context.range, context, context.totalPages) ?? 0 }) },
    },
    'user.retryPage': {
      guard: { type: 'isFailedPage', params: ({ event }) => ({ page: event.page }) },
      actions: { type: 'wantRetried', params: ({ event }) => ({ page: event.page }) },
    },
  },
  states: {
    range: {
      initial: 'settled',
      states: {
        /** The rows on screen have stayed put: their pages are wanted. */
        settled: {
          on: {
            'list.rangeChanged': { target: 'moving', actions: { type: 'adoptRange', params: ({ event }) => ({ pages: event.pages }) } },
          },
        },
        /** The rows on screen are changing: a fling or a jump asks only where it stops. */
        moving: {
          on: {
            // Each change waits the settling time again.
            'list.rangeChanged': {
              target: 'moving',
              reenter: true,
              actions: { type: 'adoptRange', params: ({ event }) => ({ pages: event.pages }) },
            },
          },
          after: { pageRangeSettle: { target: 'settled', actions: 'wantRange' } },
        },
      },
    },
    loading: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasWanted', target: 'fetching', actions: 'startBatch' },
        },
        fetching: {
          tags: ['loadingPages'],
          invoke: {
            id: 'loadPages',
            src: 'loadPages',
            input: ({ context }) => ({ pages: [...context.inFlight] }),
            onDone: { target: 'cooling', actions: { type: 'recordBatch', params: ({ event }) => event.output } },
            // A broken load fails the whole batch: each page shows its retry.
            onError: { target: 'cooling', actions: 'failBatch' },
          },
        },
        /**
         * §9: the next page near the end, at most once a second; what is wanted meanwhile waits.
         * Pages the settled rows on screen need are asked for at once, three at a time, so a jump
         * shows its games within about a second.
         */
        cooling: {
          always: { guard: 'wantsPagesOnScreen', target: 'idle' },
          after: { loadMoreInterval: 'idle' },
        },
      },
    },
  },
});
