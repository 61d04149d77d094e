import { assign, emit, fromPromise, setup } from 'xstate';

/** Lingui's source locale (lingui.config.ts): the catalog every other one falls back to. */
export const sourceLanguageCode = 'en';

export type LanguageContext = {
  /** The language whose catalog is active; null until the first catalog has loaded. */
  current: string | null;
  /** The language being loaded, or the one whose switch failed (offered for retry). */
  requested: string;
};

export type LanguageEvent = { type: 'user.select'; code: string } | { type: 'user.retry' };

/** Published after every switch the user makes; subscribe with `actor.on('language.changed', ...)`. */
export type LanguageChangedEvent = { type: 'language.changed'; code: string };

type CodeParams = { code: string };

/**
 * The interface language for the app's lifetime (accounts §1, shell-and-content §4). It starts
 * from the stored choice, else the browser's languages, else English, and loads that catalog
 * before the app renders; English stands in when that catalog cannot load. A switch is matched
 * against the offered languages, loads the catalog while the current one stays active, then
 * activates it, sets the document language and direction, stores the choice and publishes
 * `language.changed`. A failed switch keeps the current language and offers a retry.
 */
/** The requested catalog has loaded: show it and make it the current language. */
const showRequestedLanguage = [
  { type: 'activateCatalog', params: ({ context }: { context: LanguageContext }) => ({ code: context.requested }) },
  { type: 'reflectOnDocument', params: ({ context }: { context: LanguageContext }) => ({ code: context.requested }) },
  'adoptRequested',
] as const;

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    emitted: {} as LanguageChangedEvent,
  },
  actors: {
    /** Stored choice → browser languages → English, as an offered language code. */
    detectLanguage: fromPromise<string>(async () => {
      throw new Error('detectLanguage is provided by src/app');
    }),
    /** Fetches and compiles the catalog and hands it to Lingui, without activating it. */
    loadCatalog: fromPromise<void, CodeParams>(async () => {
      throw new Error('loadCatalog is provided by src/app');
    }),
  },
  actions: {
    activateCatalog: (_, _params: CodeParams) => {},
    /** `<html lang dir>`. */
    reflectOnDocument: (_, _params: CodeParams) => {},
    persistChoice: (_, _params: CodeParams) => {},
    request: assign((_, params: CodeParams) => ({ requested: params.code })),
    adoptRequested: assign(({ context }) => ({ current: context.requested })),
    announceChange: emit((_, params: CodeParams) => ({ type: 'language.changed', code: params.code })),
  },
  guards: {
    /** The code names a language the picker offers (a complete catalog). */
    isOffered: (_, _params: CodeParams) => {
      throw new Error('isOffered is provided by src/app');
    },
    isCurrent: ({ context }, params: CodeParams) => context.current === params.code,
  },
}).createMachine({
  id: 'language',
  context: { current: null, requested: sourceLanguageCode },
  initial: 'detecting',
  states: {
    detecting: {
      tags: ['loading'],
      invoke: {
        id: 'detectLanguage',
        src: 'detectLanguage',
        onDone: {
          target: 'loading',
          actions: { type: 'request', params: ({ event }) => ({ code: event.output }) },
        },
        onError: 'loadingFallback',
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ code: context.requested }),
        onDone: {
          target: 'ready',
          actions: showRequestedLanguage,
        },
        onError: 'loadingFallback',
      },
    },
    loadingFallback: {
      tags: ['loading'],
      entry: { type: 'request', params: { code: sourceLanguageCode } },
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ code: context.requested }),
        onDone: {
          target: 'ready',
          actions: showRequestedLanguage,
        },
        onError: 'failed',
      },
    },
    /** Not even English loaded: nothing can be shown in any language until a retry. */
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'detecting' },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: {
        'user.select': [
          {
            // Choosing the language in use settles on it (and dismisses a failed switch).
            guard: { type: 'isCurrent', params: ({ event }) => ({ code: event.code }) },
            target: '.idle',
          },
          {
            guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
            target: 'switching',
            actions: { type: 'request', params: ({ event }) => ({ code: event.code }) },
          },
        ],
      },
      states: {
        idle: {},
        switchFailed: {
          tags: ['switchFailed'],
          on: { 'user.retry': '#language.switching' },
        },
      },
    },
    /** The current catalog stays active (and the app usable) while the next one loads. */
    switching: {
      tags: ['ready', 'switching'],
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ code: context.requested }),
        onDone: {
          target: 'ready',
          actions: [
            ...showRequestedLanguage,
            { type: 'persistChoice', params: ({ context }) => ({ code: context.requested }) },
            { type: 'announceChange', params: ({ context }) => ({ code: context.requested }) },
          ],
        },
        onError: 'ready.switchFailed',
      },
      on: {
        'user.select': [
          {
            // Back to the language in use: the pending load is dropped.
            guard: { type: 'isCurrent', params: ({ event }) => ({ code: event.code }) },
            target: 'ready',
          },
          {
            // A newer choice wins: the pending load is dropped and the new one starts.
            guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code }) },
            target: 'switching',
            reenter: true,
            actions: { type: 'request', params: ({ event }) => ({ code: event.code }) },
          },
        ],
      },
    },
  },
});
