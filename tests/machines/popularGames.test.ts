import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { specTimings } from '../../machines/constants';
import { languageDebounceMachine } from '../../machines/languageDebounce.machine';
import { popularGamesMachine } from '../../machines/popularGames.machine';
import { fakeLanguageChanges } from '../support/language-changes';

function startTabs() {
  const language = fakeLanguageChanges();
  const actor = createActor(
    popularGamesMachine.provide({
      actors: { languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges: language.logic } }) },
    }),
    { input: { language: 'en' } },
  ).start();
  return { actor, language };
}

describe('popular games machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on HOT in the current language and follows the chosen tab', () => {
    const { actor } = startTabs();
    expect(actor.getSnapshot().context).toEqual({ tab: 'HOT', language: 'en' });
    actor.send({ type: 'user.selectTab', tab: 'LIVE' });
    expect(actor.getSnapshot().context).toEqual({ tab: 'LIVE', language: 'en' });
  });

  it('goes back to HOT and takes the new language 200 ms after the last language change, once', () => {
    const { actor, language } = startTabs();
    actor.send({ type: 'user.selectTab', tab: 'RNG' });
    language.change('ty');
    vi.advanceTimersByTime(150);
    language.change('pt');
    vi.advanceTimersByTime(specTimings.languageDebounceMs - 1);
    expect(actor.getSnapshot().context).toEqual({ tab: 'RNG', language: 'en' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context).toEqual({ tab: 'HOT', language: 'pt' });
  });

  it('keeps switching tabs in the language it has when the debounce breaks', () => {
    const language = fakeLanguageChanges();
    const broken = languageDebounceMachine.provide({
      actors: { languageChanges: language.logic },
      actions: {
        notifyParent: () => {
          throw new Error('debounce bug');
        },
      },
    });
    const actor = createActor(popularGamesMachine.provide({ actors: { languageDebounce: broken } }), { input: { language: 'en' } }).start();
    actor.send({ type: 'user.selectTab', tab: 'RNG' });
    language.change('ty');
    vi.advanceTimersByTime(specTimings.languageDebounceMs);
    expect(actor.getSnapshot().value).toBe('notFollowing');
    expect(actor.getSnapshot().context).toEqual({ tab: 'RNG', language: 'en' });
    actor.send({ type: 'user.selectTab', tab: 'PVP' });
    expect(actor.getSnapshot().context.tab).toBe('PVP');
  });

  it('stops listening to language changes when the home screen goes', () => {
    const { actor, language } = startTabs();
    expect(language.listeners()).toBe(1);
    actor.stop();
    expect(language.listeners()).toBe(0);
  });
});
