import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { balanceMachine } from '../../machines/balance.machine';
import { currentSignOutRequest, finishSignOut } from '../../src/screens/signOut/signOutRequests';
import { BalanceProvider, useBalanceActor } from '../../src/ui/header/balance';
import { HeaderMenu } from '../../src/ui/header/HeaderMenu';
import { loginPopupStore } from '../../src/ui/loginPopup/loginPopupStore';
import { controlledPromise, type ControlledPromise } from '../support/controlled-promise';
import { session } from '../support/fixtures';
import { fakeApp, resetFakeApp } from './support/fakeAppHooks';
import { renderInRouter } from './support/renderInRouter';

vi.mock('../../src/app/hooks', () => import('./support/fakeAppHooks'));

function BalanceFlag() {
  const hidden = useSelector(useBalanceActor(), (s) => s.hasTag('balanceHidden'));
  return <p>{hidden ? 'balance hidden' : 'balance shown'}</p>;
}

let refresh: ControlledPromise<void, unknown>;

async function renderMenu(path = '/m/gameList') {
  refresh = controlledPromise<void>('refreshBalance');
  const logic = balanceMachine.provide({ actors: { refreshBalance: refresh.logic } });
  const rendered = await renderInRouter(
    <BalanceProvider logic={logic}>
      <HeaderMenu />
      <BalanceFlag />
    </BalanceProvider>,
    { path },
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  return { ...rendered, button };
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('the header menu', () => {
  beforeEach(() => resetFakeApp());
  afterEach(() => {
    loginPopupStore.close();
    const request = currentSignOutRequest();
    if (request) finishSignOut(request);
  });

  it('is a menu button that opens a menu and focuses its first item', async () => {
    const { user, button } = await renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Menu' });
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]);
  });

  it('offers a guest deposit, withdraw, refresh balance and help centre only', async () => {
    const { user, button } = await renderMenu();
    await user.click(button);
    expect(itemNames()).toEqual(['Deposit', 'Withdraw', 'Refresh balance', 'Help center']);
  });

  it('offers a member hide balance and sign out as well', async () => {
    fakeApp.session = session();
    const { user, button } = await renderMenu();
    await user.click(button);
    expect(itemNames()).toEqual(['Deposit', 'Withdraw', 'Refresh balance', 'Hide balance', 'Sign out', 'Help center']);
  });

  it('moves with the arrow keys, Home and End, and wraps', async () => {
    const { user, button } = await renderMenu();
    await user.click(button);
    const items = screen.getAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { user, button } = await renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a tap outside', async () => {
    const { user, button } = await renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'page /m/gameList' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the login popup when a guest asks for deposit, withdraw or a refresh', async () => {
    const { user, button, router } = await renderMenu();
    for (const name of ['Deposit', 'Withdraw', 'Refresh balance']) {
      await user.click(button);
      await user.click(screen.getByRole('menuitem', { name }));
      expect(loginPopupStore.isOpen()).toBe(true);
      loginPopupStore.close();
    }
    expect(router.state.location.pathname).toBe('/m/gameList');
    expect(refresh.calls).toHaveLength(0);
  });

  it('takes a member to deposit, withdraw and help centre', async () => {
    fakeApp.session = session();
    const { user, button } = await renderMenu();
    for (const [name, path] of [
      ['Deposit', '/m/voucherCenter'],
      ['Withdraw', '/m/withdraw'],
      ['Help center', '/m/help'],
    ]) {
      await user.click(button);
      await user.click(screen.getByRole('menuitem', { name }));
      await screen.findByRole('heading', { name: `page ${path}` });
      expect(screen.queryByRole('menu')).toBeNull();
    }
    expect(loginPopupStore.isOpen()).toBe(false);
  });

  it('hides and shows the balance, and hides it while refreshing', async () => {
    fakeApp.session = session();
    const { user, button } = await renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Hide balance' }));
    expect(screen.getByText('balance hidden')).toBeTruthy();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Show balance' }));
    expect(screen.getByText('balance shown')).toBeTruthy();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Refresh balance' }));
    expect(screen.getByText('balance hidden')).toBeTruthy();
    expect(refresh.calls).toHaveLength(1);
    await act(async () => refresh.resolve());
    expect(screen.getByText('balance shown')).toBeTruthy();
  });

  it('asks to sign out from the header', async () => {
    fakeApp.session = session();
    const { user, button } = await renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(currentSignOutRequest()).toMatchObject({ origin: 'header' });
  });
});
