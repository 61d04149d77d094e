import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { browserServices } from '../../src/app/appLogic';
import { ApiError } from '../../src/api/errors';
import { SignOutHost } from '../../src/screens/signOut/SignOutHost';
import { useSignOut, useSignOutInProgress } from '../../src/app/useSignOut';
import { createToastApi } from '../../src/ui/toast/toastApi';
import { ToastHost } from '../../src/ui/toast/ToastHost';
import { session } from '../support/fixtures';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders } from './support/testApp';

const fakes = vi.hoisted(() => ({
  logout: vi.fn<() => Promise<{ loggedOut: true }>>(),
}));

// The platform's logout endpoint; the app's logout service around it is the page's own.
vi.mock('../../src/api/endpoints/session', () => ({ logout: fakes.logout }));

/** The page's logout service (src/app/appLogic.ts): the endpoint, a closed session counting as signed out. */
const pageLogout = () => browserServices(new QueryClient(), createToastApi(() => undefined)).logout();

function SignOutButton({ origin }: { origin: 'header' | 'settings' }) {
  const signOut = useSignOut(origin);
  const busy = useSignOutInProgress();
  return (
    <button type="button" onClick={signOut} aria-busy={busy}>
      Sign out ({origin})
    </button>
  );
}

/** A signed-in member's app with two sign-out buttons, the sign-out host and the toasts. */
async function renderShell() {
  const testApp = await startTestApp({ session: session(), logout: pageLogout });
  const user = userEvent.setup();
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <SignOutButton origin="settings" />
      <SignOutButton origin="header" />
      <SignOutHost />
      <ToastHost />
    </TestAppProviders>,
  );
  return { user, testApp };
}

function seedStorage() {
  window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 't' }));
  window.sessionStorage.setItem('trialAccount', 'trial_1');
  window.localStorage.setItem('autoLogin', '1');
  window.localStorage.setItem('autoLoginFlag', '1');
  window.localStorage.setItem('bankListCache', '[]');
  window.localStorage.setItem('memberInfo', '{}');
  window.localStorage.setItem('language', 'ty');
}

async function confirmSignOut(user: ReturnType<typeof userEvent.setup>, origin: 'header' | 'settings' = 'settings') {
  await user.click(screen.getByRole('button', { name: `Sign out (${origin})` }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to sign out?' });
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  return dialog;
}

describe('sign-out', () => {
  beforeEach(() => {
    fakes.logout.mockReset();
    window.sessionStorage.clear();
    window.localStorage.clear();
    seedStorage();
  });

  it('asks first; Cancel keeps the session and everything stored', async () => {
    const { user, testApp } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out (settings)' }));
    await screen.findByRole('alertdialog', { name: 'Are you sure you want to sign out?' });
    expect(screen.getByRole('button', { name: 'Sign out (settings)' }).getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fakes.logout).not.toHaveBeenCalled();
    expect(testApp.session()).toEqual(session());
    expect(testApp.reloadHome).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBe('1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out (settings)' }).getAttribute('aria-busy')).toBe('false'),
    );
  });

  it('shows the loading message, calls logout, clears this device, tells auth and reloads to /m/home', async () => {
    let answer: (value: { loggedOut: true }) => void = () => {};
    fakes.logout.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, testApp } = await renderShell();
    await confirmSignOut(user);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Signing out…');
    expect(fakes.logout).toHaveBeenCalledOnce();
    expect(testApp.session()).not.toBeNull();
    await act(async () => answer({ loggedOut: true }));
    await waitFor(() => expect(testApp.reloadHome).toHaveBeenCalledOnce());
    expect(testApp.session()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(window.localStorage.getItem('autoLoginFlag')).toBeNull();
    expect(window.localStorage.getItem('bankListCache')).toBeNull();
    expect(window.localStorage.getItem('memberInfo')).toBeNull();
    // Not the session's: the language choice stays.
    expect(window.localStorage.getItem('language')).toBe('ty');
    expect(screen.getByRole('status').textContent).toBe('');
    // Busy until the page has reloaded: no second sign-out meanwhile.
    expect(screen.getByRole('button', { name: 'Sign out (settings)' }).getAttribute('aria-busy')).toBe('true');
  });

  it('a failed call still signs out locally and says so for 1.5 s before the reload', async () => {
    fakes.logout.mockRejectedValue(new ApiError({ code: 'client.network', message: 'No Internet' }));
    const { user, testApp } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out (header)' }));
    await screen.findByRole('alertdialog', { name: 'Are you sure you want to sign out?' });
    // From the confirmation on, time is the test's: the notice's 1.5 s is counted exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('status').textContent).toBe('Signed out on this device; the server could not be reached');
      expect(testApp.session()).toBeNull();
      expect(window.sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
      expect(window.localStorage.getItem('autoLogin')).toBe('0');
      // The notice stays its 1.5 s, then the page reloads.
      await act(() => vi.advanceTimersByTimeAsync(1499));
      expect(testApp.reloadHome).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(testApp.reloadHome).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session the platform already closed (401) counts as signed out there too', async () => {
    fakes.logout.mockRejectedValue(
      new ApiError({ code: 'session.unauthorized', message: 'You are not logged in, please login first', status: 401 }),
    );
    const { user, testApp } = await renderShell();
    await confirmSignOut(user);
    await waitFor(() => expect(testApp.reloadHome).toHaveBeenCalledOnce());
    expect(testApp.session()).toBeNull();
    expect(screen.getByRole('status').textContent).not.toContain('could not be reached');
  });

  it('runs one sign-out at a time: a second tap while the dialog is open does nothing', async () => {
    const { user, testApp } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out (settings)' }));
    await screen.findByRole('alertdialog');
    const flow = testApp.app.getSnapshot().children.logout;
    // The header's button is behind the modal dialog (inert); a script tap still must not start a second flow.
    act(() => screen.getByRole('button', { name: 'Sign out (header)', hidden: true }).click());
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    // The same flow, still asking, with the origin it started from (its loading message's limit).
    expect(testApp.app.getSnapshot().children.logout).toBe(flow);
    expect(testApp.app.getSnapshot().context.signOutOrigin).toBe('settings');
  });
});
