import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/api/errors';
import { SignOutHost } from '../../src/screens/signOut/SignOutHost';
import { useSignOut, useSignOutInProgress } from '../../src/screens/signOut/useSignOut';
import { ToastRegion } from '../../src/ui/toast/ToastRegion';
import { renderWithI18n } from './support/renderWithI18n';

const fakes = vi.hoisted(() => ({
  authSend: vi.fn(),
  logout: vi.fn<() => Promise<{ loggedOut: true }>>(),
  reloadTo: vi.fn<(path: string) => void>(),
}));

// The app actor would boot the whole app: this suite gets a real toast system and a fake auth.
vi.mock('../../src/app/appActor', async () => {
  const { createActor: create } = await import('xstate');
  const { toastsMachine: machine } = await import('../../machines/toasts.machine');
  return { toastsActor: create(machine).start(), authActor: { send: fakes.authSend } };
});
vi.mock('../../src/api/endpoints/session', () => ({ logout: fakes.logout }));
vi.mock('../../src/screens/signOut/reload', () => ({ reloadTo: fakes.reloadTo }));

const { toastsActor } = await import('../../src/app/appActor');

function SignOutButton({ origin }: { origin: 'header' | 'settings' }) {
  const signOut = useSignOut(origin);
  const busy = useSignOutInProgress();
  return (
    <button type="button" onClick={signOut} aria-busy={busy}>
      Sign out ({origin})
    </button>
  );
}

function renderShell() {
  const user = userEvent.setup();
  renderWithI18n(
    <>
      <SignOutButton origin="settings" />
      <SignOutButton origin="header" />
      <SignOutHost />
      <ToastRegion actor={toastsActor} />
    </>,
  );
  return { user };
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
    fakes.authSend.mockReset();
    fakes.logout.mockReset();
    fakes.reloadTo.mockReset();
    window.sessionStorage.clear();
    window.localStorage.clear();
    seedStorage();
  });

  it('asks first; Cancel keeps the session and everything stored', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out (settings)' }));
    await screen.findByRole('alertdialog', { name: 'Are you sure you want to sign out?' });
    expect(screen.getByRole('button', { name: 'Sign out (settings)' }).getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fakes.logout).not.toHaveBeenCalled();
    expect(fakes.authSend).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBe('1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out (settings)' }).getAttribute('aria-busy')).toBe('false'),
    );
  });

  it('shows the loading message, calls logout, clears this device, tells auth and reloads to /m/home', async () => {
    let answer: (value: { loggedOut: true }) => void = () => {};
    fakes.logout.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderShell();
    await confirmSignOut(user);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Signing out…');
    expect(fakes.logout).toHaveBeenCalledOnce();
    await act(async () => answer({ loggedOut: true }));
    await waitFor(() => expect(fakes.reloadTo).toHaveBeenCalledWith('/m/home'));
    expect(fakes.authSend).toHaveBeenCalledWith({ type: 'session.ended' });
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(window.localStorage.getItem('autoLoginFlag')).toBeNull();
    expect(window.localStorage.getItem('bankListCache')).toBeNull();
    expect(window.localStorage.getItem('memberInfo')).toBeNull();
    // Not the session's: the language choice stays.
    expect(window.localStorage.getItem('language')).toBe('ty');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a failed call still signs out locally and says so for 1.5 s before the reload', async () => {
    fakes.logout.mockRejectedValue(new ApiError({ code: 'client.network', message: 'No Internet' }));
    const { user } = renderShell();
    await confirmSignOut(user, 'header');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Signed out on this device; the server could not be reached'),
    );
    const shownAt = performance.now();
    expect(fakes.authSend).toHaveBeenCalledWith({ type: 'session.ended' });
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(fakes.reloadTo).not.toHaveBeenCalled();
    await waitFor(() => expect(fakes.reloadTo).toHaveBeenCalledWith('/m/home'), { timeout: 3000 });
    expect(performance.now() - shownAt).toBeGreaterThan(1300);
  });

  it('a session the platform already closed (401) counts as signed out there too', async () => {
    fakes.logout.mockRejectedValue(
      new ApiError({ code: 'session.unauthorized', message: 'You are not logged in, please login first', status: 401 }),
    );
    const { user } = renderShell();
    await confirmSignOut(user);
    await waitFor(() => expect(fakes.reloadTo).toHaveBeenCalledWith('/m/home'));
    expect(screen.getByRole('status').textContent).not.toContain('could not be reached');
  });

  it('runs one sign-out at a time: a second tap while the dialog is open does nothing', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out (settings)' }));
    await screen.findByRole('alertdialog');
    // The header's button is behind the modal dialog (inert); a script tap still must not start a second flow.
    act(() => screen.getByRole('button', { name: 'Sign out (header)', hidden: true }).click());
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });
});
