import { expect } from 'vitest';
import { languageMachine, sourceLanguageCode } from '../../machines/language.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';
import { runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

const offered = ['en', 'ty', 'pt'];
const detected = 'ty';

/** The language an effect is about: its `{ code }` params, or the `language.changed` it emitted. */
function codeOf(params: unknown): string {
  if (typeof params !== 'object' || params === null) return String(params);
  if ('code' in params && typeof params.code === 'string') return params.code;
  if ('event' in params && typeof params.event === 'object' && params.event !== null && 'type' in params.event) {
    return params.event.type === 'language.changed' ? codeOf(params.event) : `${String(params.event.type)}?`;
  }
  return JSON.stringify(params);
}

const labels = new Map([
  ['activateCatalog', 'activate'],
  ['reflectOnDocument', 'document'],
  ['persistChoice', 'persist'],
  ['xstate.emit', 'announce'],
]);

/** The effects the app provides, in the order the machine ran them: `activate ty`, `announce pt`. */
function effects(executed: readonly ExecutedAction[]): string[] {
  return executed.flatMap(({ type, params }) => {
    const label = labels.get(type);
    return label === undefined ? [] : [`${label} ${codeOf(params)}`];
  });
}

function activated(executed: readonly ExecutedAction[]): string[] {
  return executed.filter(({ type }) => type === 'activateCatalog').map(({ params }) => codeOf(params));
}

/**
 * Every catalog is activated and then set on the document; the first one (at start) is neither
 * stored nor announced, every later one is a user's switch, stored and then announced.
 */
function expectEffectsOfEachActivation(executed: readonly ExecutedAction[]): void {
  const codes = activated(executed);
  expect(effects(executed)).toEqual(
    codes.flatMap((code, index) =>
      index === 0
        ? [`activate ${code}`, `document ${code}`]
        : [`activate ${code}`, `document ${code}`, `persist ${code}`, `announce ${code}`],
    ),
  );
  // Start-up shows the detected language, or English when that could not be had.
  if (codes.length > 0) expect([detected, sourceLanguageCode]).toContain(codes[0]);
}

/** One actor at a time: the detection, or the load of the requested catalog. */
function expectRunning(executed: readonly ExecutedAction[], src: 'detectLanguage' | 'loadCatalog' | null, code?: string) {
  const running = runningActors(executed);
  if (src === null) expect(running).toEqual([]);
  else expect(running).toEqual([{ id: src, src, input: src === 'loadCatalog' ? { code } : undefined }]);
}

defineModelTests({
  name: 'language',
  machine: languageMachine.provide({
    guards: { isOffered: (_, { code }) => offered.includes(code) },
  }),
  events: {
    'detected ty': doneEvent('detectLanguage', detected),
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
    // Nothing is shown in any language before the first catalog has loaded.
    detecting: ({ context }, executed) => {
      expect(context.current).toBeNull();
      expect(effects(executed)).toEqual([]);
      expectRunning(executed, 'detectLanguage');
    },
    loading: ({ context }, executed) => {
      expect(context).toEqual({ current: null, requested: detected });
      expect(effects(executed)).toEqual([]);
      expectRunning(executed, 'loadCatalog', detected);
    },
    loadingFallback: ({ context }, executed) => {
      expect(context).toEqual({ current: null, requested: sourceLanguageCode });
      expect(effects(executed)).toEqual([]);
      expectRunning(executed, 'loadCatalog', sourceLanguageCode);
    },
    failed: ({ context }, executed) => {
      expect(context).toEqual({ current: null, requested: sourceLanguageCode });
      expect(effects(executed)).toEqual([]);
      expectRunning(executed, null);
    },
    ready: ({ context }, executed) => {
      // The current language is the last catalog activated, and it is one the picker offers.
      expect(offered).toContain(context.current);
      expect(activated(executed).at(-1)).toBe(context.current);
      expectEffectsOfEachActivation(executed);
      expectRunning(executed, null);
    },
    'ready.switchFailed': ({ context }, executed) => {
      // The failed choice stays offered for a retry; the current language is untouched.
      expect(offered).toContain(context.requested);
      expect(context.requested).not.toBe(context.current);
      expect(activated(executed).at(-1)).toBe(context.current);
    },
    // The current catalog stays active while the next one loads; a newer choice drops the older load.
    switching: ({ context }, executed) => {
      expect(offered).toContain(context.current);
      expect(offered).toContain(context.requested);
      expect(context.requested).not.toBe(context.current);
      expect(activated(executed).at(-1)).toBe(context.current);
      expectEffectsOfEachActivation(executed);
      expectRunning(executed, 'loadCatalog', context.requested);
    },
  },
});
