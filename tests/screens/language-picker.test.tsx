import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { languageMachine } from '../../machines/language.machine';
import { activateCatalog, i18n, loadCatalog, reflectOnDocument } from '../../src/i18n/i18n';
import { isOfferedCode } from '../../src/i18n/languages';
import { LanguagePicker } from '../../src/screens/home/LanguagePicker';

// The picker's default actor is the app's; these tests hand it their own.
vi.mock('../../src/app/appActor', () => ({ languageActor: undefined }));

/** A language actor with the real catalogs and document effects; `failing` codes fail to load. */
async function startLanguage(failing: string[] = []) {
  const stored: string[] = [];
  const attempts: string[] = [];
  const actor = createActor(
    languageMachine.provide({
      actors: {
        detectLanguage: fromPromise(async () => 'en'),
        loadCatalog: fromPromise<void, { code: string }>(async ({ input }) => {
          attempts.push(input.code);
          if (failing.includes(input.code)) throw new Error('chunk failed');
          await loadCatalog(input.code);
        }),
      },
      actions: {
        activateCatalog: (_, { code }) => activateCatalog(code),
        reflectOnDocument: (_, { code }) => reflectOnDocument(code),
        persistChoice: (_, { code }) => stored.push(code),
      },
      guards: { isOffered: (_, { code }) => isOfferedCode(code) },
    }),
  ).start();
  await waitForActor(actor, (snapshot) => snapshot.hasTag('ready'));
  render(
    <I18nProvider i18n={i18n}>
      <LanguagePicker actor={actor} />
    </I18nProvider>,
  );
  return { actor, stored, attempts, failing };
}

function checked(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.checked;
}

describe('language picker', () => {
  it('offers the complete languages by native name in a labelled group, the current one checked', async () => {
    await startLanguage();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['en', 'pt', 'ty']);
    expect(checked(screen.getByRole('radio', { name: 'English' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Português' }))).toBe(false);
    expect(screen.getByRole('radio', { name: 'Filipino' }).closest('label')?.getAttribute('lang')).toBe('fil');
  });

  it('switches at once: the active catalog, <html lang dir>, the stored choice and the change event', async () => {
    const { actor, stored } = await startLanguage();
    const changes: string[] = [];
    actor.on('language.changed', ({ code }) => changes.push(code));
    await userEvent.click(screen.getByRole('radio', { name: 'Português' }));
    await waitFor(() => expect(checked(screen.getByRole('radio', { name: 'Português' }))).toBe(true));
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.locale).toBe('pt');
    expect(stored).toEqual(['pt']);
    expect(changes).toEqual(['pt']);
    expect(checked(screen.getByRole('radio', { name: 'English' }))).toBe(false);
  });

  it('keeps the language in use when a catalog fails, and retries on request', async () => {
    const { actor, attempts, failing } = await startLanguage(['ty']);
    await userEvent.click(screen.getByRole('radio', { name: 'Filipino' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Filipino: Loading failed, click to retry');
    expect(actor.getSnapshot().context.current).toBe('en');
    expect(checked(screen.getByRole('radio', { name: 'English' }))).toBe(true);

    failing.length = 0;
    await userEvent.click(screen.getByRole('button', { name: /Loading failed, click to retry/ }));
    await waitFor(() => expect(checked(screen.getByRole('radio', { name: 'Filipino' }))).toBe(true));
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toEqual(['en', 'ty', 'ty']);
  });
});

describe('document language and direction', () => {
  it.each([
    ['ar', 'ar', 'rtl'],
    ['fa', 'fa', 'rtl'],
    ['he', 'he', 'rtl'],
    ['ur', 'ur', 'rtl'],
    ['ty', 'fil', 'ltr'],
    ['cn', 'zh-CN', 'ltr'],
  ])('%s sets <html lang="%s" dir="%s">', (code, lang, dir) => {
    const root = document.createElement('html');
    reflectOnDocument(code, root);
    expect(root.lang).toBe(lang);
    expect(root.dir).toBe(dir);
  });
});
