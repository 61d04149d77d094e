import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { whitelabelFlags, whitelabelSchema, type LoginResponse } from '../../contract';
import { heldPassword, releaseHeldPassword } from '../../src/platform/heldPassword';
import { ForgotPasswordScreen } from '../../src/screens/forgotPassword/ForgotPasswordScreen';
import { ToastHost } from '../../src/ui/toast/ToastHost';
import { startupInfo } from '../support/fixtures';
import { renderInRouter } from './support/renderInRouter';
import { startTestApp } from './support/testApp';

const fakes = vi.hoisted(() => ({
  requestPasswordResetByEmail: vi.fn<(request: { username: string; email: string }) => Promise<{ accepted: true }>>(),
  setPasswordByEmail: vi.fn<(request: { username: string; code: string; newPassword: string }) => Promise<{ reset: true }>>(),
  setPasswordByPhone: vi.fn<(request: Record<string, unknown>) => Promise<LoginResponse>>(),
  sendPasswordResetSmsCode: vi.fn<(request: Record<string, unknown>) => Promise<{ expiredMinutes: number }>>(),
}));

vi.mock('../../src/api/endpoints/accounts', () => ({
  requestPasswordResetByEmail: fakes.requestPasswordResetByEmail,
  setPasswordByEmail: fakes.setPasswordByEmail,
  setPasswordByPhone: fakes.setPasswordByPhone,
  fetchCountries: async () => [
    { id: 1, name: 'Philippines', dialingCode: '63', iso2: 'PH' },
    { id: 2, name: 'Brazil', dialingCode: '55', iso2: 'BR' },
  ],
  fetchRegisterSettings: async () => {
    throw new Error('not used here');
  },
}));
vi.mock('../../src/api/endpoints/sms', () => ({ sendPasswordResetSmsCode: fakes.sendPasswordResetSmsCode }));

function whitelabel(phone: boolean) {
  return whitelabelSchema.parse(
    Object.fromEntries(whitelabelFlags.map((flag) => [flag, flag === 'PSWCHANGEVERIFY3' ? phone : false])),
  );
}

/** The screen for a guest of a site with (or without) PSWCHANGEVERIFY3, with the app's toasts. */
async function renderScreen({ phone = true } = {}) {
  const app = await startTestApp({ startup: startupInfo({ whitelabel: whitelabel(phone) }) });
  return renderInRouter(
    <>
      <ForgotPasswordScreen />
      <ToastHost />
    </>,
    { path: '/m/notice', app },
  );
}

const platformError = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  message: code,
  captchaRequired: false,
  ...extra,
});

/** An input by its label as shown (a required field's label ends in an asterisk). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input' });

/** The form's failure message (the toast region has live regions of its own). */
async function failureShown(text: string) {
  const message = await screen.findByText(text);
  expect(message.getAttribute('role')).toBe('alert');
}

describe('forgot-password screen', () => {
  beforeEach(() => {
    Object.values(fakes).forEach((fake) => fake.mockReset());
    releaseHeldPassword();
    // jsdom has no matchMedia; the login device flag asks it (a browser tab: H5).
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  describe('tabs (accounts §2)', () => {
    it('with PSWCHANGEVERIFY3 the phone tab comes first; the e-mail tab keeps its own form', async () => {
      const { user } = await renderScreen({ phone: true });
      const tabs = within(screen.getByRole('tablist', { name: 'Recover the password' })).getAllByRole('tab');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
        ['By phone', 'true'],
        ['By e-mail', 'false'],
      ]);
      expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeDefined();
      expect(field('SMS code')).toHaveProperty('disabled', true);

      await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '917');
      await user.click(screen.getByRole('tab', { name: 'By e-mail' }));
      expect(screen.getByRole('tab', { name: 'By e-mail' }).getAttribute('aria-selected')).toBe('true');
      expect(field('Username')).toBeDefined();
      expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();

      // Back on the phone tab, what was typed is still there.
      await user.click(screen.getByRole('tab', { name: 'By phone' }));
      expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveProperty('value', '917');
    });

    it('without it, only the e-mail form, no tabs', async () => {
      await renderScreen({ phone: false });
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(field('Username')).toBeDefined();
      expect(field('E-mail')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Retrieve password' })).toBeDefined();
    });
  });

  describe('by e-mail', () => {
    it('bad input gets a message per field and the cursor goes to the first; nothing is sent', async () => {
      const { user } = await renderScreen({ phone: false });
      await user.type(field('E-mail'), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
      expect(field('Username').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Please enter the username')).toBeDefined();
      expect(screen.getByText('E-mail format is incorrect')).toBeDefined();
      await waitFor(() => expect(document.activeElement).toBe(field('Username')));
      expect(fakes.requestPasswordResetByEmail).not.toHaveBeenCalled();
    });

    it('request, 1 s success message, the e-mailed code with a new password, then login', async () => {
      fakes.requestPasswordResetByEmail.mockResolvedValue({ accepted: true });
      fakes.setPasswordByEmail.mockResolvedValue({ reset: true });
      const { user, testApp } = await renderScreen({ phone: false });
      await user.type(field('Username'), ' demo_member ');
      await user.type(field('E-mail'), ' demo.member@example.com ');
      await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
      expect(fakes.requestPasswordResetByEmail).toHaveBeenCalledWith({
        username: 'demo_member',
        email: 'demo.member@example.com',
      });
      expect(
        await screen.findByText('If the username and e-mail match an account, a code is on its way to that e-mail'),
      ).toBeDefined();

      const code = await screen.findByRole('textbox', { name: /E-mailed code/ }, { timeout: 3000 });
      await waitFor(() => expect(document.activeElement).toBe(code));
      await user.type(code, '123456');
      await user.type(field('New password'), 'NewPass@2026');
      await user.type(field('Confirm new password'), 'NewPass@2026');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(fakes.setPasswordByEmail).toHaveBeenCalledWith({
        username: 'demo_member',
        code: '123456',
        newPassword: 'NewPass@2026',
      });
      expect(await screen.findByText('Password reset successful. Please log in again')).toBeDefined();
      expect(await screen.findByRole('heading', { name: 'page /m/login' })).toBeDefined();
      // No session from an e-mailed reset: the member logs in again.
      expect(testApp.session()).toBeNull();
    });

    it('a rate limit says how long to wait and keeps what was typed', async () => {
      fakes.requestPasswordResetByEmail.mockRejectedValue(platformError('request.rateLimited', { retryAfterSeconds: 600 }));
      const { user } = await renderScreen({ phone: false });
      await user.type(field('Username'), 'demo_member');
      await user.type(field('E-mail'), 'demo.member@example.com');
      await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
      await failureShown('Too many attempts, please try again in 10 minutes');
      expect(field('Username')).toHaveProperty('value', 'demo_member');
      expect(field('E-mail')).toHaveProperty('value', 'demo.member@example.com');
    });
  });

  describe('by phone', () => {
    async function codeSent(user: Awaited<ReturnType<typeof renderScreen>>['user']) {
      fakes.sendPasswordResetSmsCode.mockResolvedValue({ expiredMinutes: 1 });
      await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9171234567');
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      await screen.findByRole('button', { name: 'Resend in 60 s' });
    }

    it('a code goes to the number with the first country code and VERIFICATION3; the code input opens', async () => {
      const { user } = await renderScreen();
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', '63'));
      await user.click(screen.getByRole('button', { name: 'Get code' }));
      expect(await screen.findByText('Please enter a valid mobile number')).toBeDefined();
      expect(fakes.sendPasswordResetSmsCode).not.toHaveBeenCalled();

      await codeSent(user);
      expect(fakes.sendPasswordResetSmsCode).toHaveBeenCalledWith({
        mobileNum: '9171234567',
        countryDialingCode: '63',
        moduleId: 'VERIFICATION3',
      });
      expect(field('SMS code')).toHaveProperty('disabled', false);
      await waitFor(() => expect(document.activeElement).toBe(field('SMS code')));
      // A second tap while counting sends no second SMS.
      await user.click(screen.getByRole('button', { name: 'Resend in 60 s' }));
      expect(fakes.sendPasswordResetSmsCode).toHaveBeenCalledTimes(1);
    });

    it('success signs the member in, holds the new password and goes home (accounts §4)', async () => {
      fakes.setPasswordByPhone.mockResolvedValue({
        token: 'fresh',
        userName: 'demo_member',
        customerType: 0,
        firstTimeLogin: false,
        merchantCode: 'demo',
      });
      const { user, testApp } = await renderScreen();
      await codeSent(user);
      await user.type(field('SMS code'), '654321');
      await user.type(field('New password'), 'NewPass@2026');
      await user.type(field('Confirm new password'), 'NewPass@2026');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByRole('heading', { name: 'page /m/home' })).toBeDefined();
      expect(fakes.setPasswordByPhone).toHaveBeenCalledWith(
        expect.objectContaining({
          mobileNum: '9171234567',
          countryDialingCode: '63',
          verificationCode: '654321',
          newPassword: 'NewPass@2026',
          device: 'H5',
        }),
      );
      expect(testApp.session()).toEqual({
        token: 'fresh',
        merchantCode: 'demo',
        userName: 'demo_member',
        type: 0,
        firstTimeLogin: false,
        trial: false,
      });
      expect(heldPassword('demo_member')).toBe('NewPass@2026');
    });

    it('modify.new.old.same clears the password fields and says why; the code stays', async () => {
      fakes.setPasswordByPhone.mockRejectedValue(platformError('modify.new.old.same'));
      const { user } = await renderScreen();
      await codeSent(user);
      await user.type(field('SMS code'), '654321');
      await user.type(field('New password'), 'Demo@2026');
      await user.type(field('Confirm new password'), 'Demo@2026');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      await failureShown('The new password and the old password cannot be the same');
      expect(field('New password')).toHaveProperty('value', '');
      expect(field('Confirm new password')).toHaveProperty('value', '');
      expect(field('SMS code')).toHaveProperty('value', '654321');
      await waitFor(() => expect(document.activeElement).toBe(field('New password')));
    });

    it('any other failure clears the code and says why; the passwords stay', async () => {
      fakes.setPasswordByPhone.mockRejectedValue(platformError('verification.invalid'));
      const { user, testApp } = await renderScreen();
      await codeSent(user);
      await user.type(field('SMS code'), '000000');
      await user.type(field('New password'), 'NewPass@2026');
      await user.type(field('Confirm new password'), 'NewPass@2026');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      await failureShown('Verification code error');
      expect(field('SMS code')).toHaveProperty('value', '');
      expect(field('New password')).toHaveProperty('value', 'NewPass@2026');
      expect(testApp.session()).toBeNull();
    });
  });
});
