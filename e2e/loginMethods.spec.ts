import type { APIRequestContext } from '@playwright/test';
import { rememberedLoginKey } from '../src/platform/rememberedLogin';
import { test, expect, homeUrl, demoPassword, loginForm, patchSite } from './support/test';

const demoMobile = { countryDialingCode: '63', mobileNum: '9171234567' };

/** The newest code in the platform's SMS outbox for this number, and how many were sent to it. */
async function smsTo(request: APIRequestContext, mobileNum: string): Promise<{ code: string | undefined; count: number }> {
  const body: unknown = await (await request.get('/dev/sms')).json();
  const entries = typeof body === 'object' && body !== null && 'value' in body && Array.isArray(body.value) ? body.value : [];
  const mine = entries.filter(
    (entry: unknown) => typeof entry === 'object' && entry !== null && 'mobile' in entry && String(entry.mobile).endsWith(mobileNum),
  );
  const first: unknown = mine[0];
  const code = typeof first === 'object' && first !== null && 'code' in first ? String(first.code) : undefined;
  return { code, count: mine.length };
}

test.describe('login methods', () => {
  test('remember-password prefills after a reload, and localStorage holds no password in any form', async ({ page }) => {
    const form = loginForm(page);
    await page.goto('/m/login');
    await expect(page.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    await form.username.fill('demo_member');
    await form.password.fill(demoPassword);
    await form.submit.click();
    await expect(page).toHaveURL(homeUrl);
    // Sealed in the background as the member lands on home (a key from IndexedDB, then WebCrypto):
    // a reload in the same instant, quicker than any person, could come before it.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key) !== null, rememberedLoginKey)).toBe(true);

    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    const once = Buffer.from(demoPassword).toString('base64');
    for (const readable of [demoPassword, once, Buffer.from(once).toString('base64')]) {
      expect(stored).not.toContain(readable);
    }
    expect(stored).not.toContain('demo_member');

    await page.reload();
    await page.goto('/m/login');
    await expect(form.username).toHaveValue('demo_member');
    await expect(form.password).toHaveValue(demoPassword);
  });

  test('unticking remember forgets the credentials', async ({ page }) => {
    const form = loginForm(page);
    await page.goto('/m/login');
    await form.username.fill('demo_member');
    await form.password.fill(demoPassword);
    await page.getByRole('checkbox', { name: 'Remember password' }).uncheck();
    await form.submit.click();
    await expect(page).toHaveURL(homeUrl);
    await page.goto('/m/login');
    await expect(form.username).toHaveValue('');
    await expect(form.password).toHaveValue('');
  });

  test('logs in by SMS code; the button counts down and refuses a second request', async ({ page, request }) => {
    await page.clock.install();
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    const getCode = page.getByRole('button', { name: 'Get code' });

    // The number must be valid before a code can be asked for.
    await getCode.click();
    await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
    expect((await smsTo(request, demoMobile.mobileNum)).count).toBe(0);

    await page.getByRole('textbox', { name: 'Mobile number' }).fill(demoMobile.mobileNum);
    await getCode.click();
    await expect(page.getByText('SMS sent')).toBeVisible();
    const countdown = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(countdown).toBeVisible();
    const first = await countdown.textContent();
    await page.clock.runFor(1_000);
    await expect(countdown).not.toHaveText(first ?? '');
    await countdown.click({ force: true });
    const sms = await smsTo(request, demoMobile.mobileNum);
    expect(sms.count).toBe(1);

    await page.getByRole('textbox', { name: 'SMS code' }).fill(sms.code ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(homeUrl);
  });

  test('in the phone-service mode the service texts the code, counts 60 s and vouches for the number', async ({
    page,
    request,
  }) => {
    await patchSite(request, { verification: { phoneViaService: true } });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(demoMobile.mobileNum);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /^Resend in (60|59|58) s$/ })).toBeVisible();
    await expect.poll(async () => (await smsTo(request, demoMobile.mobileNum)).count).toBe(1);
    const { code } = await smsTo(request, demoMobile.mobileNum);
    await page.getByRole('textbox', { name: 'SMS code' }).fill(code ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(homeUrl);
  });

  test('a wrong SMS code is refused with a message and keeps the number', async ({ page, request }) => {
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(demoMobile.mobileNum);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.poll(async () => (await smsTo(request, demoMobile.mobileNum)).count).toBe(1);
    const { code } = await smsTo(request, demoMobile.mobileNum);
    await page.getByRole('textbox', { name: 'SMS code' }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(demoMobile.mobileNum);
  });

  test('free play opens a trial session on /m/home', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(homeUrl);
    const session = await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(session ?? '{}')).toMatchObject({ trial: true });
  });

  test('signs in with Google through the verification service', async ({ page }) => {
    await page.goto('/m/login');
    // The development provider stands in for the provider's window with a prompt for the account.
    page.once('dialog', (dialog) => void dialog.accept('google-demo-member'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(homeUrl);
    const session = await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(session ?? '{}')).toMatchObject({ userName: 'demo_member', trial: false });
  });

  test('a social identity linked to nobody is told so; closing the provider says nothing', async ({ page }) => {
    await page.goto('/m/login');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

    page.once('dialog', (dialog) => void dialog.accept('google-stranger'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No account is linked' })).toBeVisible();
    await expect(page).not.toHaveURL(homeUrl);
  });

  test('flags decide the SMS tab and the social buttons', async ({ page, request }) => {
    await patchSite(request, { whitelabel: { MOBILEVERCODELOGIN3: false, FACEBOOKLOGIN3: false } });
    await page.goto('/m/login');
    await expect(loginForm(page).username).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('the navigation block leads to register, forgot password and home', async ({ page }) => {
    await page.goto('/m/login');
    const more = page.getByRole('navigation', { name: 'More' });
    await more.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register/);
    await page.goto('/m/login');
    await more.getByRole('link', { name: 'Forgot password' }).click();
    await expect(page).toHaveURL(/\/m\/forget/);
    await page.goto('/m/login');
    await more.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(homeUrl);
  });
});
