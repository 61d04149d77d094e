import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Footer } from '../../src/ui/footer/Footer';
import { loginPopupStore } from '../../src/ui/loginPopup/loginPopupStore';
import { session, startupInfo } from '../support/fixtures';
import { fakeApp, resetFakeApp } from './support/fakeAppHooks';
import { renderInRouter } from './support/renderInRouter';

vi.mock('../../src/app/hooks', () => import('./support/fakeAppHooks'));

const messagingUrl = 'https://t.me/demo_support';

function nav() {
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

describe('the footer', () => {
  beforeEach(() => {
    resetFakeApp({ startup: startupInfo({ customerService: { messagingUrl, onlineServiceUrl: '' } }) });
  });
  afterEach(() => loginPopupStore.close());

  it('has five entries, the deposit centre and the service link among them', async () => {
    await renderInRouter(<Footer />, { path: '/m/activity' });
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
    await renderInRouter(<Footer />, { path: '/m/activity' });
    expect(nav().getByRole('link', { name: 'Activity' }).getAttribute('aria-current')).toBe('page');
    expect(nav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('carries the copyright line', async () => {
    await renderInRouter(<Footer />);
    expect(within(screen.getByRole('contentinfo')).getByText('all rights reserved 2019-2025')).toBeTruthy();
  });

  it.each(['Deposit', 'Members'])('gives a guest tapping %s the login popup instead', async (name) => {
    const { user, router } = await renderInRouter(<Footer />);
    await user.click(nav().getByRole('link', { name }));
    expect(loginPopupStore.isOpen()).toBe(true);
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it.each([
    ['Deposit', '/m/voucherCenter'],
    ['Members', '/m/mine'],
  ])('takes a member tapping %s to %s', async (name, path) => {
    fakeApp.session = session();
    const { user } = await renderInRouter(<Footer />);
    await user.click(nav().getByRole('link', { name }));
    await screen.findByRole('heading', { name: `page ${path}` });
    expect(loginPopupStore.isOpen()).toBe(false);
  });

  it('lets anyone open Home and Activity', async () => {
    const { user } = await renderInRouter(<Footer />, { path: '/m/activity' });
    await user.click(nav().getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'page /m/home' });
    expect(loginPopupStore.isOpen()).toBe(false);
  });
});
