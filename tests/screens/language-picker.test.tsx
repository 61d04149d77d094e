import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { waitFor as waitForActor } from 'xstate';
import { activateCatalog, i18n, loadCatalog, reflectOnDocument } from '../../src/i18n/i18n';
import { readLanguagePreference } from '../../src/platform/preferences';
import { LanguagePicker } from '../../src/screens/home/LanguagePicker';
import { startTestApp, TestAppProviders } from './support/testApp';

/**
 * The app's language child with the real catalogs and document effects, starting in English;
 * `failing` codes fail to load.
 */
async function startLanguage(failing: string[] = []) {
  const attempts: string[] = [];
  const testApp = await startTestApp({
    language: {
      loadCatalog: async (code) => {
        attempts.push(code);
        if (failing.includes(code)) throw new Error('chunk failed');
        await loadCatalog(code);
      },
      activateCatalog,
    },
  });
  const actor = testApp.app.getSnapshot().children.language;
  if (actor === undefined) throw new Error('the app has no language child');
  await waitForActor(actor, (snapshot) => snapshot.hasTag('ready'));
  render(
    <TestAppProviders testApp={testApp}>
      <I18nProvider i18n={i18n}>
        <LanguagePicker />
      </I18nProvider>
    </TestAppProviders>,
  );
  return { actor, attempts, failing };
}

function checked(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.checked;
}

describe('language picker', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

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
    const { actor } = await startLanguage();
    const changes: string[] = [];
    actor.on('language.changed', ({ code }) => changes.push(code));
    await userEvent.click(screen.getByRole('radio', { name: 'Português' }));
    await waitFor(() => expect(checked(screen.getByRole('radio', { name: 'Português' }))).toBe(true));
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.locale).toBe('pt');
    expect(readLanguagePreference()).toBe('pt');
    // Mirrored for the server, which asks the next page's answers in it.
    expect(document.cookie.split('; ')).toContain('language=pt');
    document.cookie = 'language=; Max-Age=0; Path=/';
    expect(changes).toEqual(['pt']);
    expect(checked(screen.getByRole('radio', { name: 'English' }))).toBe(false);
  });

  it('keeps the language in use when a catalog fails, and retries on request', async () => {
    const { actor, attempts, failing } = await startLanguage(['ty']);
    await userEvent.click(screen.getByRole('radio', { name: 'Filipino' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Filipino: Loading failed, click to retry');
    expect(actor.getSnapshot().context.current).toBe('en');
    expect(readLanguagePreference()).toBeNull();
    expect(checked(screen.getByRole('radio', { name: 'English' }))).toBe(true);

    failing.length = 0;
    await userEvent.click(screen.getByRole('button', { name: /Loading failed, click to retry/ }));
    await waitFor(() => expect(checked(screen.getByRole('radio', { name: 'Filipino' }))).toBe(true));
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toEqual(['en', 'ty', 'ty']);
    expect(readLanguagePreference()).toBe('ty');
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

  it('links the web app manifest of an offered language, and keeps the last one for a language without one', () => {
    const root = document.createElement('html');
    root.innerHTML = '<head><link rel="manifest" href="/manifest.en.webmanifest"></head>';
    const link = () => root.querySelector('link[rel="manifest"]')?.getAttribute('href');
    reflectOnDocument('pt', root);
    expect(link()).toBe('/manifest.pt.webmanifest');
    reflectOnDocument('ar', root);
    expect(link()).toBe('/manifest.pt.webmanifest');
    reflectOnDocument('ty', root);
    expect(link()).toBe('/manifest.ty.webmanifest');
    expect(root.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('links the first manifest itself, as the page links none: the language\'s, else English\'s', () => {
    const link = (root: HTMLElement) => root.querySelector('head > link[rel="manifest"]')?.getAttribute('href');
    const page = () => {
      const root = document.createElement('html');
      root.innerHTML = '<head><title>app</title></head><body></body>';
      return root;
    };
    const portuguese = page();
    reflectOnDocument('pt', portuguese);
    expect(link(portuguese)).toBe('/manifest.pt.webmanifest');
    const arabic = page();
    reflectOnDocument('ar', arabic);
    expect(link(arabic)).toBe('/manifest.en.webmanifest');
  });
});
