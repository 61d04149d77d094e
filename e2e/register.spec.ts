import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, homeUrl, loginAs, captchaAnswer, signOutFromMenu, watchCaptchaKeys } from './support/test';

const newPassword = 'Register#2026';

/** The registration form's controls, queried by role and label as a person would. */
function registerForm(page: Page) {
  const passwordInput = (name: string) => page.getByLabel(new RegExp(`^${name}( \\*)?$`)).and(page.locator('input'));
  return {
    heading: page.getByRole('heading', { name: 'Register', exact: true }),
    mobileTab: page.getByRole('tab', { name: 'Mobile number' }),
    username: page.getByRole('textbox', { name: 'Username', exact: true }),
    password: passwordInput('Password'),
    confirmPassword: passwordInput('Confirm password'),
    mobile: page.getByRole('textbox', { name: 'Mobile number', exact: true }),
    smsCode: page.getByRole('textbox', { name: 'SMS code', exact: true }),
    getCode: page.getByRole('button', { name: /^(Get code|Sending…|Resend in \d+ s)$/ }),
    invitationCode: page.getByRole('textbox', { name: 'Invitation code', exact: true }),
    captcha: page.getByRole('textbox', { name: 'Captcha', exact: true }),
    captchaImage: page.getByRole('img', { name: 'Captcha image' }),
    ageConfirmed: page.getByRole('checkbox', { name: /I confirm I am \d+ years old or older/ }),
    submit: page.getByRole('button', { name: 'Register', exact: true }),
  };
}

/** The SMS outbox of the reference platform, newest first. */
async function smsOutbox(request: APIRequestContext): Promise<Array<{ mobile: string; code: string; moduleId: string }>> {
  const response = await request.get('/dev/sms');
  expect(response.ok()).toBe(true);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('value' in body) || !Array.isArray(body.value)) {
    throw new Error(`GET /dev/sms answered ${JSON.stringify(body)}`);
  }
  return body.value.flatMap((entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    'mobile' in entry &&
    'code' in entry &&
    'moduleId' in entry &&
    typeof entry.mobile === 'string' &&
    typeof entry.code === 'string' &&
    typeof entry.moduleId === 'string'
      ? [{ mobile: entry.mobile, code: entry.code, moduleId: entry.moduleId }]
      : [],
  );
}

async function registrationCodesFor(request: APIRequestContext, mobile: string) {
  return (await smsOutbox(request)).filter((entry) => entry.mobile.endsWith(mobile) && entry.moduleId === 'REG3');
}

/** Fills what the demo site's rules require of a username registration, with the captcha on screen. */
async function fillUsernameRegistration(page: Page, request: APIRequestContext, username: string, captchaKeys: ReturnType<typeof watchCaptchaKeys>) {
  const form = registerForm(page);
  await form.username.fill(username);
  await form.password.fill(newPassword);
  await form.confirmPassword.fill(newPassword);
  await expect(form.captchaImage).toBeVisible();
  await form.captcha.fill(await captchaAnswer(request, await captchaKeys.latest()));
  await form.ageConfirmed.check();
}

/**
 * Records every error toast the page shows, from its first script on: a toast lasts 3 s, which the
 * accessibility scan after a navigation can outlast.
 */
async function recordErrorToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { e2eErrorToasts: seen });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[data-live-region] [role="alert"]')) {
        const text = alert.textContent?.trim() ?? '';
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() =>
      'e2eErrorToasts' in window && Array.isArray(window.e2eErrorToasts) ? window.e2eErrorToasts.map(String) : [],
    );
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(homeUrl);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
  const stored = await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'));
  expect(stored).not.toBeNull();
}

/** The signed-in member's info, read with the session the page holds. */
async function memberInfo(page: Page, request: APIRequestContext): Promise<unknown> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'));
  const session: unknown = JSON.parse(stored ?? 'null');
  if (typeof session !== 'object' || session === null || !('token' in session) || typeof session.token !== 'string') {
    throw new Error('no session stored');
  }
  const response = await request.get('/wps/member/info', { headers: { Authorization: `Bearer ${session.token}` } });
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'value' in body ? body.value : body;
}

test.describe('registration', () => {
  test('a visitor registers by username, lands home signed in, signs out and logs in with the new account', async ({
    page,
    request,
  }) => {
    const captchaKeys = watchCaptchaKeys(page);
    const form = registerForm(page);
    await page.goto('/m/register');
    await expect(form.heading).toBeVisible();

    // A submit with nothing filled in says what is missing and goes to the first field.
    await form.submit.click();
    await expect(form.username).toBeFocused();
    await expect(form.username).toHaveAttribute('aria-invalid', 'true');

    await fillUsernameRegistration(page, request, 'e2e_new_member', captchaKeys);
    await form.submit.click();
    await expectSignedIn(page);

    await signOutFromMenu(page);

    await loginAs(page, 'e2e_new_member', newPassword);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
  });

  test('a visitor registers by mobile number with the SMS code, lands home signed in, then logs in by SMS', async ({
    page,
    request,
    site,
  }) => {
    await site.patch({ register: { mobileRegistration: true } });
    const form = registerForm(page);
    await page.goto('/m/register');
    await form.mobileTab.click();
    await expect(page.getByRole('tab', { name: 'Mobile number', selected: true })).toBeVisible();
    await expect(form.captcha).toBeHidden();

    await form.mobile.fill('9170000001');
    await form.getCode.click();
    await expect(form.getCode).toHaveText(/Resend in \d+ s/);
    const [sent] = await registrationCodesFor(request, '9170000001');
    if (sent === undefined) throw new Error('no registration code was sent');
    await form.smsCode.fill(sent.code);
    await form.password.fill(newPassword);
    await form.confirmPassword.fill(newPassword);
    await form.ageConfirmed.check();
    await form.submit.click();
    await expectSignedIn(page);

    await signOutFromMenu(page);
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9170000001');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.poll(async () => (await smsOutbox(request)).filter((entry) => entry.moduleId === 'COMM3').length).toBe(1);
    const [loginCode] = (await smsOutbox(request)).filter((entry) => entry.moduleId === 'COMM3');
    await page.getByRole('textbox', { name: 'SMS code', exact: true }).fill(loginCode?.code ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectSignedIn(page);
  });

  test('in the phone-service mode the service checks the code before the platform registers the number', async ({
    page,
    request,
    site,
  }) => {
    await site.patch({ register: { mobileRegistration: true }, verification: { phoneViaService: true } });
    const form = registerForm(page);
    await page.goto('/m/register');
    await form.mobileTab.click();
    await form.mobile.fill('9170000002');
    await form.getCode.click();
    // The service route counts down 60 s (accounts §4).
    await expect(form.getCode).toHaveText(/Resend in (60|59|58) s/);
    await expect.poll(async () => (await smsOutbox(request)).filter((entry) => entry.moduleId === 'SERVICE').length).toBe(1);
    const [sent] = (await smsOutbox(request)).filter((entry) => entry.moduleId === 'SERVICE');
    await form.password.fill(newPassword);
    await form.confirmPassword.fill(newPassword);
    await form.ageConfirmed.check();

    // A wrong code stops the submit on the code field; the right one registers.
    await form.smsCode.fill(sent?.code === '000000' ? '111111' : '000000');
    await form.submit.click();
    await expect(form.smsCode).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(homeUrl);
    await form.smsCode.fill(sent?.code ?? '');
    await form.submit.click();
    await expectSignedIn(page);
  });

  test('an invalid invitation code from the link is refused; AGENT01 from the link registers under its agent', async ({
    page,
    request,
  }) => {
    const form = registerForm(page);
    const errorToasts = await recordErrorToasts(page);
    await page.goto('/m/register?affiliateCode=BOGUS');
    await expect.poll(errorToasts).toContain('Invalid invitation code');
    await expect(form.invitationCode).toHaveValue('BOGUS');
    await expect(form.invitationCode).toHaveAttribute('aria-invalid', 'true');
    await expect(form.invitationCode).toBeEditable();

    const captchaKeys = watchCaptchaKeys(page);
    await page.goto('/m/register?affiliateCode=AGENT01');
    await expect(form.invitationCode).toHaveValue('AGENT01');
    await expect(form.invitationCode).not.toHaveAttribute('aria-invalid', 'true');
    await fillUsernameRegistration(page, request, 'e2e_invited', captchaKeys);
    await form.submit.click();
    await expectSignedIn(page);
    expect(await memberInfo(page, request)).toMatchObject({ account: 'e2e_invited', toUpline: 'demo_agent' });
  });

  test('the SMS button counts down and a second tap sends no second code', async ({ page, request, site }) => {
    await page.clock.install();
    await site.patch({ register: { mobileRegistration: true } });
    const form = registerForm(page);
    await page.goto('/m/register');
    await form.mobileTab.click();
    await form.mobile.fill('9170000002');
    await form.getCode.click();
    await expect(form.getCode).toHaveText(/Resend in \d+ s/);
    await expect(form.getCode).toHaveAttribute('aria-disabled', 'true');
    const seconds = async () => Number((await form.getCode.textContent())?.match(/\d+/)?.[0]);
    const first = await seconds();
    await page.clock.runFor(1_000);
    await expect.poll(seconds).toBeLessThan(first);

    // The button stays in place, marked disabled; a person can still tap it.
    await form.getCode.click({ force: true });
    await expect(form.getCode).toHaveText(/Resend in \d+ s/);
    // Whatever the tap could have sent has been answered by now.
    await page.waitForLoadState('networkidle');
    expect(await registrationCodesFor(request, '9170000002')).toHaveLength(1);
  });
});
