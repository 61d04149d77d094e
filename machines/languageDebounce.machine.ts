import { assign, fromCallback, sendParent, setup, type EventObject } from 'xstate';
import { specTimings } from './constants';
import type { LanguageChangedEvent } from './language.machine';

/** What the parent hears 200 ms after the last of a burst of language changes. */
export type LanguageSettledEvent = { type: 'language.settled'; code: string };

/**
 * The language-change debounce (accounts §1, shell-and-content §4, §9: 200 ms), one piece for every
 * screen machine that reacts to a language change (a form re-validates, game tabs reset and
 * reload): it listens to the app's language switches and tells its parent once they settle.
 */
export const languageDebounceMachine = setup({
  types: {
    context: {} as { code: string | null },
    events: {} as LanguageChangedEvent,
  },
  actors: {
    /** Sends `language.changed` for each switch the user makes; src/ provides it from the app's language actor. */
    languageChanges: fromCallback<EventObject>(() => {
      throw new Error('languageChanges is provided by src/');
    }),
  },
  actions: {
    notifyParent: sendParent((_, params: { code: string }): LanguageSettledEvent => ({ type: 'language.settled', ...params })),
  },
  delays: {
    languageDebounce: specTimings.languageDebounceMs,
  },
}).createMachine({
  id: 'languageDebounce',
  context: { code: null },
  initial: 'listening',
  states: {
    listening: {
      invoke: {
        id: 'languageChanges',
        src: 'languageChanges',
        // No switches can be heard: the parent simply never hears of one.
        onError: 'deaf',
      },
      initial: 'idle',
      states: {
        idle: {
          on: { 'language.changed': { target: 'debouncing', actions: assign({ code: ({ event }) => event.code }) } },
        },
        debouncing: {
          on: {
            // A change while waiting restarts the wait.
            'language.changed': { target: 'debouncing', reenter: true, actions: assign({ code: ({ event }) => event.code }) },
          },
          after: {
            languageDebounce: {
              target: 'idle',
              actions: { type: 'notifyParent', params: ({ context }) => ({ code: context.code ?? '' }) },
            },
          },
        },
      },
    },
    deaf: {},
  },
});
