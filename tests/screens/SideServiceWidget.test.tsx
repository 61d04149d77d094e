import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Resource, StartupInfo } from '../../contract';
import type { DownloadBarActorRef } from '../../src/app/actorRefs';
import { SideServiceWidget } from '../../src/screens/home/SideServiceWidget';
import { session, startupInfo } from '../support/fixtures';
import { android, demoLinks, desktop, startDownloadBar } from './support/downloadBarActor';
import { renderInRouter } from './support/renderInRouter';
import { startTestApp } from './support/testApp';

const customerService = { messagingUrl: 'https://t.me/demo_support', onlineServiceUrl: 'https://support.example/chat' };

async function renderWidget({
  links = demoLinks,
  startup = {},
  bar,
  signedIn = false,
  unfolded = true,
}: { links?: Resource[]; startup?: Partial<StartupInfo>; bar?: DownloadBarActorRef; signedIn?: boolean; unfolded?: boolean } = {}) {
  const app = await startTestApp({
    startup: startupInfo({ promotions: { REFERRAL: true, MISSION: false }, customerService, resources: links, ...startup }),
    session: signedIn ? session() : null,
  });
  const rendered = await renderInRouter(<SideServiceWidget bar={bar} />, { app });
  // It starts folded: most tests are about what it holds once opened.
  const toggle = screen.queryByRole('button', { name: 'Quick service' });
  if (unfolded && toggle !== null) await rendered.user.click(toggle);
  return { ...rendered, app };
}

const widget = () => screen.getByRole('navigation', { name: 'Quick service' });
const names = () =>
  within(widget())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the side service widget', () => {
  // Whether it is folded is kept for the visit (session storage): each test is a new visit.
  beforeEach(() => window.sessionStorage.clear());

  it('has the referral shortcut, chat, Telegram, Facebook and the download button, each named', async () => {
    const bar = await startDownloadBar({ device: android });
    await renderWidget({ bar: bar.actor, links: [...demoLinks, { resourceType: 'TELEGRAM2', url: 'https://t.me/demobet_2' }] });
    expect(names()).toEqual([
      'Invite friends',
      'Customer service chat (opens in a new tab)',
      'Telegram (opens in a new tab)',
      'Telegram 2 (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Download the app',
    ]);
    expect(within(widget()).getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/m/inviteFriends');
    const links = {
      'Customer service chat': customerService.onlineServiceUrl,
      Telegram: 'https://t.me/demobet',
      'Telegram 2': 'https://t.me/demobet_2',
      Facebook: 'https://facebook.example/demobet',
    };
    for (const [name, href] of Object.entries(links)) {
      const link = within(widget()).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('opens the install popup from its download button', async () => {
    const bar = await startDownloadBar({ device: android });
    const { user } = await renderWidget({ bar: bar.actor });
    await user.click(within(widget()).getByRole('button', { name: 'Download the app' }));
    expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(true);
  });

  it('still offers the download once the bar is closed', async () => {
    const bar = await startDownloadBar({ device: android, closedEarlier: true });
    await renderWidget({ bar: bar.actor });
    expect(within(widget()).getByRole('button', { name: 'Download the app' })).toBeTruthy();
  });

  it('has no download button when nothing is offered or the bar is gone', async () => {
    const bar = await startDownloadBar({ device: desktop });
    await renderWidget({ bar: bar.actor });
    expect(within(widget()).queryByRole('button', { name: 'Download the app' })).toBeNull();
  });

  it('leaves out the referral shortcut when REFERRAL is off, and links the list does not have', async () => {
    await renderWidget({
      links: [{ resourceType: 'FACEBOOK', url: 'javascript:alert(1)' }],
      startup: { promotions: { REFERRAL: false, MISSION: true } },
    });
    expect(names()).toEqual(['Customer service chat (opens in a new tab)']);
  });

  it('chats on the messaging link when the site has no online-service link', async () => {
    await renderWidget({ startup: { customerService: { ...customerService, onlineServiceUrl: '' } } });
    const chat = within(widget()).getByRole('link', { name: /Customer service chat/ });
    expect(chat.getAttribute('href')).toBe(customerService.messagingUrl);
  });

  it('is not there when it has nothing to offer', async () => {
    await renderWidget({
      links: [],
      startup: { promotions: { REFERRAL: false, MISSION: false }, customerService: { messagingUrl: '', onlineServiceUrl: '' } },
    });
    expect(screen.queryByRole('navigation', { name: 'Quick service' })).toBeNull();
  });

  it('starts folded, opens from its toggle and stays as the user left it for the visit', async () => {
    const { user } = await renderWidget({ unfolded: false });
    const toggle = within(widget()).getByRole('button', { name: 'Quick service' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
    expect(within(widget()).queryByRole('link')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hidden).toBe(false);
    expect(window.sessionStorage.getItem('SIDE_SERVICE_COLLAPSED')).toBe('0');
    cleanup();
    await renderWidget({ unfolded: false });
    const again = within(widget()).getByRole('button', { name: 'Quick service' });
    expect(again.getAttribute('aria-expanded')).toBe('true');
    await user.click(again);
    expect(again.getAttribute('aria-expanded')).toBe('false');
    expect(window.sessionStorage.getItem('SIDE_SERVICE_COLLAPSED')).toBe('1');
  });

  it('has the links of the start-up information at once, without waiting for the link list call', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const app = await startTestApp({ startup: startupInfo({ customerService, resources: demoLinks }) });
    const { user } = await renderInRouter(<SideServiceWidget bar={undefined} />, { app });
    await user.click(within(widget()).getByRole('button', { name: 'Quick service' }));
    expect(screen.getByRole('link', { name: 'Telegram (opens in a new tab)' })).toBeTruthy();
  });

  it('gives a guest the login popup for the referral page', async () => {
    const guest = await renderWidget();
    await guest.user.click(within(widget()).getByRole('link', { name: 'Invite friends' }));
    const popup = guest.app.app.getSnapshot().children.loginPopup?.getSnapshot();
    expect(popup?.hasTag('open')).toBe(true);
    expect(popup?.context.returnTo).toBe('/m/inviteFriends');
    expect(guest.router.state.location.pathname).toBe('/m/home');
  });

  it('takes a member to the referral page', async () => {
    const member = await renderWidget({ signedIn: true });
    await member.user.click(within(widget()).getByRole('link', { name: 'Invite friends' }));
    expect(member.router.state.location.pathname).toBe('/m/inviteFriends');
  });
});
