import { expect } from 'vitest';
import { languageMachine, sourceLanguageCode } from '../../machines/language.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';

const offered = ['en', 'ty', 'pt'];

/** The params of every executed action of one type. */
function effectsFor(executed: ReadonlyArray<{ type: string; params: unknown }>, type: string): unknown[] {
  return executed.filter((action) => action.type === type).map((action) => action.params);
}

/** The `language.changed` events emitted so far, as `{ code }` (emit runs as the built-in xstate.emit). */
function announced(executed: ReadonlyArray<{ type: string; params: unknown }>): unknown[] {
  return effectsFor(executed, 'xstate.emit').map((params) =>
    typeof params === 'object' && params !== null && 'event' in params ? params.event : params,
  ).map((event) => (typeof event === 'object' && event !== null && 'code' in event ? { code: event.code } : event));
}

defineModelTests({
  name: 'language',
  machine: languageMachine.provide({
    guards: { isOffered: (_, { code }) => offered.includes(code) },
  }),
  events: {
    'detected ty': doneEvent('detectLanguage', 'ty'),
    'detection failed': errorEvent('detectLanguage', new Error('storage bug')),
    'catalog loaded': doneEvent('loadCatalog', undefined),
    'catalog failed': errorEvent('loadCatalog', new Error('chunk failed')),
    'choose pt': { type: 'user.select', code: 'pt' },
    'choose ty': { type: 'user.select', code: 'ty' },
    'choose en': { type: 'user.select', code: 'en' },
    'choose ja (not offered)': { type: 'user.select', code: 'ja' },
    retry: { type: 'user.retry' },
  },
  invariants: {
    detecting: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.current).toBeNull();
    },
    loading: (snapshot) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.current).toBeNull();
    },
    loadingFallback: (snapshot) => {
      expect(snapshot.context.requested).toBe(sourceLanguageCode);
      expect(snapshot.context.current).toBeNull();
    },
    failed: (snapshot, executed) => {
      expect(snapshot.hasTag('failed')).toBe(true);
      expect(snapshot.context.current).toBeNull();
      expect(effectsFor(executed, 'activateCatalog')).toEqual([]);
    },
    ready: (snapshot, executed) => {
      const { current } = snapshot.context;
      expect(snapshot.hasTag('ready')).toBe(true);
      expect(current !== null && offered.includes(current)).toBe(true);
      // The last catalog activated and the document language are the current one's.
      expect(effectsFor(executed, 'activateCatalog').at(-1)).toEqual({ code: current });
      expect(effectsFor(executed, 'reflectOnDocument').at(-1)).toEqual({ code: current });
      // Only a user's switch is stored and announced, and every announced switch was stored.
      expect(effectsFor(executed, 'persistChoice')).toEqual(announced(executed));
    },
    'ready.switchFailed': (snapshot) => {
      expect(snapshot.hasTag('switchFailed')).toBe(true);
      expect(snapshot.context.requested).not.toBe(snapshot.context.current);
    },
    switching: (snapshot) => {
      expect(snapshot.hasTag('switching')).toBe(true);
      expect(snapshot.context.current).not.toBeNull();
      expect(snapshot.context.requested).not.toBe(snapshot.context.current);
      expect(offered).toContain(snapshot.context.requested);
    },
  },
});
