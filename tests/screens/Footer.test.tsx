import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Footer } from '../../src/ui/footer/Footer';
import { session, startupInfo } from '../support/fixtures';
import { renderInRouter } from './support/renderInRouter';
import { startTestApp, type TestApp, type TestAppOptions } from './support/testApp';

const messagingUrl = 'https://t.me/demo_support';

function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp({ startup: startupInfo({ customerService: { messagingUrl, onlineServiceUrl: '' } }), ...options });
}

/** The login popup's state in the app: open or not, and where logging in from it comes back to. */
function loginPopup({ app }: TestApp) {
  const popup = app.getSnapshot().children.loginPopup?.getSnapshot();
  return { open: popup?.hasTag('open') ?? false, returnTo: popup?.context.returnTo ?? null };
}

function nav() {
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

describe('the footer', () => {
  it('has five entries, the deposit centre and the service link among them', async () => {
    await renderInRouter(<Footer />, { path: '/m/activity', app: await testApp() });
    const entries = nav().getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Home',
      'Activity',
      'Deposit',
      '7x24 service(opens in a new tab)',
      'Members',
    ]);
    expect(nav().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/m/home');
    expect(nav().getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(nav().getByRole('link', { name: 'Members' }).getAttribute('href')).toBe('/m/mine');
    const service = nav().getByRole('link', { name: /7x24 service/ });
    expect(service.getAttribute('href')).toBe(messagingUrl);
    expect(service.getAttribute('target')).toBe('_blank');
    expect(service.getAttribute('rel')).toContain('noopener');
  });

  it('marks the current entry', async () => {
    await renderInRouter(<Footer />, { path: '/m/activity', app: await testApp() });
    expect(nav().getByRole('link', { name: 'Activity' }).getAttribute('aria-current')).toBe('page');
    expect(nav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('carries the copyright line', async () => {
    await renderInRouter(<Footer />, { app: await testApp() });
    expect(within(screen.getByRole('contentinfo')).getByText('all rights reserved 2019-2025')).toBeTruthy();
  });

  it.each([
    ['Deposit', '/m/voucherCenter'],
    ['Members', '/m/mine'],
  ])('gives a guest tapping %s the login popup instead, to come back to %s', async (name, path) => {
    const app = await testApp();
    const { user, router } = await renderInRouter(<Footer />, { app });
    await user.click(nav().getByRole('link', { name }));
    expect(loginPopup(app)).toEqual({ open: true, returnTo: path });
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it.each([
    ['Deposit', '/m/voucherCenter'],
    ['Members', '/m/mine'],
  ])('takes a member tapping %s to %s', async (name, path) => {
    const app = await testApp({ session: session() });
    const { user } = await renderInRouter(<Footer />, { app });
    await user.click(nav().getByRole('link', { name }));
    await screen.findByRole('heading', { name: `page ${path}` });
    expect(loginPopup(app).open).toBe(false);
  });

  it('lets anyone open Home and Activity', async () => {
    const app = await testApp();
    const { user } = await renderInRouter(<Footer />, { path: '/m/activity', app });
    await user.click(nav().getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'page /m/home' });
    expect(loginPopup(app).open).toBe(false);
  });
});
