import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, demoPassword, homeUrl, loginAs } from './support/test';

/** The demo member's contact details (server/db/seed-data.ts). */
const demo = { username: 'demo_member', email: 'demo.member@example.com', mobileNum: '9171234567', countryDialingCode: '63' };
const newPassword = 'Fresh#Start2027';
const loginUrl = /\/m\/login\/?(?:[?#].*)?$/;

function entries(body: unknown): unknown[] {
  return typeof body === 'object' && body !== null && 'value' in body && Array.isArray(body.value) ? body.value : [];
}

function text(entry: unknown, key: string): string {
  return typeof entry === 'object' && entry !== null && key in entry ? String(Reflect.get(entry, key)) : '';
}

/** E-mails in the platform's outbox to this address, newest first. */
async function mailTo(request: APIRequestContext, address: string): Promise<string[]> {
  const mail = entries(await (await request.get('/dev/mail')).json());
  return mail.filter((entry) => text(entry, 'to') === address).map((entry) => text(entry, 'body'));
}

/** SMS codes in the platform's outbox for this number, newest first. */
async function smsCodesTo(request: APIRequestContext, mobileNum: string): Promise<string[]> {
  const sms = entries(await (await request.get('/dev/sms')).json());
  return sms.filter((entry) => text(entry, 'mobile').endsWith(mobileNum)).map((entry) => text(entry, 'code'));
}

function emailForm(page: Page) {
  return {
    username: page.getByRole('textbox', { name: 'Username', exact: true }),
    email: page.getByRole('textbox', { name: 'E-mail', exact: true }),
    retrieve: page.getByRole('button', { name: 'Retrieve password', exact: true }),
    code: page.getByRole('textbox', { name: 'E-mailed code', exact: true }),
    newPassword: page.getByLabel(/^New password/),
    confirm: page.getByLabel(/^Confirm new password/),
    reset: page.getByRole('button', { name: 'Reset password', exact: true }),
  };
}

function phoneForm(page: Page) {
  return {
    mobileNum: page.getByRole('textbox', { name: 'Mobile number', exact: true }),
    country: page.getByRole('combobox', { name: 'Country code' }),
    getCode: page.getByRole('button', { name: 'Get code', exact: true }),
    countdown: page.getByRole('button', { name: /^Resend in \d+ s$/ }),
    code: page.getByRole('textbox', { name: 'SMS code', exact: true }),
    newPassword: page.getByLabel(/^New password/),
    confirm: page.getByLabel(/^Confirm new password/),
    reset: page.getByRole('button', { name: 'Reset password', exact: true }),
  };
}

/** Opens the phone tab, asks for a code for the demo member's number and returns it from the outbox. */
async function requestSmsCode(page: Page, request: APIRequestContext): Promise<string> {
  const form = phoneForm(page);
  await page.goto('/m/forget');
  await expect(page.getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
  // The code input stays closed until a code was sent (accounts §2).
  await expect(form.code).toBeDisabled();
  await expect(form.country).toHaveValue(demo.countryDialingCode);
  await form.mobileNum.fill(demo.mobileNum);
  await form.getCode.click();
  await expect(page.getByText('SMS sent')).toBeVisible();
  await expect(form.code).toBeEnabled();
  const [code] = await smsCodesTo(request, demo.mobileNum);
  expect(code, 'a reset code in the SMS outbox').toMatch(/^\d{6}$/);
  return code ?? '';
}

test.describe('forgot password', () => {
  test('by e-mail: the e-mailed code sets a new password, which then logs in', async ({ page, request }) => {
    const form = emailForm(page);
    await page.goto('/m/forget');
    await page.getByRole('tab', { name: 'By e-mail' }).click();
    await form.username.fill(demo.username);
    await form.email.fill(demo.email);
    await form.retrieve.click();
    await expect(page.getByText('If the username and e-mail match an account, a code is on its way to that e-mail')).toBeVisible();

    // After the 1 s success message: the code step.
    await expect(form.code).toBeVisible();
    await expect(form.code).toBeFocused();
    const [mail] = await mailTo(request, demo.email);
    const code = /\b(\d{6})\b/.exec(mail ?? '')?.[1];
    expect(code, `a 6-digit code in the e-mail: ${mail}`).toBeDefined();
    // A code, not a link: nothing in the e-mail carries a token in a URL.
    expect(mail).not.toMatch(/https?:\/\//);

    await form.code.fill(code ?? '');
    await form.newPassword.fill(newPassword);
    await form.confirm.fill(newPassword);
    await form.reset.click();
    await expect(page.getByText('Password reset successful. Please log in again')).toBeVisible();
    await expect(page).toHaveURL(loginUrl);

    await loginAs(page, demo.username, newPassword);
  });

  test('by e-mail: an unknown account gets the same answer and no e-mail', async ({ page, request }) => {
    const form = emailForm(page);
    await page.goto('/m/forget');
    await page.getByRole('tab', { name: 'By e-mail' }).click();
    await form.username.fill('nobody_here');
    await form.email.fill('nobody@example.com');
    await form.retrieve.click();
    await expect(page.getByText('If the username and e-mail match an account, a code is on its way to that e-mail')).toBeVisible();
    await expect(form.code).toBeVisible();
    expect(await mailTo(request, 'nobody@example.com')).toEqual([]);
  });

  test('without PSWCHANGEVERIFY3 only the e-mail form shows', async ({ page, site }) => {
    await site.patch({ whitelabel: { PSWCHANGEVERIFY3: false } });
    await page.goto('/m/forget');
    await expect(emailForm(page).username).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(phoneForm(page).mobileNum).toHaveCount(0);
  });

  test('by phone: the SMS code sets a new password and signs the member in', async ({ page, request, site }) => {
    await page.clock.install();
    await site.patch({ whitelabel: { PSWCHANGEVERIFY3: true } });
    const form = phoneForm(page);
    const code = await requestSmsCode(page, request);
    await expect(form.code).toBeFocused();

    // The button counts down, and a second tap sends no second SMS.
    await expect(form.countdown).toBeVisible();
    const first = await form.countdown.textContent();
    await page.clock.runFor(1_000);
    await expect(form.countdown).not.toHaveText(first ?? '');
    await form.countdown.click({ force: true });
    expect(await smsCodesTo(request, demo.mobileNum)).toHaveLength(1);

    await form.code.fill(code);
    await form.newPassword.fill(newPassword);
    await form.confirm.fill(newPassword);
    await form.reset.click();
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
  });

  test('by phone: the old password again clears the password fields and keeps the code', async ({ page, request, site }) => {
    await site.patch({ whitelabel: { PSWCHANGEVERIFY3: true } });
    const form = phoneForm(page);
    const code = await requestSmsCode(page, request);
    await form.code.fill(code);
    await form.newPassword.fill(demoPassword);
    await form.confirm.fill(demoPassword);
    await form.reset.click();

    await expect(page.getByText('The new password and the old password cannot be the same')).toBeVisible();
    await expect(form.newPassword).toHaveValue('');
    await expect(form.confirm).toHaveValue('');
    await expect(form.code).toHaveValue(code);
    await expect(form.newPassword).toBeFocused();

    // The code is still good: a new password goes through.
    await form.newPassword.fill(newPassword);
    await form.confirm.fill(newPassword);
    await form.reset.click();
    await expect(page).toHaveURL(homeUrl);
  });
});
