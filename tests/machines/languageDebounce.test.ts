import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { specTimings } from '../../machines/constants';
import { languageDebounceMachine } from '../../machines/languageDebounce.machine';
import { fakeLanguageChanges } from '../support/language-changes';
import { rejectionOf } from '../support/placeholder-actors';

function startDebounce() {
  const language = fakeLanguageChanges();
  const settled: string[] = [];
  // The screen machine that invokes it: it hears `language.settled`.
  const parent = createActor(
    createMachine({ on: { 'language.settled': { actions: ({ event }) => settled.push(event.code) } } }),
  ).start();
  const actor = createActor(languageDebounceMachine.provide({ actors: { languageChanges: language.logic } }), { parent }).start();
  return { actor, language, settled };
}

describe('language debounce machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells its parent 200 ms after a language change, with the language', () => {
    const { language, settled } = startDebounce();
    language.change('ty');
    vi.advanceTimersByTime(specTimings.languageDebounceMs - 1);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual(['ty']);
    expect(specTimings.languageDebounceMs).toBe(200);
  });

  it('waits for a burst of changes to settle, then tells once, with the last language', () => {
    const { language, settled } = startDebounce();
    language.change('ty');
    vi.advanceTimersByTime(150);
    language.change('pt');
    vi.advanceTimersByTime(150);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(settled).toEqual(['pt']);
  });

  it('tells again for a later change', () => {
    const { language, settled } = startDebounce();
    language.change('ty');
    vi.advanceTimersByTime(200);
    language.change('en');
    vi.advanceTimersByTime(200);
    expect(settled).toEqual(['ty', 'en']);
  });

  it('stops listening when it stops (the screen is left)', () => {
    const language = fakeLanguageChanges();
    const actor = createActor(languageDebounceMachine.provide({ actors: { languageChanges: language.logic } })).start();
    expect(language.listeners()).toBe(1);
    actor.stop();
    expect(language.listeners()).toBe(0);
  });

  it('fails loudly when src/ provides no language changes, and then never tells its parent', async () => {
    vi.useRealTimers();
    await expect(rejectionOf(languageDebounceMachine, 'languageChanges')).resolves.toEqual(
      new Error('languageChanges is provided by src/'),
    );
    const actor = createActor(languageDebounceMachine).start();
    expect(actor.getSnapshot().value).toBe('deaf');
    expect(actor.getSnapshot().children).toEqual({});
  });
});
