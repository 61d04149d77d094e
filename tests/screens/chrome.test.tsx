import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Wallet } from '../../contract';
import { memberInfoQuery, memberKeys, walletQuery } from '../../src/api/memberQueries';
import { page } from '../../src/app/pageChrome';
import { ShellLayout } from '../../src/screens/shell/ShellLayout';
import { deferred } from '../support/deferred';
import { session } from '../support/fixtures';
import { renderApp } from './support/renderApp';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders } from './support/testApp';

const menu = () => screen.queryByRole('button', { name: 'Menu' });
const footer = () => screen.queryByRole('navigation', { name: 'Main menu' });
const banner = () => within(screen.getByRole('banner'));

// shell-and-content §2, read by the shell from the real routes' static data.
describe('the page shell of the real routes', () => {
  it('shows elsewhere the back header with the page title and the footer, and names the document', async () => {
    await renderApp('/m/activity');
    expect(banner().getByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    expect(menu()).toBeTruthy();
    expect(footer()).toBeTruthy();
    expect(screen.getByText('This page is not available yet.')).toBeTruthy();
    expect(document.title).toBe('Activity · WinPlay');
  });

  it('shows home the home header and the footer', async () => {
    await renderApp('/m/home');
    expect(banner().getByRole('img', { name: 'WinPlay' })).toBeTruthy();
    expect(banner().getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(banner().queryByRole('button', { name: 'Back' })).toBeNull();
    expect(footer()).toBeTruthy();
    expect(document.title).toBe('Home · WinPlay');
  });

  it('hides the header on the member center, which shows its own (back goes home), and keeps the footer', async () => {
    const { user, router } = await renderApp('/m/mine');
    expect(menu()).toBeNull();
    expect(footer()).toBeTruthy();
    expect(banner().getByRole('heading', { level: 1, name: 'Member center' })).toBeTruthy();
    expect(document.title).toBe('Member center · WinPlay');
    await user.click(banner().getByRole('button', { name: 'Back' }));
    await screen.findByRole('img', { name: 'WinPlay' });
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('hides the footer on notice, whose back goes home even with history', async () => {
    const { user, router } = await renderApp('/m/activity');
    await act(() => router.navigate({ to: '/m/notice' }));
    expect(banner().getByRole('heading', { level: 1, name: 'Announcement' })).toBeTruthy();
    expect(footer()).toBeNull();
    await user.click(banner().getByRole('button', { name: 'Back' }));
    await screen.findByRole('img', { name: 'WinPlay' });
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it.each([
    ['/m/login', 'Log in'],
    ['/m/register', 'Register'],
  ])('hides the header and the footer on %s, which shows its own header (back goes home)', async (path, title) => {
    const { user, router } = await renderApp(path);
    expect(menu()).toBeNull();
    expect(footer()).toBeNull();
    expect(banner().getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} · WinPlay`);
    await act(() => router.navigate({ to: '/m/activity' }));
    await act(() => router.navigate({ to: path }));
    await user.click(banner().getByRole('button', { name: 'Back' }));
    await screen.findByRole('img', { name: 'WinPlay' });
  });

  it('titles forgot password in the back header, without the footer; back goes home', async () => {
    const { user } = await renderApp('/m/forget');
    expect(banner().getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    expect(menu()).toBeTruthy();
    expect(footer()).toBeNull();
    await user.click(banner().getByRole('button', { name: 'Back' }));
    await screen.findByRole('img', { name: 'WinPlay' });
  });

  it('gives a page that is not found the back header without a title, and the footer', async () => {
    await renderApp('/m/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(banner().queryByRole('heading')).toBeNull();
    expect(banner().getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(footer()).toBeTruthy();
    expect(document.title).toBe('WinPlay');
  });

  it('says the title in the active language, and again after a switch', async () => {
    await renderApp('/m/activity');
    const activity = msg`Activity`;
    act(() => i18n.loadAndActivate({ locale: 'pt', messages: { [activity.id]: 'Atividades' } }));
    expect(banner().getByRole('heading', { level: 1, name: 'Atividades' })).toBeTruthy();
    expect(document.title).toBe('Atividades · WinPlay');
  });

  it('gives a blocked member (type 4) entering the member area the offline toast', async () => {
    const app = await startTestApp({ session: session({ type: 4 }) });
    const { router } = await renderApp('/m/activity', { app });
    const offline = 'Your account is offline. Please contact customer service.';
    expect(screen.queryByText(offline)).toBeNull();
    await act(() => router.navigate({ to: '/m/mine' }));
    expect(await screen.findByText(offline)).toBeTruthy();
  });
});

/** The shell above two pages of a tiny route tree: /m/activity, and /m/login loading or failing as told. */
async function renderShell(loadLogin: () => Promise<void>) {
  const app = await startTestApp();
  const root = createRootRoute({ component: ShellLayout });
  const activity = createRoute({
    getParentRoute: () => root,
    path: '/m/activity',
    staticData: page(msg`Activity`),
    component: () => <p>activity page</p>,
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/m/login',
    staticData: page(msg`Log in`, { header: 'hidden', footer: false }),
    loader: loadLogin,
    component: () => <p>login page</p>,
    errorComponent: () => <p>login failed</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([activity, login]),
    history: createMemoryHistory({ initialEntries: ['/m/activity'] }),
  });
  renderWithI18n(
    <TestAppProviders testApp={app}>
      <RouterProvider router={router} />
    </TestAppProviders>,
  );
  await screen.findByText('activity page');
  return router;
}

describe("home's loader and the member's summary", () => {
  it("starts a member's name and balance and shows home at once; each figure shows when it is in", async () => {
    const member = session({ token: 'token-7' });
    const app = await startTestApp({ session: member });
    app.queryClient.setQueryData(memberInfoQuery(member.token).queryKey, {
      id: 7,
      nickname: 'Ally',
      account: 'ally_account',
      type: 0,
      toUpline: null,
      regDate: 0,
      vipLevel: null,
      headIcon: null,
    });
    const wallet = deferred<Wallet>();
    void app.queryClient.prefetchQuery({ queryKey: walletQuery(member.token).queryKey, queryFn: () => wallet.promise });
    const { router } = await renderApp('/m/activity', { app });

    await act(async () => {
      await router.navigate({ to: '/m/home' });
    });
    // A slow wallet does not hold the page: home's header is there, the balance still loading.
    expect(banner().getByRole('img', { name: 'WinPlay' })).toBeTruthy();
    expect(document.title).toBe('Home · WinPlay');
    expect(banner().getByText('Ally')).toBeTruthy();
    expect(banner().getByRole('status', { name: 'Total balance' }).textContent).toBe('…');

    wallet.resolve({ sumBalance: 1234.5 });
    await waitFor(() => expect(banner().getByRole('status', { name: 'Total balance' }).textContent).toBe('1,234.50'));
  });

  it("loads nothing of a guest's", async () => {
    const { testApp } = await renderApp('/m/home');
    expect(banner().getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(testApp.queryClient.getQueryCache().findAll({ queryKey: memberKeys.all })).toEqual([]);
  });
});

describe('the page shell while pages load or fail', () => {
  it('keeps the chrome of the page on screen while the next one loads', async () => {
    const loaded = deferred<void>();
    const router = await renderShell(() => loaded.promise);
    const navigation = router.navigate({ to: '/m/login' });
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/m/login');
    expect(screen.getByText('activity page')).toBeTruthy();
    expect(banner().getByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    expect(footer()).toBeTruthy();
    expect(document.title).toBe('Activity · WinPlay');

    await act(async () => {
      loaded.resolve();
      await navigation;
    });
    expect(screen.getByText('login page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(footer()).toBeNull();
    expect(document.title).toBe('Log in · WinPlay');
  });

  it('gives a page that failed to load its title, the back header and the footer: a way out', async () => {
    const router = await renderShell(async () => {
      throw new Error('no data');
    });
    await act(() => router.navigate({ to: '/m/login' }));
    expect(screen.getByText('login failed')).toBeTruthy();
    expect(banner().getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(banner().getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(footer()).toBeTruthy();
  });
});
