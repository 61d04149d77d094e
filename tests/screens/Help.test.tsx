import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiPaths } from '../../contract';
import { fakeInboxPlatform } from './support/inboxPlatform';
import { renderApp } from './support/renderApp';
import { renderSettled } from './support/renderSettled';
import { startTestApp, type TestApp } from './support/testApp';

const main = () => screen.getByRole('main');
/** Each category heading with the titles of its topics. */
const groups = () =>
  within(main())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => [heading.textContent, within(heading.parentElement ?? main()).getAllByRole('link').map((link) => link.textContent)]);

function switchLanguage(testApp: TestApp, code: string) {
  const language = testApp.app.getSnapshot().children.language;
  if (language === undefined) throw new Error('no language child');
  act(() => language.send({ type: 'user.select', code }));
}

describe('/m/help', () => {
  it('lists the help topics by category, asked for the mobile device in the language on screen', async () => {
    const platform = fakeInboxPlatform();
    await renderApp('/m/help');
    await screen.findAllByRole('link', { name: 'How do I register?' });
    expect(groups()).toEqual([
      ['Account', ['How do I register?', 'I forgot my password']],
      ['Deposits', ['How do I deposit?']],
    ]);
    expect(screen.getByRole('link', { name: 'How do I deposit?' }).getAttribute('href')).toBe('/m/helpDetail?id=2');
    expect(platform.calls(apiPaths.helpList).map(({ query }) => Object.fromEntries(query))).toEqual([{ device: 'MOBILE', language: 'en' }]);
  });

  it('asks again in the new language when the language changes', async () => {
    const platform = fakeInboxPlatform();
    const testApp = await startTestApp();
    await renderApp('/m/help', { app: testApp });
    await screen.findByRole('link', { name: 'How do I register?' });
    switchLanguage(testApp, 'pt');
    await screen.findByRole('link', { name: 'Como me registo?' });
    expect(groups()).toEqual([
      ['Conta', ['Como me registo?', 'Esqueci a minha senha']],
      ['Depósitos', ['Como deposito?']],
    ]);
    expect(platform.calls(apiPaths.helpList).map(({ query }) => query.get('language'))).toEqual(['en', 'pt']);
  });

  it('says so when there is no help topic, and offers a retry when the list fails', async () => {
    const platform = fakeInboxPlatform({ help: {} });
    platform.fail('helpList');
    const { user } = await renderApp('/m/help');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    platform.recover('helpList');
    await user.click(retry);
    expect(await screen.findByText('No help topics yet')).toBeTruthy();
  });
});

describe('/m/helpDetail?id=', () => {
  it('shows the article in the language on screen, and again after a language change', async () => {
    const platform = fakeInboxPlatform();
    const testApp = await startTestApp();
    await renderSettled('/m/helpDetail?id=3', testApp);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('I forgot my password');
    expect(screen.getByText('Account')).toBeTruthy();
    // The article's HTML, sanitised, its in-app link kept.
    expect((await screen.findByRole('link', { name: 'forgot password' })).getAttribute('href')).toBe('/m/forget');
    switchLanguage(testApp, 'pt');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Esqueci a minha senha'));
    expect(screen.getByText('Use a recuperação.')).toBeTruthy();
    expect(platform.calls(apiPaths.helpDetail).map(({ query }) => Object.fromEntries(query))).toEqual([
      { id: '3', device: 'MOBILE', language: 'en' },
      { id: '3', device: 'MOBILE', language: 'pt' },
    ]);
  });

  it('says clearly an unknown article does not exist, with the way back to the help centre', async () => {
    fakeInboxPlatform();
    await renderApp('/m/helpDetail?id=99');
    expect(await screen.findByText('This help article does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the help centre' }).getAttribute('href')).toBe('/m/help');
  });

  it('says the same for an id that is no id, or none, without asking the platform', async () => {
    const platform = fakeInboxPlatform();
    const { router } = await renderApp('/m/helpDetail?id=abc');
    expect(screen.getByText('This help article does not exist.')).toBeTruthy();
    await act(() => router.navigate({ to: '/m/helpDetail' }));
    expect(screen.getByText('This help article does not exist.')).toBeTruthy();
    expect(platform.calls(apiPaths.helpDetail)).toEqual([]);
  });

  it('offers a retry when the article fails for another reason', async () => {
    const platform = fakeInboxPlatform();
    platform.fail('helpDetail');
    const { user } = await renderSettled('/m/helpDetail?id=1');
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    platform.recover('helpDetail');
    await user.click(retry);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('How do I register?');
  });
});
