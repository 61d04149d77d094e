import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { specTimings } from '../../machines/constants';
import { gameListMachine } from '../../machines/gameList.machine';
import { languageDebounceMachine } from '../../machines/languageDebounce.machine';
import { normalizeFilters, type GameListFilters } from '../../machines/support/gameListFilters';
import { fakeLanguageChanges } from '../support/language-changes';

const rng = normalizeFilters({ gameType: 'RNG' });

function startList(filters: GameListFilters = rng) {
  const language = fakeLanguageChanges();
  const written: GameListFilters[] = [];
  const actor = createActor(
    gameListMachine.provide({
      actors: {
        languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges: language.logic } }),
      },
      actions: { writeAddress: (_, params) => written.push(params.filters) },
    }),
    { input: { filters, language: 'en' } },
  ).start();
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { actor, language, written, tags, filters: () => actor.getSnapshot().context.filters };
}

describe('gameList machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the route\'s filters and language, the debounce listening', () => {
    const { actor, language, tags } = startList();
    expect(actor.getSnapshot().context).toEqual({ filters: rng, language: 'en' });
    expect(actor.getSnapshot().value).toEqual({ language: 'following', list: 'showing' });
    expect(tags()).toEqual([]);
    expect(language.listeners()).toBe(1);
    actor.stop();
    expect(language.listeners()).toBe(0);
  });

  it('declares effects that fail loudly until the screen provides them', async () => {
    const actor = createActor(gameListMachine.provide({ actors: { languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges: fakeLanguageChanges().logic } }) } }), {
      input: { filters: rng, language: 'en' },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'user.selectTab', tab: 'hot' });
    expect(errors).toEqual([new Error('writeAddress is provided by the game list screen')]);
  });

  describe('filters', () => {
    it('a tab starts its list on its default class and writes the address once', () => {
      const { actor, written, filters } = startList({ ...rng, vassalage: 'PG', classify: 'SLOT' });
      actor.send({ type: 'user.selectTab', tab: 'recent' });
      const recent = normalizeFilters({ gameType: 'RNG', tab: 'recent' });
      expect(filters()).toEqual(recent);
      actor.send({ type: 'user.selectTab', tab: 'all' });
      expect(filters()).toEqual(rng);
      expect(written).toEqual([recent, rng]);
    });

    it('a class, a vendor, a minimum bet and a search each write their filters', () => {
      const { actor, written, filters } = startList();
      actor.send({ type: 'user.selectClassify', classify: 'SLOT' });
      actor.send({ type: 'user.selectVendor', vassalage: 'PG' });
      actor.send({ type: 'user.selectMinBet', minBet: '0.5' });
      actor.send({ type: 'user.search', text: ' fruit ' });
      const expected = [
        { ...rng, classify: 'SLOT' },
        { ...rng, classify: 'NEW', vassalage: 'PG' },
        { ...rng, classify: 'NEW', vassalage: 'PG', minBet: '0.5' },
        { ...rng, classify: 'ALL', vassalage: 'PG', minBet: '0.5', gameName: 'fruit' },
      ];
      expect(written).toEqual(expected);
      expect(filters()).toEqual(expected.at(-1));
    });

    it('the same vendor again clears it; an empty search clears the name; clear filters clears all', () => {
      const { actor, written, filters } = startList({ ...rng, classify: 'SLOT', vassalage: 'PG', minBet: '0.1', gameName: 'fruit' });
      actor.send({ type: 'user.selectVendor', vassalage: 'PG' });
      expect(filters().vassalage).toBeNull();
      actor.send({ type: 'user.search', text: '' });
      expect(filters().gameName).toBe('');
      actor.send({ type: 'user.clearFilters' });
      expect(filters()).toEqual(rng);
      expect(written).toEqual([
        { ...rng, classify: 'SLOT', minBet: '0.1', gameName: 'fruit' },
        { ...rng, classify: 'SLOT', minBet: '0.1' },
        rng,
      ]);
    });

    it('a choice that changes nothing writes nothing', () => {
      const { actor, written } = startList();
      actor.send({ type: 'user.selectTab', tab: 'all' });
      actor.send({ type: 'user.selectClassify', classify: 'NEW' });
      actor.send({ type: 'user.selectVendor', vassalage: null });
      actor.send({ type: 'user.selectMinBet', minBet: null });
      actor.send({ type: 'user.search', text: '  ' });
      actor.send({ type: 'user.clearFilters' });
      actor.send({ type: 'route.changed', filters: rng });
      expect(written).toEqual([]);
      expect(actor.getSnapshot().context.filters).toEqual(rng);
    });

    it('ignores a minimum bet outside RNG, even from a quick tab', () => {
      const hot = normalizeFilters({ gameType: 'LIVE', tab: 'hot' });
      const { actor, written, filters } = startList(hot);
      actor.send({ type: 'user.selectMinBet', minBet: '0.1' });
      expect(filters()).toEqual(hot);
      expect(written).toEqual([]);
    });

    it('adopts an address that changed by itself without writing it back', () => {
      const { actor, written, filters } = startList();
      actor.send({ type: 'route.changed', filters: { ...rng, gameType: 'LIVE', classify: ' ', minBet: '0.1' } });
      expect(filters()).toEqual(normalizeFilters({ gameType: 'LIVE' }));
      expect(written).toEqual([]);
    });
  });

  describe('language', () => {
    it('loads in the new language 200 ms after the last change, filters kept', async () => {
      const busy: GameListFilters = { ...rng, classify: 'SLOT', vassalage: 'PG' };
      const { actor, language, written, filters } = startList(busy);
      language.change('ty');
      await vi.advanceTimersByTimeAsync(150);
      language.change('pt');
      await vi.advanceTimersByTimeAsync(specTimings.languageDebounceMs - 1);
      expect(actor.getSnapshot().context.language).toBe('en');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().context.language).toBe('pt');
      expect(filters()).toEqual(busy);
      expect(written).toEqual([]);
    });

    it('a burst that settles on the same language changes nothing', async () => {
      const { actor, language } = startList();
      language.change('ty');
      language.change('en');
      await vi.advanceTimersByTimeAsync(specTimings.languageDebounceMs);
      expect(actor.getSnapshot().context.language).toBe('en');
    });

    it('keeps working in the language it has when the debounce breaks', async () => {
      const language = fakeLanguageChanges();
      const broken = languageDebounceMachine.provide({
        actors: { languageChanges: language.logic },
        actions: {
          notifyParent: () => {
            throw new Error('debounce bug');
          },
        },
      });
      const written: GameListFilters[] = [];
      const actor = createActor(
        gameListMachine.provide({
          actors: { languageDebounce: broken },
          actions: { writeAddress: (_, params) => written.push(params.filters) },
        }),
        { input: { filters: rng, language: 'en' } },
      ).start();
      language.change('ty');
      await vi.advanceTimersByTimeAsync(specTimings.languageDebounceMs);
      expect(actor.getSnapshot().value).toEqual({ language: 'notFollowing', list: 'showing' });
      expect(actor.getSnapshot().children.languageDebounce).toBeUndefined();
      expect(actor.getSnapshot().context.language).toBe('en');
      actor.send({ type: 'user.selectTab', tab: 'hot' });
      expect(written).toHaveLength(1);
    });
  });
});
