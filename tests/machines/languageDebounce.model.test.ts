import { expect } from 'vitest';
import { languageDebounceMachine } from '../../machines/languageDebounce.machine';
import { errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';
import type { ExecutedAction } from '../support/model/spec';

const told = (executed: readonly ExecutedAction[]) =>
  executed.filter(({ type }) => type === 'notifyParent').map(({ params }) => params);

defineModelTests({
  name: 'languageDebounce',
  // Paths take the 200 ms wait as an explicit step (its xstate.after event); standalone there is no
  // parent to hear `language.settled`, so what it would hear is read from the actions.
  machine: languageDebounceMachine.provide({ delays: { languageDebounce: 3_600_000 }, actions: { notifyParent: () => undefined } }),
  events: {
    'switch to ty': { type: 'language.changed', code: 'ty' },
    'switch to pt': { type: 'language.changed', code: 'pt' },
    'not listening': errorEvent('languageChanges', new Error('no language actor')),
  },
  distinguish: (snapshot) => snapshot.context.code,
  invariants: {
    'listening.idle': (snapshot, executed) => {
      // Every settled burst was told once, with the language it settled on.
      if (snapshot.context.code !== null) expect(told(executed).at(-1)).toEqual({ code: snapshot.context.code });
      expect(snapshot.children.languageChanges).toBeDefined();
    },
    'listening.debouncing': (snapshot) => {
      expect(snapshot.context.code).not.toBeNull();
      expect(snapshot.children.languageChanges).toBeDefined();
    },
    deaf: (snapshot) => {
      expect(snapshot.children).toEqual({});
    },
  },
});
