import { expect } from 'vitest';
import { popularGamesMachine } from '../../machines/popularGames.machine';
import { errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';
import { runningActors } from '../support/model/executed';

// The debounce child runs as a fake here (its own model tests it); when a settled language resets
// the tab, and that nothing else does, is pinned by popularGames.test.ts with the real debounce.
defineModelTests({
  name: 'popularGames',
  machine: popularGamesMachine,
  input: { language: 'en' },
  events: {
    'choose RNG': { type: 'user.selectTab', tab: 'RNG' },
    'choose COCKFIGHT': { type: 'user.selectTab', tab: 'COCKFIGHT' },
    'language settled on ty': { type: 'language.settled', code: 'ty' },
    'debounce broke': errorEvent('languageDebounce', new Error('debounce bug')),
  },
  invariants: {
    following: ({ context, children }, executed) => {
      // A settled language always lands on HOT; only a later choice leaves it.
      expect(['HOT', 'RNG', 'COCKFIGHT']).toContain(context.tab);
      expect(['en', 'ty']).toContain(context.language);
      expect(Object.keys(children)).toEqual(['languageDebounce']);
      expect(runningActors(executed).map(({ src }) => src)).toEqual(['languageDebounce']);
    },
    notFollowing: ({ context, children }, executed) => {
      // Tabs still switch; nothing listens to language changes any more.
      expect(['HOT', 'RNG', 'COCKFIGHT']).toContain(context.tab);
      expect(children).toEqual({});
      expect(runningActors(executed)).toEqual([]);
    },
  },
});
