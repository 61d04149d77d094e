import { assign, setup } from 'xstate';
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
};

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
  /** The address changed by itself (back, forward, a link): these are its filters. */
  | { type: 'route.changed'; filters: GameListFilters }
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
 * bet, search; the rules in support/gameListFilters.ts) in which language. The list's pages are
 * the pagedList machine's (one per list: the view starts another for `gameListRequest(filters)` in
 * `language` whenever they change, so any change of filters or language starts at page 1).
 *
 * - A user's choice that changes the filters writes them to the address (`writeAddress`, provided
 *   by the view); a choice that changes nothing does nothing. An address that changed by itself
 *   (`route.changed`) is adopted without writing it back.
 * - The language the list loads in follows the app's 200 ms after the last of a burst of changes,
 *   the filters kept (the shared languageDebounce child); if the debounce breaks, the list stays in
 *   the language it has.
 */
export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
    children: {} as { languageDebounce: 'languageDebounce' },
  },
  actors: {
    languageDebounce: languageDebounceMachine,
  },
  actions: {
    /** Puts the filters in the address's search params (replacing nothing else), so back and reload restore them. */
    writeAddress: (_, _params: FilterParams) => {
      throw new Error('writeAddress is provided by the game list screen');
    },
    adoptFilters: assign((_, params: FilterParams) => ({ filters: params.filters })),
    adoptLanguage: assign((_, params: { code: string }) => ({ language: params.code })),
  },
  guards: {
    changesFilters: ({ context }, params: FilterParams) => !sameFilters(context.filters, params.filters),
    /** §2: the minimum bet filter is only for RNG; elsewhere choosing one does nothing. */
    isRngChange: ({ context }, params: FilterParams) =>
      context.filters.gameType === 'RNG' && !sameFilters(context.filters, params.filters),
    isOtherLanguage: ({ context }, params: { code: string }) => params.code !== context.language,
  },
}).createMachine({
  id: 'gameList',
  context: ({ input }) => ({ filters: input.filters, language: input.language }),
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
    list: {
      initial: 'showing',
      on: {
        'user.selectTab': {
          guard: { type: 'changesFilters', params: nextFilters },
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.selectClassify': {
          guard: { type: 'changesFilters', params: nextFilters },
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.selectVendor': {
          guard: { type: 'changesFilters', params: nextFilters },
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.selectMinBet': {
          guard: { type: 'isRngChange', params: nextFilters },
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.search': {
          guard: { type: 'changesFilters', params: nextFilters },
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'user.clearFilters': {
          guard: { type: 'changesFilters', params: nextFilters },
          actions: [{ type: 'adoptFilters', params: nextFilters }, { type: 'writeAddress', params: adoptedFilters }],
        },
        'route.changed': {
          guard: { type: 'changesFilters', params: nextFilters },
          actions: { type: 'adoptFilters', params: nextFilters },
        },
        'language.settled': {
          guard: { type: 'isOtherLanguage', params: ({ event }) => ({ code: event.code }) },
          actions: { type: 'adoptLanguage', params: ({ event }) => ({ code: event.code }) },
        },
      },
      states: {
        /** The list of these filters in this language shows (its pages are the view's pagedList). */
        showing: {},
      },
    },
  },
});
