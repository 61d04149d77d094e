import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@lingui/core/macro';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import {
  errorCodes,
  type AffiliateCheck,
  type CaptchaResponse,
  type Country,
  type LoginResponse,
  type PublicJwk,
  type RegisterRequest,
  type RegisterSettings,
  type RegistrationKind,
  type SmsNoLoginRequest,
  type SmsSent,
} from '../../contract';
import { countriesQuery, registerSettingsQuery } from '../../src/api/accountQueries';
import { ApiError } from '../../src/api/errors';
import { page as pageData } from '../../src/app/pageChrome';
import { heldPassword, releaseHeldPassword } from '../../src/platform/heldPassword';
import { RegisterScreen } from '../../src/screens/register/RegisterScreen';
import type { RegisterLinkCodes } from '../../src/screens/register/registerSearch';
import { ToastHost } from '../../src/ui/toast/ToastHost';
import { optional, registerSettings, required } from '../machines/registrationFixtures';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders } from './support/testApp';

const fakes = vi.hoisted(() => ({
  register: vi.fn<(publicKey: PublicJwk, kind: RegistrationKind, request: RegisterRequest) => Promise<LoginResponse>>(),
  fetchRegisterSettings: vi.fn<() => Promise<RegisterSettings>>(),
  fetchCountries: vi.fn<() => Promise<Country[]>>(),
  checkAffiliateCode: vi.fn<(code: string, domain: string) => Promise<AffiliateCheck>>(),
  fetchCaptcha: vi.fn<() => Promise<CaptchaResponse>>(),
  sendSmsCode: vi.fn<(request: SmsNoLoginRequest) => Promise<SmsSent>>(),
}));

vi.mock('../../src/api/endpoints/accounts', () => ({
  register: fakes.register,
  fetchRegisterSettings: fakes.fetchRegisterSettings,
  fetchCountries: fakes.fetchCountries,
  checkAffiliateCode: fakes.checkAffiliateCode,
}));
vi.mock('../../src/api/endpoints/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/endpoints/session')>()),
  fetchCaptcha: fakes.fetchCaptcha,
}));
vi.mock('../../src/api/endpoints/sms', () => ({ sendSmsCode: fakes.sendSmsCode }));
vi.mock('../../src/platform/device', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../src/platform/device')>()), registerMethod: () => 'H5' }));

const password = 'Secret#2026';
/** The register route's static data: the page's own header shows its title. */
const registerPage = pageData(msg`Register`, { header: 'hidden', footer: false, backTo: '/m/home' });
const noCodes: RegisterLinkCodes = { affiliateCode: null, recommenderId: null, domain: 'demo.test' };

/**
 * The screen at /m/register, for a guest, in a tiny router whose /m/home shows a heading; by
 * default once the form is there.
 */
async function renderScreen(
  codes: RegisterLinkCodes = noCodes,
  { untilForm = true, cached }: { untilForm?: boolean; cached?: { settings: RegisterSettings; countries: Country[] } } = {},
) {
  const testApp = await startTestApp();
  // What the route's loader leaves in the cache (src/app/loaders.ts).
  if (cached !== undefined) {
    testApp.queryClient.setQueryData(registerSettingsQuery().queryKey, cached.settings);
    testApp.queryClient.setQueryData(countriesQuery().queryKey, cached.countries);
  }
  const root = createRootRoute({
    component: () => (
      <>
        <ToastHost />
        <Outlet />
      </>
    ),
  });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h2>{`page ${path}`}</h2> });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/m/register',
        staticData: registerPage,
        component: () => <RegisterScreen codes={codes} />,
      }),
      page('/m/home'),
      page('/m/login'),
      page('/m/useragreement'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/m/register'] }),
  });
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <RouterProvider router={router} />
    </TestAppProviders>,
  );
  if (untilForm) await screen.findByRole('button', { name: 'Register' });
  return { router, testApp, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

/** A password input by its label (which ends with the asterisk when required). */
function passwordInput(name: string) {
  return screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input' });
}

/** The text an input's aria-describedby points at: its error message, or '' without one. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby');
  if (ids === null) return '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** Required for assistive technology and marked with the asterisk for the eye. */
function expectRequired(element: HTMLElement, isRequired = true) {
  expect(element).toHaveProperty('required', isRequired);
  const label = document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '';
  expect(label.endsWith(' *')).toBe(isRequired);
}

async function fillUsernameForm(user: User) {
  await user.type(field('Username'), 'new_member');
  await user.type(passwordInput('Password'), password);
  await user.type(passwordInput('Confirm password'), password);
  await user.type(field('Captcha'), '1234');
  await user.click(screen.getByRole('checkbox', { name: /I confirm I am 18 years old or older/ }));
}

function loginResponse(userName = 'new_member'): LoginResponse {
  return { token: 'token-new', userName, customerType: 0, firstTimeLogin: true, merchantCode: 'demo' };
}

describe('registration screen', () => {
  beforeEach(() => {
    releaseHeldPassword();
    for (const fake of Object.values(fakes)) fake.mockReset();
    fakes.fetchRegisterSettings.mockResolvedValue(registerSettings({ fields: { email: optional } }));
    fakes.fetchCountries.mockResolvedValue([
      { id: 1, name: 'Philippines', dialingCode: '63', iso2: 'PH' },
      { id: 2, name: 'Brazil', dialingCode: '55', iso2: 'BR' },
    ]);
    let captchas = 0;
    fakes.fetchCaptcha.mockImplementation(async () => {
      captchas += 1;
      return { image: 'data:image/png;base64,AAAA', captchaKey: `captcha-${captchas}` };
    });
    fakes.checkAffiliateCode.mockResolvedValue({ success: true });
  });

  it('with the rules the route loaded, draws the form on its first render and asks for them no more', async () => {
    const countries = [{ id: 2, name: 'Brazil', dialingCode: '55', iso2: 'BR' }];
    // Whether the page ever showed its loading spinner (the machine loading its rules itself).
    let spinnerShown = false;
    const watch = new MutationObserver(() => {
      spinnerShown ||= document.querySelector('.page--centered [role="status"]') !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await renderScreen(noCodes, { untilForm: false, cached: { settings: registerSettings(), countries } });
    // The first render the router commits is the form (the server's render draws the same), with its captcha box.
    const form = await screen.findByRole('form', { name: 'Register with a username' });
    watch.disconnect();
    expect(spinnerShown).toBe(false);
    expect(within(form).getByRole('textbox', { name: /Captcha/ })).toBeDefined();
    expect(fakes.fetchRegisterSettings).not.toHaveBeenCalled();
    expect(fakes.fetchCountries).not.toHaveBeenCalled();
    await waitFor(() => expect(fakes.fetchCaptcha).toHaveBeenCalledTimes(1));
  });

  it('shows the fields the rules enable, required ones with an asterisk, and both method tabs', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Registration method' });
    expect(within(tabs).getByRole('tab', { name: 'Username', selected: true })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Mobile number' })).toBeTruthy();
    expect(field('Username').getAttribute('autocomplete')).toBe('username');
    expectRequired(field('Username'));
    expectRequired(passwordInput('Password'));
    expectRequired(passwordInput('Confirm password'));
    expectRequired(field('Captcha'));
    expectRequired(screen.getByRole('textbox', { name: 'Email' }), false);
    expect(passwordInput('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(passwordInput('Confirm password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('email');
    expect(field('Captcha').getAttribute('maxlength')).toBe('6');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeTruthy();
    // Not enabled by the rules.
    expect(screen.queryByRole('textbox', { name: /Nickname/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /I have read and agree to the user agreement/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'user agreement' }).getAttribute('href')).toBe('/m/useragreement');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/m/login');
  });

  it('shows no tabs when only one method is on, and starts on mobile when only mobile is on', async () => {
    fakes.fetchRegisterSettings.mockResolvedValue(registerSettings({ usernameRegistration: false }));
    await renderScreen();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('form', { name: 'Register with a mobile number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mobile number' }).getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', '63');
    expect(screen.getByRole('textbox', { name: 'SMS code' }).getAttribute('autocomplete')).toBe('one-time-code');
    expectRequired(screen.getByRole('textbox', { name: 'SMS code' }));
    expect(screen.queryByRole('textbox', { name: /Captcha/ })).toBeNull();
    expect(fakes.fetchCaptcha).not.toHaveBeenCalled();
  });

  it('says what is missing on submit and focuses the first invalid field; nothing is sent', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.activeElement).toBe(field('Username'));
    expect(description(field('Username'))).toBe('Please enter the username');
    expect(description(passwordInput('Confirm password'))).toBe('Incorrect password');
    expect(description(field('Captcha'))).toBe('Write the code');
    expect(description(screen.getByRole('checkbox', { name: /18 years old/ }))).toBe('Please confirm you are 18 years old');
    expect(fakes.register).not.toHaveBeenCalled();
  });

  it('checks the confirmation against the password, again when the password changes', async () => {
    const { user } = await renderScreen();
    await user.type(passwordInput('Password'), password);
    await user.type(passwordInput('Confirm password'), `${password}x`);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(description(passwordInput('Confirm password'))).toBe('Confirmation password not matched');
    await user.type(passwordInput('Password'), 'x');
    expect(description(passwordInput('Confirm password'))).toBe('');
  });

  it('disables Register while the agreement is not ticked', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: /user agreement/ }));
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: /user agreement/ }));
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false);
  });

  it('registers, logs the new member in with the password held, and goes home', async () => {
    fakes.register.mockResolvedValue(loginResponse());
    const { user, router, testApp } = await renderScreen();
    await screen.findByRole('img', { name: 'Captcha image' });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'page /m/home' });
    expect(router.state.location.pathname).toBe('/m/home');
    expect(fakes.register).toHaveBeenCalledTimes(1);
    const [, kind, request] = fakes.register.mock.calls[0] ?? [];
    expect(kind).toBe('username');
    expect(request).toEqual({
      username: 'new_member',
      password,
      confirmPassword: password,
      captcha: '1234',
      captchaKey: 'captcha-1',
      type: 0,
      registerUrl: window.location.hostname,
      domain: 'demo.test',
      registerMethod: 'H5',
    });
    expect(testApp.session()).toEqual({
      token: 'token-new',
      merchantCode: 'demo',
      userName: 'new_member',
      type: 0,
      firstTimeLogin: true,
      trial: false,
    });
    expect(heldPassword('new_member')).toBe(password);
  });

  it('puts a refusal that names a field on it, focuses it, keeps what was typed and shows a fresh captcha', async () => {
    fakes.register.mockRejectedValue(
      new ApiError({ code: errorCodes.usernameTaken, message: 'taken', field: 'username', status: 409 }),
    );
    const { user } = await renderScreen();
    await screen.findByRole('img', { name: 'Captcha image' });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(description(field('Username'))).toBe('Sorry, the username already exists'));
    expect(document.activeElement).toBe(field('Username'));
    expect(field('Username')).toHaveProperty('value', 'new_member');
    expect(passwordInput('Password')).toHaveProperty('value', password);
    await waitFor(() => expect(fakes.fetchCaptcha).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(field('Captcha')).toHaveProperty('value', ''));
  });

  it('shows a refusal that names no field above the button', async () => {
    fakes.register.mockRejectedValue(new ApiError({ code: errorCodes.registerFailed, message: 'failed' }));
    const { user } = await renderScreen();
    await screen.findByRole('img', { name: 'Captcha image' });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const form = screen.getByRole('form', { name: 'Register with a username' });
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Registration failed, please check your details or log in'));
  });

  it('checks an invitation code from the link; an invalid one toasts and stays in the field to be edited', async () => {
    fakes.fetchRegisterSettings.mockResolvedValue(
      registerSettings({ affiliateCodeCheck: true, fields: { affiliateCode: optional } }),
    );
    fakes.checkAffiliateCode.mockResolvedValue({ success: false });
    const { user } = await renderScreen({ ...noCodes, affiliateCode: 'BOGUS' });
    const code = field('Invitation code');
    await waitFor(() => expect(description(code)).toBe('Invalid invitation code'));
    expect(fakes.checkAffiliateCode).toHaveBeenCalledWith('BOGUS', 'demo.test');
    expect(code).toHaveProperty('value', 'BOGUS');
    const toasts = document.querySelector('[data-live-region]');
    if (!(toasts instanceof HTMLElement)) throw new Error('no toast region');
    expect(within(toasts).getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Invalid invitation code'));
    await user.clear(code);
    await user.type(code, 'AGENT01');
    expect(code).toHaveProperty('value', 'AGENT01');
    expect(description(code)).toBe('');
  });

  it('asks for the SMS code with the registration module and counts down', async () => {
    fakes.fetchRegisterSettings.mockResolvedValue(registerSettings({ usernameRegistration: false }));
    fakes.sendSmsCode.mockResolvedValue({ expiredMinutes: 1 });
    const { user } = await renderScreen();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeTruthy();
    expect(fakes.sendSmsCode).toHaveBeenCalledWith({ mobileNum: '9171234567', countryDialingCode: '63', moduleId: 'REG3' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: /Resend in/ }));
    expect(fakes.sendSmsCode).toHaveBeenCalledTimes(1);
  });

  it('switches to the mobile method with the tab', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByRole('tab', { name: 'Mobile number', selected: true })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Register with a mobile number' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Captcha/ })).toBeNull();
  });

  it('asks for the minimum age the site sets', async () => {
    fakes.fetchRegisterSettings.mockResolvedValue(registerSettings({ minimumAge: 21, fields: { nickname: required } }));
    await renderScreen();
    expect(screen.getByRole('checkbox', { name: /I confirm I am 21 years old or older/ })).toHaveProperty('checked', false);
    expectRequired(screen.getByRole('textbox', { name: 'Nickname' }));
  });

  it('shows the way to log in only with the form: arriving above it, the form would push it away (a layout shift)', async () => {
    let answer: (settings: RegisterSettings) => void = () => undefined;
    fakes.fetchRegisterSettings.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderScreen(noCodes, { untilForm: false });
    await screen.findByRole('status', { name: 'Loading' });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    answer(registerSettings({ fields: { email: optional } }));
    await screen.findByRole('button', { name: 'Register' });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('offers a retry when the rules cannot be loaded', async () => {
    fakes.fetchRegisterSettings.mockRejectedValueOnce(new ApiError({ code: 'client.network', message: 'offline' }));
    const testApp = await startTestApp();
    const root = createRootRoute({ component: () => <Outlet /> });
    const router = createRouter({
      routeTree: root.addChildren([
        createRoute({
          getParentRoute: () => root,
          path: '/m/register',
          staticData: registerPage,
          component: () => <RegisterScreen codes={noCodes} />,
        }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/m/register'] }),
    });
    renderWithI18n(
      <TestAppProviders testApp={testApp}>
        <RouterProvider router={router} />
      </TestAppProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
  });
});
