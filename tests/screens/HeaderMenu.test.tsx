import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { SessionInfo } from '../../contract';
import { balanceMachine } from '../../machines/balance.machine';
import { BalanceProvider, useBalanceActor } from '../../src/ui/header/balance';
import { HeaderMenu } from '../../src/ui/header/HeaderMenu';
import { controlledPromise, type ControlledPromise } from '../support/controlled-promise';
import { session } from '../support/fixtures';
import { renderInRouter } from './support/renderInRouter';
import { startTestApp, type TestApp } from './support/testApp';

function BalanceFlag() {
  const hidden = useSelector(useBalanceActor(), (s) => s.hasTag('balanceHidden'));
  return <p>{hidden ? 'balance hidden' : 'balance shown'}</p>;
}

/** The login popup's state in the app: open or not, and where logging in from it comes back to. */
function loginPopup({ app }: TestApp) {
  const popup = app.getSnapshot().children.loginPopup?.getSnapshot();
  return { open: popup?.hasTag('open') ?? false, returnTo: popup?.context.returnTo ?? null };
}

let refresh: ControlledPromise<void, unknown>;

async function renderMenu({ path = '/m/gameList', member = null }: { path?: string; member?: SessionInfo | null } = {}) {
  const app = await startTestApp({ session: member });
  refresh = controlledPromise<void>('refreshBalance');
  const logic = balanceMachine.provide({ actors: { refreshBalance: refresh.logic } });
  const rendered = await renderInRouter(
    <BalanceProvider logic={logic}>
      <HeaderMenu />
      <BalanceFlag />
    </BalanceProvider>,
    { path, app },
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  return { ...rendered, button };
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('the header menu', () => {
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
    const { user, button } = await renderMenu({ member: session() });
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
    const { user, button, router, testApp } = await renderMenu();
    for (const name of ['Deposit', 'Withdraw', 'Refresh balance']) {
      await user.click(button);
      await user.click(screen.getByRole('menuitem', { name }));
      // Logging in from the popup comes back to the page the guest is on.
      expect(loginPopup(testApp)).toEqual({ open: true, returnTo: '/m/gameList' });
      act(() => testApp.app.getSnapshot().children.loginPopup?.send({ type: 'user.dismiss' }));
      expect(loginPopup(testApp).open).toBe(false);
    }
    expect(router.state.location.pathname).toBe('/m/gameList');
    expect(refresh.calls).toHaveLength(0);
  });

  it('takes a member to deposit, withdraw and help centre', async () => {
    const { user, button, testApp } = await renderMenu({ member: session() });
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
    expect(loginPopup(testApp).open).toBe(false);
  });

  it('hides and shows the balance, and hides it while refreshing', async () => {
    const { user, button } = await renderMenu({ member: session() });
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
    const { user, button, testApp } = await renderMenu({ member: session() });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const snapshot = testApp.app.getSnapshot();
    expect(snapshot.hasTag('signingOut')).toBe(true);
    expect(snapshot.context.signOutOrigin).toBe('header');
    // The app's sign-out waits for the user's confirmation: nothing is signed out yet.
    expect(snapshot.children.logout?.getSnapshot().hasTag('confirming')).toBe(true);
    expect(testApp.logout).not.toHaveBeenCalled();
    expect(testApp.session()).not.toBeNull();
  });
});
