import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { LoginPopupHost } from '../../src/ui/loginPopup/LoginPopupHost';
import { useLoginPopup } from '../../src/ui/loginPopup/useLoginPopup';
import { session } from '../support/fixtures';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders, type TestApp } from './support/testApp';

function GatedEntry() {
  const loginPopup = useLoginPopup();
  return (
    <button type="button" onClick={() => loginPopup.open()}>
      Feedback
    </button>
  );
}

/** Whether the app's login popup is open, and where logging in from it comes back to. */
function loginPopup({ app }: TestApp) {
  const popup = app.getSnapshot().children.loginPopup?.getSnapshot();
  return { open: popup?.hasTag('open') ?? false, returnTo: popup?.context.returnTo ?? null };
}

/**
 * A guest's app and a tiny router with the popup's two targets, so the popup's links really
 * navigate.
 */
async function renderWithRouter() {
  const testApp = await startTestApp();
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <LoginPopupHost />
      </>
    ),
  });
  const page = (path: string, heading: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>{heading}</h1> });
  const mine = createRoute({ getParentRoute: () => root, path: '/m/mine', component: GatedEntry });
  const router = createRouter({
    routeTree: root.addChildren([mine, page('/m/login', 'Log in page'), page('/m/register', 'Register page')]),
    history: createMemoryHistory({ initialEntries: ['/m/mine'] }),
  });
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <RouterProvider router={router} />
    </TestAppProviders>,
  );
  return { router, testApp, user: userEvent.setup() };
}

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog', { name: 'You are not logged in, please login first' });
}

describe('login popup', () => {
  it('opens a modal dialog with Log in, Register and Cancel, Log in focused', async () => {
    const { user } = await renderWithRouter();
    const dialog = await openPopup(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('link', { name: 'Register' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  it('remembers the page the guest is on', async () => {
    const { user, testApp } = await renderWithRouter();
    await openPopup(user);
    expect(loginPopup(testApp)).toEqual({ open: true, returnTo: '/m/mine' });
  });

  it('Log in goes to /m/login, to come back here, and closes the popup', async () => {
    const { user, router, testApp } = await renderWithRouter();
    await openPopup(user);
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Log in page' });
    expect(router.state.location.pathname).toBe('/m/login');
    expect(router.state.location.search).toEqual({ redirect: '/m/mine' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loginPopup(testApp)).toEqual({ open: false, returnTo: null });
  });

  it('Register goes to /m/register', async () => {
    const { user, router } = await renderWithRouter();
    await openPopup(user);
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Register page' });
    expect(router.state.location.pathname).toBe('/m/register');
  });

  it('Cancel and Escape close it where the user was, focus back on the entry', async () => {
    const { user, router, testApp } = await renderWithRouter();
    await openPopup(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loginPopup(testApp).open).toBe(false);
    expect(router.state.location.pathname).toBe('/m/mine');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Feedback' }));
    await openPopup(user);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loginPopup(testApp).open).toBe(false);
  });

  it('closes by itself once the guest is signed in (in another tab, say)', async () => {
    const { user, router, testApp } = await renderWithRouter();
    await openPopup(user);
    act(() => testApp.app.getSnapshot().children.auth?.send({ type: 'session.established', session: session() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loginPopup(testApp)).toEqual({ open: false, returnTo: null });
    expect(router.state.location.pathname).toBe('/m/mine');
  });
});
