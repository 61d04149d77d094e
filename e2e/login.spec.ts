import {
  test,
  expect,
  homeUrl,
  loginAs,
  loginForm,
  demoPassword,
  watchCaptchaKeys,
  captchaAnswer,
} from './support/test';

test.describe('login', () => {
  test('a member logs in and the header shows the account instead of "Log in"', async ({ page }) => {
    await page.goto('/m/login');
    await expect(loginForm(page).heading).toBeVisible();
    await loginAs(page, 'demo_member');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
  });

  test('two wrong passwords bring up a captcha; the right captcha lets the login through', async ({
    page,
    request,
    a11y,
  }) => {
    const captchaKeys = watchCaptchaKeys(page);
    const form = loginForm(page);
    await page.goto('/m/login');
    await expect(form.heading).toBeVisible();

    // First failure: an error, no captcha yet.
    await form.username.fill('demo_member');
    await form.password.fill('Wrong@2026');
    await form.submit.click();
    await expect(form.alert.first()).toBeVisible();
    await expect(form.captcha).toBeHidden();

    // Second failure: the captcha appears.
    await form.password.fill('Wrong@2026');
    await form.submit.click();
    await expect(form.captcha).toBeVisible();
    await expect(form.captchaImage).toBeVisible();
    await expect(form.refreshCaptcha).toBeVisible();
    await expect(form.alert.first()).toBeVisible();
    await expect(page).not.toHaveURL(homeUrl);
    // The form with the captcha and the error is a state, not a page: check it explicitly.
    await a11y.scanNow();

    // The right password with the right captcha gets through. The key is not shown in the UI:
    // take it from the /wps/captcha response, else ask for the most recently issued captcha.
    await expect(form.captchaImage).toHaveJSProperty('complete', true);
    const answer = await captchaAnswer(request, await captchaKeys.latest());
    await form.username.fill('demo_member');
    await form.password.fill(demoPassword);
    await form.captcha.fill(answer);
    await form.submit.click();
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
  });
});
