import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { errorCodes, type ChangePasswordRequest } from '../../contract';
import { ApiError } from '../../src/api/errors';
import { heldPassword, holdPassword, releaseHeldPassword } from '../../src/platform/heldPassword';
import { ChangePasswordScreen } from '../../src/screens/changePassword/ChangePasswordScreen';
import { ToastHost } from '../../src/ui/toast/ToastHost';
import { session } from '../support/fixtures';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders } from './support/testApp';

const fakes = vi.hoisted(() => ({
  changePassword: vi.fn<(request: ChangePasswordRequest) => Promise<{ changed: true }>>(),
  updateRememberedPassword: vi.fn<(username: string, password: string) => Promise<void>>(),
}));

vi.mock('../../src/api/endpoints/accounts', () => ({ changePassword: fakes.changePassword }));
vi.mock('../../src/platform/rememberedLogin', () => ({ updateRememberedPassword: fakes.updateRememberedPassword }));

const oldPassword = 'Demo@2026';
const newPassword = 'a new passphrase';

/**
 * The screen at /m/changePsw, for demo_member, in a tiny router whose /m/home shows a heading; the
 * screen sits under a session layout with the app's id (`/m/_session`), which gives its session.
 */
async function renderScreen() {
  const member = session({ userName: 'demo_member' });
  const testApp = await startTestApp({ session: member });
  const root = createRootRoute({
    component: () => (
      <>
        <ToastHost />
        <Outlet />
      </>
    ),
  });
  const pages = createRoute({ getParentRoute: () => root, path: '/m' });
  const sessionLayout = createRoute({ getParentRoute: () => pages, id: '_session', beforeLoad: () => ({ session: member }) });
  const router = createRouter({
    routeTree: root.addChildren([
      pages.addChildren([
        sessionLayout.addChildren([createRoute({ getParentRoute: () => sessionLayout, path: 'changePsw', component: ChangePasswordScreen })]),
        createRoute({ getParentRoute: () => pages, path: 'home', component: () => <h2>page /m/home</h2> }),
      ]),
    ]),
    history: createMemoryHistory({ initialEntries: ['/m/changePsw'] }),
  });
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <RouterProvider router={router} />
    </TestAppProviders>,
  );
  await screen.findByRole('button', { name: 'Confirm' });
  return { router, testApp, user: userEvent.setup() };
}

const field = {
  username: () => screen.getByRole('textbox', { name: 'Username' }),
  old: () => screen.getByLabelText(/^Old password/),
  queryOld: () => screen.queryByLabelText(/^Old password/),
  new: () => screen.getByLabelText(/^New password/),
  confirm: () => screen.getByLabelText(/^Confirm new password/),
};

function status() {
  return screen.getByRole('status').textContent;
}

describe('change-password screen', () => {
  beforeEach(() => {
    releaseHeldPassword();
    fakes.changePassword.mockReset();
    fakes.updateRememberedPassword.mockReset().mockResolvedValue(undefined);
  });

  it('shows the username read-only and, with nothing held, asks for the old password', async () => {
    await renderScreen();
    expect(field.username()).toHaveProperty('value', 'demo_member');
    expect(field.username()).toHaveProperty('readOnly', true);
    expect(field.old().getAttribute('autocomplete')).toBe('current-password');
    expect(field.new().getAttribute('autocomplete')).toBe('new-password');
    expect(field.confirm().getAttribute('autocomplete')).toBe('new-password');
    expect(field.new().getAttribute('type')).toBe('password');
  });

  it('the show/hide toggle reveals and hides the new password', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Show New password' }));
    expect(field.new().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide New password' }));
    expect(field.new().getAttribute('type')).toBe('password');
  });

  it('an empty submit says what each field needs, focuses the first, and sends nothing', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(field.old().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please enter the password')).toHaveLength(2);
    expect(screen.getByText('Enter password')).toBeTruthy();
    expect(document.activeElement).toBe(field.old());
    expect(fakes.changePassword).not.toHaveBeenCalled();
  });

  it('a short new password gets the shared rule message; a mismatch is re-checked when the new password changes', async () => {
    const { user } = await renderScreen();
    await user.type(field.old(), oldPassword);
    await user.type(field.new(), 'short');
    await user.type(field.confirm(), newPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Password format is incorrect: use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Confirmation password not matched')).toBeTruthy();
    expect(document.activeElement).toBe(field.new());
    await user.clear(field.new());
    await user.type(field.new(), newPassword);
    expect(screen.queryByText('Confirmation password not matched')).toBeNull();
    expect(fakes.changePassword).not.toHaveBeenCalled();
  });

  it('with a held password: no old-password field; the same password opens the popup and sends nothing', async () => {
    holdPassword('demo_member', oldPassword);
    const { user } = await renderScreen();
    expect(field.queryOld()).toBeNull();
    await user.type(field.new(), oldPassword);
    await user.type(field.confirm(), oldPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const popup = await screen.findByRole('alertdialog', {
      name: 'The new password and the old password cannot be the same',
    });
    expect(popup).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fakes.changePassword).not.toHaveBeenCalled();
    expect(field.new()).toHaveProperty('value', oldPassword);
  });

  it('with a held password: saves with it as the old one, says "Change saved", holds the new one and goes home', async () => {
    holdPassword('demo_member', oldPassword);
    let answer: (value: { changed: true }) => void = () => {};
    fakes.changePassword.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, router } = await renderScreen();
    await user.type(field.new(), newPassword);
    await user.type(field.confirm(), newPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(status()).toBe('Saving…');
    // Busy: the shared submit button keeps its focus (aria-disabled), says so and ignores a second tap.
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await user.click(confirm);
    expect(fakes.changePassword).toHaveBeenCalledTimes(1);
    expect(fakes.changePassword).toHaveBeenCalledWith({
      oldPassword,
      newPassword,
      confirmNewPassword: newPassword,
    });
    await act(async () => answer({ changed: true }));
    await waitFor(() => expect(status()).toBe('Change saved'));
    expect(heldPassword('demo_member')).toBe(newPassword);
    expect(fakes.updateRememberedPassword).toHaveBeenCalledWith('demo_member', newPassword);
    expect(router.state.location.pathname).toBe('/m/changePsw');
    await screen.findByRole('heading', { name: 'page /m/home' }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('a failing remembered-login update is ignored', async () => {
    fakes.changePassword.mockResolvedValue({ changed: true });
    fakes.updateRememberedPassword.mockRejectedValue(new Error('no storage'));
    const { user } = await renderScreen();
    await user.type(field.old(), oldPassword);
    await user.type(field.new(), newPassword);
    await user.type(field.confirm(), newPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'page /m/home' }, { timeout: 3000 });
  });

  it('a typed old password equal to the new one opens the popup too', async () => {
    const { user } = await renderScreen();
    await user.type(field.old(), oldPassword);
    await user.type(field.new(), oldPassword);
    await user.type(field.confirm(), oldPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('alertdialog', { name: 'The new password and the old password cannot be the same' });
    expect(fakes.changePassword).not.toHaveBeenCalled();
  });

  it('a wrong old password: the loading message goes, the message shows on the old-password field, typing stays', async () => {
    fakes.changePassword.mockRejectedValue(
      new ApiError({ code: errorCodes.passwordIncorrect, message: 'x', status: 400, field: 'oldPassword' }),
    );
    const { user } = await renderScreen();
    await user.type(field.old(), 'not it at all');
    await user.type(field.new(), newPassword);
    await user.type(field.confirm(), newPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(field.old().getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.old().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The old password is incorrect');
    expect(document.activeElement).toBe(field.old());
    expect(status()).not.toBe('Saving…');
    expect(field.old()).toHaveProperty('value', 'not it at all');
    expect(field.new()).toHaveProperty('value', newPassword);
    expect(field.confirm()).toHaveProperty('value', newPassword);
    await user.type(field.old(), '!');
    expect(screen.queryByText('The old password is incorrect')).toBeNull();
  });

  it('another failure (rate limit) shows its message by the form', async () => {
    fakes.changePassword.mockRejectedValue(
      new ApiError({ code: errorCodes.rateLimited, message: 'x', status: 429, retryAfterSeconds: 900 }),
    );
    const { user } = await renderScreen();
    await user.type(field.old(), oldPassword);
    await user.type(field.new(), newPassword);
    await user.type(field.confirm(), newPassword);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const message = await screen.findByText('Too many attempts, please try again in 15 minutes');
    expect(message.getAttribute('role')).toBe('alert');
    expect(status()).not.toBe('Saving…');
    expect(field.new()).toHaveProperty('value', newPassword);
  });
});
