import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { gameListMachine } from '../../machines/gameList.machine';
import { normalizeFilters, sameFilters, withoutFilters, type GameListFilters } from '../../machines/support/gameListFilters';
import { errorEvent } from '../support/actor-events';
import { defineModelTests } from '../support/model/define-model-tests';
import { record, runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

type Snapshot = SnapshotFrom<typeof gameListMachine>;

/** A list with a filter: clear filters changes it from the start (a targetless change reaches no vertex of its own). */
const start = normalizeFilters({ gameType: 'RNG', vassalage: 'PXS' });
/** Where back or forward leads: a list no choice of the samples below writes (vendor EVO with class BACCARAT). */
const routed = normalizeFilters({ gameType: 'LIVE', classify: 'BACCARAT', vassalage: 'EVO' });
const tags = (snapshot: Snapshot) => [...snapshot.tags].sort();

function isFilters(value: unknown): value is GameListFilters {
  const fields = record(value);
  return ['gameType', 'tab', 'classify', 'vassalage', 'minBet', 'gameName'].every((field) => field in fields);
}

/** The filters the machine wrote to the address, in order (whatever it passed, to be checked). */
const writes = (executed: readonly ExecutedAction[]) =>
  executed.filter(({ type }) => type === 'writeAddress').map(({ params }) => record(params).filters);

/**
 * Whatever the state: the list shown is the last one the user's choices wrote to the address, or
 * the one the address changed to by itself (never written back); every write is a normalized list
 * that differs from the one before it (a choice that changes nothing writes nothing).
 */
function expectAddressFollowed({ context }: Snapshot, executed: readonly ExecutedAction[]): void {
  const written = writes(executed);
  for (const filters of written) {
    expect(isFilters(filters) && sameFilters(normalizeFilters(filters), filters), 'a written list is normalized').toBe(true);
    expect(filters, 'the address is not written for a change it made itself').not.toEqual(routed);
  }
  const last = written.at(-1) ?? start;
  expect(isFilters(last) && (sameFilters(context.filters, last) || sameFilters(context.filters, routed))).toBe(true);
}

defineModelTests({
  name: 'gameList',
  machine: gameListMachine.provide({
    // The view writes the address; the ledger reads the calls.
    actions: { writeAddress: () => undefined },
  }),
  input: { filters: start, language: 'en' },
  events: {
    'tab hot': { type: 'user.selectTab', tab: 'hot' },
    'tab all': { type: 'user.selectTab', tab: 'all' },
    'class SLOT': { type: 'user.selectClassify', classify: 'SLOT' },
    'vendor PG': { type: 'user.selectVendor', vassalage: 'PG' },
    'min bet 0.1': { type: 'user.selectMinBet', minBet: '0.1' },
    'search fruit': { type: 'user.search', text: 'fruit' },
    'clear filters': { type: 'user.clearFilters' },
    'back to EVO baccarat': { type: 'route.changed', filters: routed },
    'language settled on ty': { type: 'language.settled', code: 'ty' },
    'debounce broke': errorEvent('languageDebounce', new Error('debounce bug')),
  },
  // Which list is shown is checked by the invariants, not a vertex of its own; only whether there
  // is a filter to clear (so a path takes clear filters where it changes something). A choice leads
  // to a vertex of its own from every state, so a path takes each.
  distinguish: ({ context }) => ({
    filtered: !sameFilters(context.filters, withoutFilters(context.filters)),
  }),
  viaEvents: [
    'user.selectTab',
    'user.selectClassify',
    'user.selectVendor',
    'user.selectMinBet',
    'user.search',
    'user.clearFilters',
    'route.changed',
    'language.settled',
  ],
  invariants: {
    'language.following': (snapshot, executed) => {
      expect(['en', 'ty']).toContain(snapshot.context.language);
      expect(Object.keys(snapshot.children)).toContain('languageDebounce');
      expect(runningActors(executed).map(({ src }) => src)).toContain('languageDebounce');
    },
    'language.notFollowing': (snapshot, executed) => {
      // The list goes on in the language it has; nothing listens to language changes any more.
      expect(['en', 'ty']).toContain(snapshot.context.language);
      expect(snapshot.children.languageDebounce).toBeUndefined();
      expect(runningActors(executed).map(({ src }) => src)).not.toContain('languageDebounce');
    },
    'list.showing': (snapshot, executed) => {
      expect(tags(snapshot)).toEqual([]);
      expectAddressFollowed(snapshot, executed);
    },
  },
});
