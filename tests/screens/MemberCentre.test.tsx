import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  apiPaths,
  whitelabelFlags,
  whitelabelSchema,
  type HeadIcons,
  type MemberInfo,
  type SessionInfo,
  type StartupInfo,
  type WhitelabelFlag,
} from '../../contract';
import { specTimings } from '../../machines/constants';
import { session, startupInfo } from '../support/fixtures';
import { renderApp } from './support/renderApp';
import { recordToasts, startTestApp, type TestApp } from './support/testApp';
import { platformAnswer, type Answer } from './support/platformAnswer';

const now = Date.UTC(2026, 10, 26, 9, 0);
const day = 86_400_000;

function memberInfo(fields: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    nickname: 'Ally',
    account: 'ally_account',
    type: 0,
    toUpline: null,
    regDate: now - 30 * day - 3_600_000,
    vipLevel: 'VIP3',
    headIcon: 'avatar/1.svg',
    ...fields,
  };
}

const offeredIcons: HeadIcons['icons'] = [
  { id: 1, imageUrl: 'avatar/1.svg' },
  { id: 2, imageUrl: 'avatar/2.svg' },
  { id: 3, imageUrl: 'avatar/3.svg' },
];

type PlatformOptions = {
  info?: () => Answer;
  wallet?: () => Answer;
  unread?: () => Answer;
  icons?: () => Answer;
  /** The answer to choosing an icon; by default the platform saves it. */
  chooseIcon?: (iconId: number) => Answer;
};

/**
 * The platform calls of the member centre, answered as the reference platform does; every other
 * call fails. `posts` holds each icon choice's form body; `holdChoice()` keeps the next choice
 * unanswered until `releaseChoice()`.
 */
function fakeMemberPlatform(options: PlatformOptions = {}) {
  let current: number | null = 1;
  const posts: string[] = [];
  let held: Array<() => void> | null = null;
  const {
    info = () => memberInfo(),
    wallet = () => ({ sumBalance: 1288.5 }),
    unread = () => 0,
    icons = () => ({ current, icons: offeredIcons }),
    chooseIcon = (iconId: number) => {
      current = iconId;
      return { current, icons: offeredIcons };
    },
  } = options;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    switch (url.pathname) {
      case apiPaths.memberInfo:
        return platformAnswer(info());
      case apiPaths.walletBalance:
        return platformAnswer(wallet());
      case apiPaths.unreadMessageCount:
        return platformAnswer(unread());
      case apiPaths.headIcon: {
        if (method !== 'POST') return platformAnswer(icons());
        const body = String(init?.body);
        posts.push(body);
        const waiting = held;
        if (waiting !== null) await new Promise<void>((resolve) => waiting.push(resolve));
        return platformAnswer(chooseIcon(Number(new URLSearchParams(body).get('iconId'))));
      }
      default:
        return platformAnswer(new Error(`not faked: ${url.pathname}`));
    }
  });
  return {
    posts,
    holdChoice: () => {
      held = [];
    },
    releaseChoice: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}

type SiteSwitches = {
  flags?: Partial<Record<WhitelabelFlag, boolean>>;
  referral?: boolean;
  mission?: boolean;
  vip?: boolean;
  newLayout?: boolean;
};

function site({ flags = {}, referral = false, mission = false, vip = false, newLayout = false }: SiteSwitches = {}): StartupInfo {
  const base = startupInfo();
  return startupInfo({
    whitelabel: whitelabelSchema.parse(Object.fromEntries(whitelabelFlags.map((flag) => [flag, flags[flag] ?? false]))),
    promotions: { REFERRAL: referral, MISSION: mission },
    features: { ...base.features, vipBenefits: vip },
    mobileTemplate: { ...base.mobileTemplate, mem_cen: newLayout ? '1' : '0' },
  });
}

const allFlags = Object.fromEntries(whitelabelFlags.map((flag) => [flag, true]));

async function openMemberCentre({ member = session(), startup = site() }: { member?: SessionInfo | null; startup?: StartupInfo } = {}) {
  const app = await startTestApp({ session: member, startup });
  const rendered = await renderApp('/m/mine', { app });
  await screen.findByRole('heading', { level: 1, name: 'Member center' });
  return { ...rendered, toasts: recordToasts(app) };
}

function loginPopup({ app }: TestApp) {
  const popup = app.getSnapshot().children.loginPopup?.getSnapshot();
  return { open: popup?.hasTag('open') ?? false, returnTo: popup?.context.returnTo ?? null };
}

const menu = () => screen.getByRole('navigation', { name: 'Member menu' });
const menuNames = () => within(menu()).getAllByRole('link').map((link) => link.textContent);
const menuTargets = () => within(menu()).getAllByRole('link').map((link) => link.getAttribute('href'));
const shortcuts = () => screen.getByRole('navigation', { name: 'Shortcuts' });
const headIconSrc = () => screen.getByRole('button', { name: 'Change head icon' }).querySelector('img')?.getAttribute('src');

beforeEach(() => {
  // Only Date: the days since joining count to this moment; React and the router keep real timers.
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the member centre for a guest', () => {
  it('offers to log in or register, which opens the login popup', async () => {
    fakeMemberPlatform();
    const { user, testApp } = await openMemberCentre({ member: null });
    expect(screen.queryByRole('button', { name: 'Change head icon' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in or register' }));
    expect(loginPopup(testApp)).toEqual({ open: true, returnTo: '/m/mine' });
    expect(await screen.findByRole('dialog', { name: 'You are not logged in, please login first' })).toBeTruthy();
  });

  it('opens the login popup for any menu entry, tile, the message icon and settings instead of going there', async () => {
    fakeMemberPlatform();
    const { user, testApp, router } = await openMemberCentre({ member: null, startup: site({ flags: allFlags, mission: true, referral: true }) });
    // A guest is no agent and has no upline: the other eleven entries show.
    expect(menuNames()).toEqual([
      'Deposit record',
      'Withdraw record',
      'Account record',
      'Betting record',
      'Profit and loss',
      'Rewards center',
      'Manual rebate',
      'Mission activity',
      'My rebate',
      'Inbox',
      'Feedback',
    ]);
    const cases: Array<[HTMLElement, string]> = [
      [within(menu()).getByRole('link', { name: 'Feedback' }), '/m/feedback'],
      [within(menu()).getByRole('link', { name: 'Deposit record' }), '/m/vouReport'],
      [within(shortcuts()).getByRole('link', { name: 'Deposit' }), '/m/voucherCenter'],
      [within(shortcuts()).getByRole('link', { name: 'Invite friends' }), '/m/inviteFriends'],
      [screen.getByRole('link', { name: 'Messages' }), '/m/webEmail'],
      [screen.getByRole('link', { name: 'Settings' }), '/m/set'],
    ];
    for (const [control, returnTo] of cases) {
      await user.click(control);
      expect(loginPopup(testApp), returnTo).toEqual({ open: true, returnTo });
      expect(router.state.location.pathname).toBe('/m/mine');
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    }
  });
});

describe('the member centre for a member (base layout)', () => {
  it('shows the head icon, account name, VIP level and whole days since joining; the panel leads nowhere without VIP benefits', async () => {
    fakeMemberPlatform();
    await openMemberCentre();
    const account = await screen.findByText('ally_account');
    expect(screen.getByText('VIP3')).toBeTruthy();
    expect(screen.getByText('Joined 30 days ago')).toBeTruthy();
    expect(headIconSrc()).toBe('https://cdn.demo.test/avatar/1.svg');
    expect(account.closest('a')).toBeNull();
    expect(screen.queryByText('Total balance')).toBeNull();
  });

  it('shows no VIP label without a level, the default face without an icon, and "today" on the day of joining', async () => {
    fakeMemberPlatform({ info: () => memberInfo({ vipLevel: null, headIcon: null, regDate: now - day + 1 }) });
    await openMemberCentre();
    await screen.findByText('ally_account');
    expect(screen.queryByText('VIP3')).toBeNull();
    expect(screen.getByText('Joined today')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change head icon' }).querySelector('img')).toBeNull();
  });

  it('with VIP benefits on, the panel and the benefits tile lead to /m/member/benefits', async () => {
    fakeMemberPlatform();
    await openMemberCentre({ startup: site({ vip: true }) });
    const account = await screen.findByText('ally_account');
    expect(account.closest('a')?.getAttribute('href')).toBe('/m/member/benefits');
    expect(within(shortcuts()).getByRole('link', { name: 'Member benefits' }).getAttribute('href')).toBe('/m/member/benefits');
  });

  it('shows the quick tiles with their targets; no benefits tile without VIP benefits, no download tile when nothing is offered', async () => {
    fakeMemberPlatform();
    await openMemberCentre({ startup: site({ referral: true }) });
    await screen.findByText('ally_account');
    const tiles = within(shortcuts()).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Deposit', '/m/voucherCenter'],
      ['Withdraw', '/m/withdraw'],
      ['Invite friends', '/m/inviteFriends'],
      ['Security center', '/m/securityCenter'],
    ]);
    expect(within(shortcuts()).queryByRole('button', { name: 'Download app' })).toBeNull();
  });

  it('without REFERRAL, invite friends shows the contact-service notice for 2 s and stays here', async () => {
    fakeMemberPlatform();
    const { user, toasts, router } = await openMemberCentre();
    await user.click(within(shortcuts()).getByRole('button', { name: 'Invite friends' }));
    expect(toasts).toEqual([
      expect.objectContaining({ message: 'To invite friends, please contact customer service.', durationMs: 2000, tone: 'info' }),
    ]);
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('shows exactly the menu entries the site and the member open, in the table order, and a tap goes there', async () => {
    fakeMemberPlatform({ info: () => memberInfo({ type: 1, toUpline: 'upline_1' }) });
    const { user, router } = await openMemberCentre({
      member: session({ type: 1 }),
      startup: site({ flags: { DEPRECM3: true, AGETRANSFERUP3: true, MAILCEN: true, FEEDBACK3: true } }),
    });
    await screen.findByText('ally_account');
    expect(menuNames()).toEqual(['Agency center', 'Deposit record', 'Transfer to upline', 'Inbox', 'Feedback']);
    expect(menuTargets()).toEqual(['/m/agent', '/m/vouReport', '/m/upLine/transfer', '/m/webEmail', '/m/feedback']);
    await user.click(within(menu()).getByRole('link', { name: 'Feedback' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/feedback'));
  });

  it('hides the transfer to upline from type 2, and from a member without an upline; the agency center from a non-agent', async () => {
    const startup = site({ flags: { AGETRANSFERUP3: true } });
    fakeMemberPlatform({ info: () => memberInfo({ type: 2, toUpline: 'upline_1' }) });
    await openMemberCentre({ member: session({ type: 2 }), startup });
    await screen.findByText('ally_account');
    expect(menuNames()).toEqual(['Agency center']);
  });

  it('shows the transfer to upline to a non-agent with an upline, without the agency center', async () => {
    fakeMemberPlatform({ info: () => memberInfo({ type: 0, toUpline: 'upline_1' }) });
    await openMemberCentre({ startup: site({ flags: { AGETRANSFERUP3: true } }) });
    await screen.findByText('ally_account');
    expect(menuNames()).toEqual(['Transfer to upline']);
  });

  it('reads the type and upline from the member info, the platform’s word, over the session’s', async () => {
    fakeMemberPlatform({ info: () => memberInfo({ type: 2, toUpline: 'upline_1' }) });
    await openMemberCentre({ member: session({ type: 0 }), startup: site({ flags: { AGETRANSFERUP3: true } }) });
    await screen.findByText('ally_account');
    expect(menuNames()).toEqual(['Agency center']);
  });

  it('offers a retry when the member info fails, and shows the panel after it', async () => {
    let fail = true;
    fakeMemberPlatform({ info: () => (fail ? new Error('down') : memberInfo()) });
    const { user } = await openMemberCentre();
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('ally_account')).toBeTruthy();
  });
});

describe('the message icon', () => {
  it('shows the red dot, said as the unread count, while there are unread messages', async () => {
    fakeMemberPlatform({ unread: () => 3 });
    await openMemberCentre();
    const icon = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(icon.getAttribute('href')).toBe('/m/webEmail');
    expect(icon.querySelector('.msgicon__dot')).not.toBeNull();
  });

  it('shows no dot with nothing unread', async () => {
    fakeMemberPlatform({ unread: () => 0 });
    await openMemberCentre();
    await screen.findByText('ally_account');
    const icon = screen.getByRole('link', { name: 'Messages' });
    expect(icon.querySelector('.msgicon__dot')).toBeNull();
  });
});

describe('the new member centre (mem_cen "1")', () => {
  it('shows the same panel, gates and menu as the base one, with the total balance on its card', async () => {
    fakeMemberPlatform({ info: () => memberInfo({ type: 1, toUpline: 'upline_1' }) });
    await openMemberCentre({
      member: session({ type: 1 }),
      startup: site({ newLayout: true, vip: true, mission: true, flags: { WITHREC3: true, AGETRANSFERUP3: true } }),
    });
    expect((await screen.findByText('ally_account')).closest('a')?.getAttribute('href')).toBe('/m/member/benefits');
    expect(screen.getByText('Joined 30 days ago')).toBeTruthy();
    expect(screen.getByText('Total balance')).toBeTruthy();
    expect(await screen.findByText('1,288.50')).toBeTruthy();
    expect(menuNames()).toEqual(['Agency center', 'Withdraw record', 'Transfer to upline', 'Mission activity']);
    expect(within(shortcuts()).getAllByRole('link').map((tile) => tile.textContent)).toEqual([
      'Member benefits',
      'Deposit',
      'Withdraw',
      'Security center',
    ]);
  });

  it('gives a guest the same prompt, and no balance', async () => {
    fakeMemberPlatform();
    const { user, testApp } = await openMemberCentre({ member: null, startup: site({ newLayout: true }) });
    expect(screen.queryByText('Total balance')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in or register' }));
    expect(loginPopup(testApp).open).toBe(true);
  });

  it('shows the balance as hidden while the member hides it (home header menu)', async () => {
    fakeMemberPlatform();
    const app = await startTestApp({ session: session(), startup: site({ newLayout: true }) });
    const { user, router } = await renderApp('/m/home', { app });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hide balance' }));
    await act(() => router.navigate({ to: '/m/mine' }));
    await screen.findByText('ally_account');
    const amount = screen.getByText('Total balance').nextElementSibling;
    expect(amount?.textContent).toBe('****Hidden');
    expect(screen.queryByText('1,288.50')).toBeNull();
  });
});

describe('choosing a head icon', () => {
  it('opens the icons the platform offers with the current one pressed; a choice shows at once and is saved form-encoded', async () => {
    const platform = fakeMemberPlatform();
    const { user } = await openMemberCentre();
    await screen.findByText('ally_account');
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a head icon' });
    const choices = await within(dialog).findAllByRole('button', { name: /^Head icon / });
    expect(choices.map((choice) => [choice.getAttribute('aria-label'), choice.getAttribute('aria-pressed')])).toEqual([
      ['Head icon 1', 'true'],
      ['Head icon 2', 'false'],
      ['Head icon 3', 'false'],
    ]);
    platform.holdChoice();
    await user.click(within(dialog).getByRole('button', { name: 'Head icon 2' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Shown before the platform answers.
    await waitFor(() => expect(headIconSrc()).toBe('https://cdn.demo.test/avatar/2.svg'));
    await waitFor(() => expect(platform.posts).toEqual(['iconId=2']));
    act(() => platform.releaseChoice());
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const reopened = await screen.findByRole('dialog', { name: 'Choose a head icon' });
    await waitFor(() => expect(within(reopened).getByRole('button', { name: 'Head icon 2' }).getAttribute('aria-pressed')).toBe('true'));
    expect(headIconSrc()).toBe('https://cdn.demo.test/avatar/2.svg');
  });

  it('puts the previous icon back and says why when the platform refuses the choice', async () => {
    const platform = fakeMemberPlatform({ chooseIcon: () => new Error('Unknown error') });
    const { user, toasts } = await openMemberCentre();
    await screen.findByText('ally_account');
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a head icon' });
    platform.holdChoice();
    await user.click(await within(dialog).findByRole('button', { name: 'Head icon 3' }));
    await waitFor(() => expect(headIconSrc()).toBe('https://cdn.demo.test/avatar/3.svg'));
    act(() => platform.releaseChoice());
    await waitFor(() => expect(headIconSrc()).toBe('https://cdn.demo.test/avatar/1.svg'));
    expect(toasts).toEqual([expect.objectContaining({ tone: 'error', message: expect.stringMatching(/^Could not change the head icon: /) })]);
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const reopened = await screen.findByRole('dialog', { name: 'Choose a head icon' });
    expect(within(reopened).getByRole('button', { name: 'Head icon 1' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers a retry inside the picker when the icons cannot be had', async () => {
    let fail = true;
    fakeMemberPlatform({ icons: () => (fail ? new Error('down') : { current: null, icons: offeredIcons }) });
    const { user } = await openMemberCentre();
    await screen.findByText('ally_account');
    await user.click(screen.getByRole('button', { name: 'Change head icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a head icon' });
    const retry = await within(dialog).findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    expect(await within(dialog).findAllByRole('button', { name: /^Head icon / })).toHaveLength(3);
  });
});

describe('a blocked member (type 4)', () => {
  it('gets the offline toast for 2 s on entering the member centre', async () => {
    fakeMemberPlatform({ info: () => memberInfo({ type: 4 }) });
    const app = await startTestApp({ session: session({ type: 4 }), startup: site() });
    const toasts = recordToasts(app);
    await renderApp('/m/mine', { app });
    await screen.findByRole('heading', { level: 1, name: 'Member center' });
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          message: 'Your account is offline. Please contact customer service.',
          durationMs: specTimings.memberOfflineToastMs,
        }),
      ]),
    );
    expect(specTimings.memberOfflineToastMs).toBe(2000);
  });
});
