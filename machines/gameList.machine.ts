import { assign, fromPromise, setup } from 'xstate';
import { specTimings } from './constants';
import { languageDebounceMachine, type LanguageSettledEvent } from './languageDebounce.machine';
import {
  normalizeFilters,
  sameFilters,
  withClassify,
  withMinBet,
  withoutFilters,
  withSearch,
  withTab,
  withVendor,
  type GameListFilters,
  type GameListTab,
  type MinBet,
} from './support/gameListFilters';

export type GameListInput = {
  /** The address's filters, normalized by the route. */
  filters: GameListFilters;
  language: string;
};

export type GameListContext = {
  filters: GameListFilters;
  /** The language the list loads in: the current one, once a change settled. */
  language: string;
  /** The end of the list came near while a page loaded or the pace held: load again as soon as allowed. */
  wantsMore: boolean;
};

/** What `loadNextPage` is asked for: the next page of the list these name (the view's query). */
export type GameListPageInput = { filters: GameListFilters; language: string };
/** False once the list has no page after the one just loaded (or had none to load). */
export type GameListPageOutput = { hasMore: boolean };

export type GameListEvent =
  | { type: 'user.selectTab'; tab: GameListTab }
  | { type: 'user.selectClassify'; classify: string }
  /** The vendor already chosen, chosen again, clears it; null clears it too. */
  | { type: 'user.selectVendor'; vassalage: string | null }
  | { type: 'user.selectMinBet'; minBet: MinBet | null }
  /** Enter in the search box; an empty text clears the search. */
  | { type: 'user.search'; text: string }
  /** The empty state's "clear filters". */
  | { type: 'user.clearFilters' }
  /** The failed page's retry. */
  | { type: 'user.retry' }
  /** The address changed by itself (back, forward, a link): these are its filters. */
  | { type: 'route.changed'; filters: GameListFilters }
  /** The end of the list came within 500 px of the bottom (§9). */
  | { type: 'list.nearEnd' }
  | LanguageSettledEvent;

type FilterEvent = Extract<
  GameListEvent,
  { type: 'user.selectTab' | 'user.selectClassify' | 'user.selectVendor' | 'user.selectMinBet' | 'user.search' | 'user.clearFilters' | 'route.changed' }
>;

function filtersAfter(filters: GameListFilters, event: FilterEvent): GameListFilters {
  switch (event.type) {
    case 'user.selectTab':
      return withTab(filters, event.tab);
    case 'user.selectClassify':
      return withClassify(filters, event.classify);
    case 'user.selectVendor':
      return withVendor(filters, event.vassalage);
    case 'user.selectMinBet':
      return withMinBet(filters, event.minBet);
    case 'user.search':
      return withSearch(filters, event.text);
    case 'user.clearFilters':
      return withoutFilters(filters);
    case 'route.changed':
      return normalizeFilters(event.filters);
  }
}

type FilterParams = { filters: GameListFilters };
const nextFilters = ({ context, event }: { context: GameListContext; event: FilterEvent }): FilterParams => ({
  filters: filtersAfter(context.filters, event),
});
/** Read after `adoptFilters`: the filters just adopted. */
const adoptedFilters = ({ context }: { context: GameListContext }): FilterParams => ({ filters: context.filters });

/**
 * The game list (shell-and-content §2, §4, §5, §9): which list to show (tab, class, vendor, minimum
 * bet, search; the rules in support/gameListFilters.ts) and when to load its next page. The query
 * cache owns the pages: the view asks it for `gameListRequest(filters)` in `language`, page 1
 * first, and provides `loadNextPage` for the next ones.
 *
 * - A user's choice that changes the filters writes them to the address (`writeAddress`, provided
 *   by the view); a choice that changes nothing does nothing. An address that changed by itself
 *   (`route.changed`) is adopted without writing it back.
 * - Paging: near the end, the next page loads (tag `loadingMore`), at most once per second
 *   (`cooling`, remembering a near end meanwhile); the last page leaves it `exhausted`; a failed
 *   page stops loading (`pageFailed`) until the user's retry resumes at that page.
 * - Any change of filters or language starts the list again (the view's query key changes, page 1
 *   loads): paging returns to `ready`, a page on its way is cancelled, a remembered near end forgotten.
 * - The language the list loads in follows the app's 200 ms after the last of a burst of changes,
 *   the filters kept (the shared languageDebounce child); if the debounce breaks, the list stays in
 *   the language it has.
 */
export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
    children: {} as { languageDebounce: 'languageDebounce'; loadNextPage: 'loadNextPage' },
  },
  actors: {
    languageDebounce: languageDebounceMachine,
    /** Fetches the next page of the list the input names, answering whether another follows. */
    loadNextPage: fromPromise<GameListPageOutput, GameListPageInput>(async () => {
      throw new Error('loadNextPage is provided by the game list screen');
    }),
  },
  actions: {
    /** Puts the filters in the address's search params (replacing nothing else), so back and reload restore them. */
    writeAddress: (_, _params: FilterParams) => {
      throw new Error('writeAddress is provided by the game list screen');
    },
    adoptFilters: assign((_, params: FilterParams) => ({ filters: params.filters })),
    adoptLanguage: assign((_, params: { code: string }) => ({ language: params.code })),
    rememberNearEnd: assign({ wantsMore: true }),
    forgetNearEnd: assign({ wantsMore: false }),
  },
  guards: {
    changesFilters: ({ context }, params: FilterParams) => !sameFilters(context.filters, params.filters),
    /** §2: the minimum bet filter is only for RNG; elsewhere choosing one does nothing. */
    isRngChange: ({ context }, params: FilterParams) =>
      context.filters.gameType === 'RNG' && !sameFilters(context.filters, params.filters),
    isOtherLanguage: ({ context }, params: { code: string }) => params.code !== context.language,
    hasMore: (_, params: GameListPageOutput) => params.hasMore,
    wantsMore: ({ context }) => context.wantsMore,
  },
  delays: {
    loadMoreInterval: specTimings.loadMoreIntervalMs,
  },
}).createMachine({
  id: 'gameList',
  context: ({ input }) => ({ filters: input.filters, language: input.language, wantsMore: false }),
  type: 'parallel',
  states: {
    language: {
      initial: 'following',
      states: {
        following: {
          invoke: { id: 'languageDebounce', src: 'languageDebounce', onError: 'notFollowing' },
        },
        /** The debounce broke: the list keeps working in the language it has. */
        notFollowing: {},
      },
    },
    paging: {
      initial: 'ready',
      on: {
        'user.selectTab': {
          guard: { type: 'changesFilters', params: nextFilters },
          target: '.ready',
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.selectClassify': {
          guard: { type: 'changesFilters', params: nextFilters },
          target: '.ready',
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.selectVendor': {
          guard: { type: 'changesFilters', params: nextFilters },
          target: '.ready',
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.selectMinBet': {
          guard: { type: 'isRngChange', params: nextFilters },
          target: '.ready',
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.search': {
          guard: { type: 'changesFilters', params: nextFilters },
          target: '.ready',
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.clearFilters': {
          guard: { type: 'changesFilters', params: nextFilters },
          target: '.ready',
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'route.changed': {
          guard: { type: 'changesFilters', params: nextFilters },
          target: '.ready',
          actions: { type: 'adoptFilters', params: nextFilters },
        },
        'language.settled': {
          guard: { type: 'isOtherLanguage', params: ({ event }) => ({ code: event.code }) },
          target: '.ready',
          actions: { type: 'adoptLanguage', params: ({ event }) => ({ code: event.code }) },
        },
      },
      states: {
        /** Page 1 (or the pages so far) shown; the next loads once the end comes near. */
        ready: {
          entry: 'forgetNearEnd',
          on: { 'list.nearEnd': 'loading' },
        },
        loading: {
          tags: ['loadingMore'],
          entry: 'forgetNearEnd',
          invoke: {
            id: 'loadNextPage',
            src: 'loadNextPage',
            input: ({ context }) => ({ filters: context.filters, language: context.language }),
            onDone: [
              { guard: { type: 'hasMore', params: ({ event }) => event.output }, target: 'cooling' },
              { target: 'exhausted' },
            ],
            onError: 'failed',
          },
          on: { 'list.nearEnd': { actions: 'rememberNearEnd' } },
        },
        /** §9: at most one page a second; a near end meanwhile loads the next page when the second is up. */
        cooling: {
          on: { 'list.nearEnd': { actions: 'rememberNearEnd' } },
          after: {
            loadMoreInterval: [{ guard: 'wantsMore', target: 'loading' }, { target: 'ready' }],
          },
        },
        /** §4: a failed page sets no more pages until the user retries, which loads that page again. */
        failed: {
          tags: ['pageFailed'],
          on: { 'user.retry': 'loading' },
        },
        /** Every page is shown. */
        exhausted: {
          tags: ['exhausted'],
        },
      },
    },
  },
});
