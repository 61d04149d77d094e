import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { specTimings } from '../../machines/constants';
import { gameListMachine, type GameListPageInput, type GameListPageOutput } from '../../machines/gameList.machine';
import { languageDebounceMachine } from '../../machines/languageDebounce.machine';
import { normalizeFilters, type GameListFilters } from '../../machines/support/gameListFilters';
import { controlledPromise } from '../support/controlled-promise';
import { apiError } from '../support/fixtures';
import { fakeLanguageChanges } from '../support/language-changes';
import { rejectionOf } from '../support/placeholder-actors';

const rng = normalizeFilters({ gameType: 'RNG' });

function startList(filters: GameListFilters = rng) {
  const language = fakeLanguageChanges();
  const pages = controlledPromise<GameListPageOutput, GameListPageInput>('loadNextPage');
  const written: GameListFilters[] = [];
  const actor = createActor(
    gameListMachine.provide({
      actors: {
        languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges: language.logic } }),
        loadNextPage: pages.logic,
      },
      actions: { writeAddress: (_, params) => written.push(params.filters) },
    }),
    { input: { filters, language: 'en' } },
  ).start();
  const paging = () => {
    const { value } = actor.getSnapshot();
    return typeof value === 'object' ? value.paging : undefined;
  };
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { actor, language, pages, written, paging, tags, filters: () => actor.getSnapshot().context.filters };
}

/** Lets the fake page's outcome reach the machine under fake timers. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('gameList machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts ready with the route\'s filters and language, the debounce listening', () => {
    const { actor, language, paging, tags, pages } = startList();
    expect(actor.getSnapshot().context).toEqual({ filters: rng, language: 'en', wantsMore: false });
    expect(paging()).toBe('ready');
    expect(tags()).toEqual([]);
    expect(language.listeners()).toBe(1);
    expect(pages.calls).toHaveLength(0);
    actor.stop();
    expect(language.listeners()).toBe(0);
  });

  it('declares effects that fail loudly until the screen provides them', async () => {
    await expect(rejectionOf(gameListMachine, 'loadNextPage')).resolves.toEqual(
      new Error('loadNextPage is provided by the game list screen'),
    );
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

    it('a choice that changes nothing writes nothing and keeps the paging', async () => {
      const { actor, written, paging, pages } = startList();
      actor.send({ type: 'list.nearEnd' });
      actor.send({ type: 'user.selectTab', tab: 'all' });
      actor.send({ type: 'user.selectClassify', classify: 'NEW' });
      actor.send({ type: 'user.selectVendor', vassalage: null });
      actor.send({ type: 'user.selectMinBet', minBet: null });
      actor.send({ type: 'user.search', text: '  ' });
      actor.send({ type: 'user.clearFilters' });
      actor.send({ type: 'route.changed', filters: rng });
      expect(written).toEqual([]);
      expect(paging()).toBe('loading');
      expect(pages.pending()?.signal.aborted).toBe(false);
      await flush();
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

  describe('paging', () => {
    it('loads the next page of the current list near the end', async () => {
      const { actor, pages, paging, tags } = startList();
      actor.send({ type: 'user.selectVendor', vassalage: 'PG' });
      actor.send({ type: 'list.nearEnd' });
      expect(paging()).toBe('loading');
      expect(tags()).toEqual(['loadingMore']);
      expect(pages.calls.map((call) => call.input)).toEqual([{ filters: { ...rng, vassalage: 'PG' }, language: 'en' }]);
      actor.send({ type: 'list.nearEnd' });
      expect(pages.calls).toHaveLength(1);
      pages.resolve({ hasMore: true });
      await flush();
      expect(paging()).toBe('cooling');
      expect(tags()).toEqual([]);
    });

    it('loads at most one page a second, remembering a near end meanwhile', async () => {
      const { actor, pages, paging } = startList();
      actor.send({ type: 'list.nearEnd' });
      pages.resolve({ hasMore: true });
      await flush();
      actor.send({ type: 'list.nearEnd' });
      await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs - 1);
      expect(paging()).toBe('cooling');
      expect(pages.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(paging()).toBe('loading');
      expect(pages.calls).toHaveLength(2);
    });

    it('remembers a near end that came while the page loaded', async () => {
      const { actor, pages, paging } = startList();
      actor.send({ type: 'list.nearEnd' });
      actor.send({ type: 'list.nearEnd' });
      pages.resolve({ hasMore: true });
      await flush();
      expect(actor.getSnapshot().context.wantsMore).toBe(true);
      await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs);
      expect(paging()).toBe('loading');
      expect(actor.getSnapshot().context.wantsMore).toBe(false);
      expect(pages.calls).toHaveLength(2);
    });

    it('waits for the next near end when none came during the second', async () => {
      const { actor, pages, paging } = startList();
      actor.send({ type: 'list.nearEnd' });
      pages.resolve({ hasMore: true });
      await flush();
      await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs);
      expect(paging()).toBe('ready');
      expect(pages.calls).toHaveLength(1);
      actor.send({ type: 'list.nearEnd' });
      expect(pages.calls).toHaveLength(2);
    });

    it('stops at the last page', async () => {
      const { actor, pages, paging, tags } = startList();
      actor.send({ type: 'list.nearEnd' });
      actor.send({ type: 'list.nearEnd' });
      pages.resolve({ hasMore: false });
      await flush();
      expect(paging()).toBe('exhausted');
      expect(tags()).toEqual(['exhausted']);
      actor.send({ type: 'list.nearEnd' });
      await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs * 5);
      expect(pages.calls).toHaveLength(1);
    });

    it('a failed page loads no more until the retry loads that page again', async () => {
      const { actor, pages, paging, tags } = startList();
      actor.send({ type: 'list.nearEnd' });
      pages.reject(apiError('client.network'));
      await flush();
      expect(paging()).toBe('failed');
      expect(tags()).toEqual(['pageFailed']);
      actor.send({ type: 'list.nearEnd' });
      await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs * 5);
      expect(pages.calls).toHaveLength(1);
      actor.send({ type: 'user.retry' });
      expect(paging()).toBe('loading');
      expect(pages.calls.map((call) => call.input)).toEqual([
        { filters: rng, language: 'en' },
        { filters: rng, language: 'en' },
      ]);
      pages.resolve({ hasMore: true });
      await flush();
      expect(paging()).toBe('cooling');
    });

    it('a filter change cancels the page on its way and starts the list again', async () => {
      const { actor, pages, paging } = startList();
      actor.send({ type: 'list.nearEnd' });
      actor.send({ type: 'list.nearEnd' });
      const first = pages.pending();
      actor.send({ type: 'user.selectTab', tab: 'hot' });
      expect(first?.signal.aborted).toBe(true);
      expect(paging()).toBe('ready');
      expect(actor.getSnapshot().context.wantsMore).toBe(false);
      await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs * 2);
      expect(pages.calls).toHaveLength(1);
      actor.send({ type: 'list.nearEnd' });
      expect(pages.calls.at(-1)?.input.filters).toEqual(normalizeFilters({ gameType: 'RNG', tab: 'hot' }));
    });

    it('a filter change leaves the last page, a failed page and the pause for page 1 of the new list', async () => {
      const { actor, pages, paging } = startList();
      actor.send({ type: 'list.nearEnd' });
      pages.resolve({ hasMore: false });
      await flush();
      actor.send({ type: 'user.selectClassify', classify: 'ALL' });
      expect(paging()).toBe('ready');

      actor.send({ type: 'list.nearEnd' });
      pages.reject(apiError('client.network'));
      await flush();
      actor.send({ type: 'route.changed', filters: normalizeFilters({ gameType: 'LIVE' }) });
      expect(paging()).toBe('ready');

      actor.send({ type: 'list.nearEnd' });
      pages.resolve({ hasMore: true });
      await flush();
      actor.send({ type: 'list.nearEnd' });
      actor.send({ type: 'user.search', text: 'roulette' });
      expect(paging()).toBe('ready');
      await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs);
      expect(pages.calls).toHaveLength(3);
    });
  });

  describe('language', () => {
    it('loads in the new language 200 ms after the last change, filters kept, paging started again', async () => {
      const busy: GameListFilters = { ...rng, classify: 'SLOT', vassalage: 'PG' };
      const { actor, language, pages, paging, written, filters } = startList(busy);
      actor.send({ type: 'list.nearEnd' });
      const first = pages.pending();
      language.change('ty');
      await vi.advanceTimersByTimeAsync(150);
      language.change('pt');
      await vi.advanceTimersByTimeAsync(specTimings.languageDebounceMs - 1);
      expect(actor.getSnapshot().context.language).toBe('en');
      expect(paging()).toBe('loading');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().context.language).toBe('pt');
      expect(filters()).toEqual(busy);
      expect(paging()).toBe('ready');
      expect(first?.signal.aborted).toBe(true);
      expect(written).toEqual([]);
      actor.send({ type: 'list.nearEnd' });
      expect(pages.calls.at(-1)?.input).toEqual({ filters: busy, language: 'pt' });
    });

    it('a burst that settles on the same language changes nothing', async () => {
      const { actor, language, paging } = startList();
      actor.send({ type: 'list.nearEnd' });
      language.change('ty');
      language.change('en');
      await vi.advanceTimersByTimeAsync(specTimings.languageDebounceMs);
      expect(paging()).toBe('loading');
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
          actors: { languageDebounce: broken, loadNextPage: controlledPromise<GameListPageOutput, GameListPageInput>().logic },
          actions: { writeAddress: (_, params) => written.push(params.filters) },
        }),
        { input: { filters: rng, language: 'en' } },
      ).start();
      language.change('ty');
      await vi.advanceTimersByTimeAsync(specTimings.languageDebounceMs);
      expect(actor.getSnapshot().value).toEqual({ language: 'notFollowing', paging: 'ready' });
      expect(actor.getSnapshot().children.languageDebounce).toBeUndefined();
      expect(actor.getSnapshot().context.language).toBe('en');
      actor.send({ type: 'user.selectTab', tab: 'hot' });
      actor.send({ type: 'list.nearEnd' });
      expect(written).toHaveLength(1);
      expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    });
  });
});
