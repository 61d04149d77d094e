import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { act, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { page } from '../../src/app/pageChrome';
import { OwnPageHeader } from '../../src/screens/shell/OwnPageHeader';
import { PageHeader } from '../../src/ui/PageHeader';
import { renderInRouter } from './support/renderInRouter';
import { renderWithI18n } from './support/renderWithI18n';

describe('a page header of its own', () => {
  it('shows back and the title; back goes to its target', async () => {
    const { user, router } = await renderInRouter(<PageHeader title="Member center" backTo="/m/home" />, { path: '/m/mine' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'Member center' })).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'page /m/home' });
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('goes one page back without a target', async () => {
    const { user, router } = await renderInRouter(<PageHeader title="Log in" backTo={undefined} />, { path: '/m/activity' });
    await act(() => router.navigate({ to: '/m/login' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'page /m/activity' });
  });
});

/** A page whose route declares `staticData`, rendering OwnPageHeader with `backTo`. */
async function renderOwnHeader(backTo?: '/m/home') {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/m/login',
        staticData: page(msg`Log in`, { header: 'hidden', footer: false, backTo: '/m/home' }),
        component: () => <OwnPageHeader backTo={backTo} />,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/m/mine',
        staticData: page(msg`Member center`, { header: 'hidden' }),
        component: () => <OwnPageHeader backTo={backTo} />,
      }),
      createRoute({ getParentRoute: () => root, path: '/m/home', component: () => <h2>home page</h2> }),
      createRoute({ getParentRoute: () => root, path: '/m/activity', component: () => <h2>activity page</h2> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/m/activity'] }),
  });
  renderWithI18n(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'activity page' });
  return router;
}

describe("the header of a page that hides the shell's", () => {
  it("says its route's title, in the active language, and goes back to the route's target", async () => {
    const router = await renderOwnHeader();
    await act(() => router.navigate({ to: '/m/login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    const logIn = msg`Log in`;
    act(() => i18n.loadAndActivate({ locale: 'pt', messages: { [logIn.id]: 'Entrar' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    await screen.findByRole('heading', { name: 'home page' });
  });

  it('goes back to the target the page gives', async () => {
    const toHome = await renderOwnHeader('/m/home');
    await act(() => toHome.navigate({ to: '/m/mine' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Member center' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    await screen.findByRole('heading', { name: 'home page' });
  });

  it('without a target of its own or its route, goes one page back', async () => {
    const router = await renderOwnHeader();
    await act(() => router.navigate({ to: '/m/mine' }));
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    await screen.findByRole('heading', { name: 'activity page' });
  });
});
