import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionInfo, StartupInfo, Wallet } from '../../contract';
import { balanceMachine } from '../../machines/balance.machine';
import { memberInfoQuery, walletQuery } from '../../src/api/memberQueries';
import { HomeAccount } from '../../src/screens/shell/HomeAccount';
import { AppHeader } from '../../src/ui/header/AppHeader';
import { BalanceProvider } from '../../src/ui/header/balance';
import { controlledPromise } from '../support/controlled-promise';
import { session, startupInfo } from '../support/fixtures';
import { renderInRouter } from './support/renderInRouter';
import { startTestApp, type TestApp } from './support/testApp';

const member = session({ token: 'token-1', userName: 'alice' });

/** What the platform answered for the member's wallet by the time the header shows. */
type WalletAnswer = Wallet | 'failed' | 'pending';

/** What the platform would answer for the member: the nickname (or none) and the wallet. */
async function seedMemberData({ queryClient }: TestApp, nickname: string | null, wallet: WalletAnswer) {
  queryClient.setQueryData(memberInfoQuery(member.token).queryKey, {
    id: 1,
    nickname,
    account: 'alice_account',
    type: 0,
    toUpline: null,
    regDate: 0,
    vipLevel: null,
    headIcon: null,
  });
  const { queryKey } = walletQuery(member.token);
  if (wallet === 'failed') {
    await queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new Error('wallet unavailable')) });
  } else if (wallet === 'pending') {
    void queryClient.prefetchQuery({ queryKey, queryFn: () => new Promise<Wallet>(() => {}) });
  } else {
    queryClient.setQueryData(queryKey, wallet);
  }
}

type HeaderOptions = {
  kind?: 'home' | 'back';
  title?: string;
  backTo?: '/m/home';
  session?: SessionInfo;
  startup?: StartupInfo;
  /** The member's nickname the platform knows (a member only); null for none. */
  nickname?: string | null;
  wallet?: WalletAnswer;
};

/** The shell's header, with what the shell gives home's header: HomeAccount. */
async function renderHeader(path: string, options: HeaderOptions = {}) {
  const app = await startTestApp({ session: options.session ?? null, startup: options.startup });
  if (options.nickname !== undefined) await seedMemberData(app, options.nickname, options.wallet ?? { sumBalance: 1234.5 });
  const refresh = controlledPromise<void>('refreshBalance');
  const logic = balanceMachine.provide({ actors: { refreshBalance: refresh.logic } });
  const rendered = await renderInRouter(
    <BalanceProvider logic={logic}>
      <AppHeader kind={options.kind ?? 'back'} title={options.title} backTo={options.backTo} account={<HomeAccount />} />
    </BalanceProvider>,
    { path, app },
  );
  return { ...rendered, refresh };
}

const balance = () => within(screen.getByRole('banner')).getByRole('status', { name: 'Total balance' });

describe('the shell header', () => {
  it('shows a guest on home the logo, Log in and Register (DIRECTREG3 on)', async () => {
    await renderHeader('/m/home', {
      kind: 'home',
      startup: startupInfo({ whitelabel: { ...startupInfo().whitelabel, DIRECTREG3: true } }),
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('img', { name: 'WinPlay' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/m/login');
    expect(within(banner).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/m/register');
    expect(within(banner).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('offers no Register button when DIRECTREG3 is off', async () => {
    await renderHeader('/m/home', { kind: 'home' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows a member on home the nickname and the total balance to 2 decimals', async () => {
    await renderHeader('/m/home', { kind: 'home', session: member, nickname: 'Ally' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Ally')).toBeTruthy();
    expect(balance().textContent).toBe('1,234.50');
    expect(balance().getAttribute('aria-busy')).toBe('false');
    expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the account name when the member has no nickname', async () => {
    await renderHeader('/m/home', { kind: 'home', session: member, nickname: null });
    expect(within(screen.getByRole('banner')).getByText('alice_account')).toBeTruthy();
  });

  it("shows '—' for a wallet that could not be loaded, beside the name", async () => {
    await renderHeader('/m/home', { kind: 'home', session: member, nickname: 'Ally', wallet: 'failed' });
    expect(within(screen.getByRole('banner')).getByText('Ally')).toBeTruthy();
    // The header asks once more as it mounts, and that call fails too (400 ms alone; a busy CI machine took over 1 s).
    await waitFor(() => expect(balance().textContent).toBe('—'), { timeout: 5_000 });
  });

  it("shows '…' while the wallet loads", async () => {
    await renderHeader('/m/home', { kind: 'home', session: member, nickname: 'Ally', wallet: 'pending' });
    expect(within(screen.getByRole('banner')).getByText('Ally')).toBeTruthy();
    expect(balance().textContent).toBe('…');
  });

  it('hides the balance while it refreshes (busy), then shows the fresh one', async () => {
    const { user, refresh, testApp } = await renderHeader('/m/home', { kind: 'home', session: member, nickname: 'Ally' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Refresh balance' }));
    expect(balance().getAttribute('aria-busy')).toBe('true');
    expect(balance().textContent).toBe('****Hidden');
    await act(async () => {
      testApp.queryClient.setQueryData(walletQuery(member.token).queryKey, { sumBalance: 99 });
      refresh.resolve();
    });
    expect(balance().getAttribute('aria-busy')).toBe('false');
    expect(balance().textContent).toBe('99.00');
  });

  it('shows elsewhere a back arrow, the page title and the menu', async () => {
    await renderHeader('/m/gameList', { title: 'Games' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(within(banner).queryByRole('img', { name: 'WinPlay' })).toBeNull();
  });

  it('goes to its back target even with history', async () => {
    const notice = await renderHeader('/m/notice', { title: 'Announcement', backTo: '/m/home' });
    await notice.router.navigate({ to: '/m/activity' });
    await notice.router.navigate({ to: '/m/notice' });
    await notice.user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'page /m/home' });
  });

  it('goes one page back, or home without history', async () => {
    const fresh = await renderHeader('/m/gameList', { title: 'Games' });
    await fresh.user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'page /m/home' });
    expect(fresh.router.state.location.pathname).toBe('/m/home');
  });
});
