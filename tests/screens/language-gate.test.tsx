import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { languageMachine } from '../../machines/language.machine';
import { LanguageGate } from '../../src/i18n/LanguageGate';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';

function startLanguage() {
  const detectLanguage = controlledPromise<string>('detectLanguage');
  const loadCatalog = controlledPromise<void, { code: string }>('loadCatalog');
  const actor = createActor(
    languageMachine.provide({
      actors: { detectLanguage: detectLanguage.logic, loadCatalog: loadCatalog.logic },
      guards: { isOffered: () => true },
    }),
  ).start();
  render(
    <LanguageGate actor={actor}>
      <p>the app</p>
    </LanguageGate>,
  );
  return { actor, detectLanguage, loadCatalog };
}

async function outcome(run: () => void) {
  await act(async () => {
    run();
    await settle();
  });
}

describe('language gate', () => {
  it('renders the app once a catalog is active', async () => {
    const language = startLanguage();
    expect(screen.queryByText('the app')).toBeNull();
    await outcome(() => language.detectLanguage.resolve('ty'));
    await outcome(() => language.loadCatalog.resolve());
    expect(screen.getByText('the app')).toBeTruthy();
  });

  it('says so in English when no catalog loads, and a retry starts over', async () => {
    const language = startLanguage();
    await outcome(() => language.detectLanguage.resolve('ty'));
    await outcome(() => language.loadCatalog.reject(new Error('offline')));
    await outcome(() => language.loadCatalog.reject(new Error('offline')));
    const retry = screen.getByRole('button', { name: 'Loading failed, click to retry' });
    expect(retry.closest('main')?.getAttribute('lang')).toBe('en');
    expect(screen.queryByText('the app')).toBeNull();

    await userEvent.click(retry);
    expect(language.actor.getSnapshot().value).toBe('detecting');
    await outcome(() => language.detectLanguage.resolve('en'));
    await outcome(() => language.loadCatalog.resolve());
    expect(screen.getByText('the app')).toBeTruthy();
  });
});
