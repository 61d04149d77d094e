import { assign, setup } from 'xstate';
import type { GameCategory } from '../contract/games';
import { languageDebounceMachine, type LanguageSettledEvent } from './languageDebounce.machine';

/**
 * The home tabs: HOT (the client's own), the platform's categories, and the ESPORTS and COCKFIGHT
 * tabs the client splits out of SPORTS (shell-and-content §2).
 */
export type PopularTabId = 'HOT' | 'ESPORTS' | 'COCKFIGHT' | GameCategory;
export const firstPopularTab = 'HOT' satisfies PopularTabId;

export type PopularGamesContext = {
  /** The tab the user chose; the view falls back to HOT while the chosen one is not offered. */
  tab: PopularTabId;
  /** The language the vendors and hot games are loaded in: the current one, once a change settled. */
  language: string;
};

export type PopularGamesEvent = { type: 'user.selectTab'; tab: PopularTabId } | LanguageSettledEvent;

/**
 * Popular games on home (shell-and-content §2, §9): the chosen tab, back to HOT 200 ms after the
 * last of a burst of language changes, together with the language the vendors and hot games load
 * in (so they reload once, with the reset). The debounce is the shared languageDebounce child; if
 * it breaks (a bug), the tabs go on working in the language they have.
 */
export const popularGamesMachine = setup({
  types: {
    context: {} as PopularGamesContext,
    events: {} as PopularGamesEvent,
    input: {} as { language: string },
    children: {} as { languageDebounce: 'languageDebounce' },
  },
  actors: {
    languageDebounce: languageDebounceMachine,
  },
  actions: {
    selectTab: assign((_, params: { tab: PopularTabId }) => ({ tab: params.tab })),
    resetForLanguage: assign((_, params: { code: string }) => ({ tab: firstPopularTab, language: params.code })),
  },
}).createMachine({
  id: 'popularGames',
  context: ({ input }) => ({ tab: firstPopularTab, language: input.language }),
  initial: 'following',
  on: {
    'user.selectTab': { actions: { type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) } },
  },
  states: {
    following: {
      invoke: { id: 'languageDebounce', src: 'languageDebounce', onError: 'notFollowing' },
      on: {
        'language.settled': { actions: { type: 'resetForLanguage', params: ({ event }) => ({ code: event.code }) } },
      },
    },
    /** The debounce broke: tabs still switch; language changes no longer reset or reload them. */
    notFollowing: {},
  },
});
