import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
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
import { renderWithI18n } from './support/renderWithI18n';

function GatedEntry() {
  const loginPopup = useLoginPopup();
  return (
    <button type="button" onClick={() => loginPopup.open()}>
      Feedback
    </button>
  );
}

/** A tiny router with the popup's two targets, so the popup's links really navigate. */
function renderWithRouter() {
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
  renderWithI18n(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog', { name: 'You are not logged in, please login first' });
}

describe('login popup', () => {
  it('opens a modal dialog with Log in, Register and Cancel, Log in focused', async () => {
    const { user } = renderWithRouter();
    const dialog = await openPopup(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('link', { name: 'Register' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDefined();
  });

  it('Log in goes to /m/login and closes the popup', async () => {
    const { user, router } = renderWithRouter();
    await openPopup(user);
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Log in page' });
    expect(router.state.location.pathname).toBe('/m/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Register goes to /m/register', async () => {
    const { user, router } = renderWithRouter();
    await openPopup(user);
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Register page' });
    expect(router.state.location.pathname).toBe('/m/register');
  });

  it('Cancel and Escape close it where the user was, focus back on the entry', async () => {
    const { user, router } = renderWithRouter();
    await openPopup(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/m/mine');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Feedback' }));
    await openPopup(user);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
