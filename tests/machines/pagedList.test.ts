import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { gameListLimits, specTimings } from '../../machines/constants';
import { pagedListMachine, type LoadPagesInput, type LoadPagesOutput } from '../../machines/pagedList.machine';
import { controlledPromise } from '../support/controlled-promise';
import { rejectionOf } from '../support/placeholder-actors';

function startList() {
  const loads = controlledPromise<LoadPagesOutput, LoadPagesInput>('loadPages');
  const actor = createActor(pagedListMachine.provide({ actors: { loadPages: loads.logic } })).start();
  const asked = () => loads.calls.map((call) => call.input.pages);
  const context = () => actor.getSnapshot().context;
  return { actor, loads, asked, context };
}

/** Lets the fake load's outcome reach the machine, then the pause pass. */
const flush = () => vi.advanceTimersByTimeAsync(0);
const pause = () => vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs);
const settle = () => vi.advanceTimersByTimeAsync(specTimings.pageRangeSettleMs);

async function sized(totalPages: number) {
  const list = startList();
  list.loads.resolve({ loaded: [1], failed: [], totalPages });
  await flush();
  await pause();
  return list;
}

describe('pagedList machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('declares its load, which fails loudly until the view provides it', async () => {
    await expect(rejectionOf(pagedListMachine, 'loadPages')).resolves.toEqual(new Error('loadPages is provided by the list view'));
  });

  it('asks for page 1 first; its answer sizes the list', async () => {
    const { asked, loads, context, actor } = startList();
    expect(asked()).toEqual([[1]]);
    expect(actor.getSnapshot().hasTag('loadingPages')).toBe(true);
    loads.resolve({ loaded: [1], failed: [], totalPages: 15 });
    await flush();
    expect(context()).toMatchObject({ totalPages: 15, loaded: [1], inFlight: [] });
    expect(actor.getSnapshot().hasTag('loadingPages')).toBe(false);
  });

  it('near the end, the next page, at most one load a second (§9)', async () => {
    const { actor, asked, loads } = await sized(15);
    actor.send({ type: 'list.rangeChanged', pages: [1] });
    actor.send({ type: 'list.nearEnd' });
    expect(asked()).toEqual([[1], [2]]);
    loads.resolve({ loaded: [2], failed: [], totalPages: 15 });
    await flush();
    actor.send({ type: 'list.rangeChanged', pages: [2] });
    actor.send({ type: 'list.nearEnd' });
    await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs - 1);
    expect(asked()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toEqual([[1], [2], [3]]);
  });

  it('a near end while the next page loads asks nothing more', async () => {
    const { actor, asked } = await sized(15);
    actor.send({ type: 'list.nearEnd' });
    actor.send({ type: 'list.nearEnd' });
    actor.send({ type: 'list.nearEnd' });
    await pause();
    expect(asked()).toEqual([[1], [2]]);
  });

  it('a jump to the end asks, once the rows settle, only the pages they need, not those passed', async () => {
    const { actor, asked, loads, context } = await sized(15);
    for (const pages of [[3], [6, 7], [10], [14, 15]]) actor.send({ type: 'list.rangeChanged', pages });
    await vi.advanceTimersByTimeAsync(specTimings.pageRangeSettleMs - 1);
    expect(asked()).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toEqual([[1], [14, 15]]);
    loads.resolve({ loaded: [14, 15], failed: [], totalPages: 15 });
    await flush();
    expect(context().loaded).toEqual([1, 14, 15]);
  });

  it('fetches at most parallelPages at a time; the rest the rows on screen need, right after', async () => {
    const { actor, asked, loads } = await sized(15);
    actor.send({ type: 'list.rangeChanged', pages: [4, 5, 6, 7, 8] });
    await settle();
    expect(asked().at(-1)).toEqual([4, 5, 6]);
    expect(gameListLimits.parallelPages).toBe(3);
    loads.resolve({ loaded: [4, 5, 6], failed: [], totalPages: 15 });
    await flush();
    expect(asked().at(-1)).toEqual([7, 8]);
  });

  it('a jump just after the list opens does not wait out the pace of page 1', async () => {
    const { actor, asked, loads } = startList();
    loads.resolve({ loaded: [1], failed: [], totalPages: 15 });
    await flush();
    actor.send({ type: 'list.rangeChanged', pages: [14, 15] });
    await settle();
    expect(asked()).toEqual([[1], [14, 15]]);
    loads.resolve({ loaded: [14, 15], failed: [], totalPages: 15 });
    await flush();
    // The next page near the end still keeps the pace.
    actor.send({ type: 'list.rangeChanged', pages: [1] });
    await settle();
    actor.send({ type: 'list.nearEnd' });
    await vi.advanceTimersByTimeAsync(specTimings.loadMoreIntervalMs - specTimings.pageRangeSettleMs - 1);
    expect(asked()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked().at(-1)).toEqual([2]);
  });

  it('a failed page is not asked again by itself; its retry asks for it first', async () => {
    const { actor, asked, loads, context } = await sized(3);
    actor.send({ type: 'list.rangeChanged', pages: [2, 3] });
    await settle();
    loads.resolve({ loaded: [3], failed: [2], totalPages: 3 });
    await flush();
    await pause();
    expect(context().failed).toEqual([2]);
    actor.send({ type: 'list.rangeChanged', pages: [1, 2] });
    await settle();
    actor.send({ type: 'list.nearEnd' });
    await pause();
    expect(asked()).toEqual([[1], [2, 3]]);
    actor.send({ type: 'user.retryPage', page: 3 });
    actor.send({ type: 'user.retryPage', page: 2 });
    expect(asked().at(-1)).toEqual([2]);
    expect(context().failed).toEqual([]);
  });

  it('a broken load fails its whole batch; page 1 failing leaves the list unsized until its retry', async () => {
    const { actor, loads, context, asked } = startList();
    loads.reject(new Error('network'));
    await flush();
    expect(context()).toMatchObject({ failed: [1], totalPages: null });
    actor.send({ type: 'list.nearEnd' });
    actor.send({ type: 'user.loadMore' });
    await pause();
    expect(asked()).toEqual([[1]]);
    actor.send({ type: 'user.retryPage', page: 1 });
    expect(asked()).toEqual([[1], [1]]);
  });

  it('a short list\'s "more" asks for the next page, none after the last', async () => {
    const { actor, asked, loads } = await sized(2);
    actor.send({ type: 'user.loadMore' });
    expect(asked()).toEqual([[1], [2]]);
    loads.resolve({ loaded: [2], failed: [], totalPages: 2 });
    await flush();
    await pause();
    actor.send({ type: 'user.loadMore' });
    await pause();
    expect(asked()).toHaveLength(2);
  });
});
