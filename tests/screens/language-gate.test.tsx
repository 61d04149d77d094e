import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageGate } from '../../src/i18n/LanguageGate';
import { deferred, settle, type Deferred } from '../support/deferred';
import { startTestApp, TestAppProviders } from './support/testApp';

/** A service call that stays pending until the test settles it; every call is recorded. */
function controlledCall<TOutput, TArgs extends unknown[] = []>(name: string) {
  const calls: Array<{ args: TArgs; outcome: Deferred<TOutput> }> = [];
  let settled = 0;
  const next = () => {
    const call = calls[settled];
    if (call === undefined) throw new Error(`${name} has not been called`);
    settled += 1;
    return call.outcome;
  };
  return {
    call: (...args: TArgs): Promise<TOutput> => {
      const outcome = deferred<TOutput>();
      calls.push({ args, outcome });
      return outcome.promise;
    },
    calls,
    resolve: (output: TOutput) => next().resolve(output),
    reject: (error: unknown) => next().reject(error),
  };
}

/** The app's language child, detecting and loading as the test says, under the gate. */
async function startLanguage() {
  const detectLanguage = controlledCall<string>('detectLanguage');
  const loadCatalog = controlledCall<void, [string]>('loadCatalog');
  const testApp = await startTestApp({
    language: { detectLanguage: detectLanguage.call, loadCatalog: loadCatalog.call },
  });
  render(
    <TestAppProviders testApp={testApp}>
      <LanguageGate>
        <p>the app</p>
      </LanguageGate>
    </TestAppProviders>,
  );
  const language = () => {
    const child = testApp.app.getSnapshot().children.language;
    if (child === undefined) throw new Error('the app has no language child');
    return child;
  };
  return { language, detectLanguage, loadCatalog };
}

async function outcome(run: () => void) {
  await act(async () => {
    run();
    await settle();
  });
}

describe('language gate', () => {
  it('renders the app once a catalog is active', async () => {
    const language = await startLanguage();
    expect(screen.queryByText('the app')).toBeNull();
    await outcome(() => language.detectLanguage.resolve('ty'));
    await outcome(() => language.loadCatalog.resolve());
    expect(screen.getByText('the app')).toBeTruthy();
    expect(language.loadCatalog.calls.map((call) => call.args)).toEqual([['ty']]);
    expect(language.language().getSnapshot().context.current).toBe('ty');
  });

  it('says so in English when no catalog loads, and a retry starts over', async () => {
    const language = await startLanguage();
    await outcome(() => language.detectLanguage.resolve('ty'));
    await outcome(() => language.loadCatalog.reject(new Error('offline')));
    await outcome(() => language.loadCatalog.reject(new Error('offline')));
    // The detected language first, then English in its place.
    expect(language.loadCatalog.calls.map((call) => call.args)).toEqual([['ty'], ['en']]);
    const retry = screen.getByRole('button', { name: 'Loading failed, click to retry' });
    expect(retry.closest('main')?.getAttribute('lang')).toBe('en');
    expect(screen.queryByText('the app')).toBeNull();

    await userEvent.click(retry);
    expect(language.language().getSnapshot().value).toBe('detecting');
    await outcome(() => language.detectLanguage.resolve('en'));
    await outcome(() => language.loadCatalog.resolve());
    expect(screen.getByText('the app')).toBeTruthy();
  });
});
