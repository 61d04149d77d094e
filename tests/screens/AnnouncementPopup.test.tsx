import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentItem, SessionInfo } from '../../contract';
import { shownSetSignature } from '../../machines/announcementPopup.machine';
import { popupStorageKeys, readShownSet } from '../../src/platform/popupStorage';
import { AnnouncementPopupHost } from '../../src/ui/announcementPopup/AnnouncementPopupHost';
import { session } from '../support/fixtures';
import { dailyRewards, firstLoginGift, maintenance, welcome } from '../machines/announcementPopupFixtures';
import { renderInRouter } from './support/renderInRouter';
import { startTestApp, type TestApp } from './support/testApp';

const popup = (fields: Partial<ContentItem> & Pick<ContentItem, 'id' | 'title'>): ContentItem => ({
  type: 'PU',
  content: `<p>${fields.title} text</p>`,
  imageUrl: null,
  url: null,
  execution: 'B',
  promotionType: null,
  publishedAt: 0,
  ...fields,
});

const hostile = popup({
  id: 301,
  title: 'Hostile pop-up',
  content: [
    '<p>Still <strong>readable</strong></p>',
    '<script>window.ranScript = true</script>',
    '<img src="x" alt="" onerror="window.ranOnerror = true">',
    '<a href="javascript:window.ranLink = true">javascript link</a>',
  ].join(''),
});
const withLinks = popup({
  id: 302,
  title: 'Links',
  content: '<p><a href="/m/help">Help centre</a> or <a href="https://help.example/payments">payment guide</a></p>',
});

async function renderPopup(content: ContentItem[], who: SessionInfo | null = null) {
  const testApp = await startTestApp({ content, session: who });
  return renderInRouter(<AnnouncementPopupHost />, { app: testApp });
}

/** The popup after its 500 ms wait and its load. */
const findPopup = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3000 });

function popupState({ app }: TestApp) {
  const popupActor = app.getSnapshot().children.announcementPopup;
  if (popupActor === undefined) throw new Error('no announcement popup');
  return popupActor.getSnapshot();
}

/** Reduced motion on (or off): jsdom has no matchMedia of its own. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** jsdom has no AnimationEvent: an `animationend` carrying the animation's name, as a browser sends it. */
function animationEnd(animationName: string): Event {
  return Object.assign(new Event('animationend', { bubbles: true }), { animationName });
}

describe('announcement popup (shell-and-content §4)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    for (const flag of ['ranScript', 'ranOnerror', 'ranLink']) Reflect.deleteProperty(window, flag);
  });

  it('has no paging for a single pop-up', async () => {
    await renderPopup([welcome, firstLoginGift]);
    const dialog = await findPopup(welcome.title);
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows a visitor the group B pop-ups in a modal dialog, paged with previous and next', async () => {
    const second = popup({ id: 303, title: 'Second visitor pop-up' });
    await renderPopup([welcome, dailyRewards, firstLoginGift, second]);
    const dialog = await findPopup(welcome.title);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Welcome to WinPlay', { selector: 'p' })).toBeDefined();
    expect(within(dialog).getByText('Announcement 1 of 2')).toBeDefined();
    expect(within(dialog).getByText('1 / 2')).toBeDefined();
    const previous = within(dialog).getByRole('button', { name: 'Previous' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    // Close has the focus; a visitor is offered no promotion, even for an entry that has one.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).queryByRole('button', { name: 'Invite friends' })).toBeNull();

    next.focus();
    fireEvent.click(next);
    expect(await findPopup(second.title)).toBeDefined();
    expect(within(dialog).getByText('2 / 2')).toBeDefined();
    expect(next).toHaveProperty('disabled', true);
    expect(previous).toHaveProperty('disabled', false);
    // The button used is disabled now: focus moved to the other one.
    expect(document.activeElement).toBe(previous);
    fireEvent.click(previous);
    expect(await findPopup(welcome.title)).toBeDefined();
  });

  it('shows a member the group A pop-ups, with the promotion button where one is set', async () => {
    const missions = popup({ ...dailyRewards, promotionType: 'MISSION' });
    const { user, router } = await renderPopup([welcome, missions, maintenance, firstLoginGift], session());
    const dialog = await findPopup(dailyRewards.title);
    expect(within(dialog).getByText('1 / 2')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await findPopup(maintenance.title);
    expect(within(dialog).queryByRole('button', { name: 'Go to missions' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Go to missions' }));
    await screen.findByRole('heading', { name: 'page /m/activity' });
    expect(router.state.location.pathname).toBe('/m/activity');
    // Leaving for the promotion closes the set.
    expect(readShownSet()).toEqual({ signature: shownSetSignature([dailyRewards, maintenance]), show: false });
  });

  it('adds the F pop-ups on a member’s first login only', async () => {
    await renderPopup([dailyRewards, firstLoginGift], session({ firstTimeLogin: true }));
    const dialog = await findPopup(dailyRewards.title);
    expect(within(dialog).getByText('1 / 2')).toBeDefined();
  });

  it('closes with an animation and stores the set as closed', async () => {
    prefersReducedMotion(false);
    const { user, testApp } = await renderPopup([welcome]);
    const dialog = await findPopup(welcome.title);
    expect(readShownSet()).toEqual({ signature: shownSetSignature([welcome]), show: true });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Still on screen while it animates out; the end of the animation takes it away.
    const backdrop = dialog.parentElement;
    if (backdrop === null) throw new Error('no backdrop');
    expect(backdrop.classList).toContain('announcement-popup--closing');
    expect(popupState(testApp).hasTag('closing')).toBe(true);
    // Another animation's end (the panel's) changes nothing; the backdrop's ends the closing.
    act(() => void backdrop.dispatchEvent(animationEnd('announcement-popup-sink')));
    expect(popupState(testApp).hasTag('closing')).toBe(true);
    act(() => void backdrop.dispatchEvent(animationEnd('announcement-popup-out')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readShownSet()).toEqual({ signature: shownSetSignature([welcome]), show: false });
  });

  it('stays hidden when this set was closed before', async () => {
    window.localStorage.setItem(
      popupStorageKeys.shownSet,
      JSON.stringify({ signature: shownSetSignature([welcome]), show: false }),
    );
    const { testApp } = await renderPopup([welcome]);
    await waitFor(() => expect(popupState(testApp).value).toBe('hidden'), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again when the set changed since it was closed', async () => {
    window.localStorage.setItem(
      popupStorageKeys.shownSet,
      JSON.stringify({ signature: shownSetSignature([welcome]), show: false }),
    );
    const changed = popup({ ...welcome, content: '<p>New welcome offer</p>' });
    await renderPopup([changed]);
    expect(await findPopup(welcome.title)).toBeDefined();
    expect(screen.getByText('New welcome offer')).toBeDefined();
  });

  it('closes at once under reduced motion, and with Escape', async () => {
    prefersReducedMotion(true);
    const { user } = await renderPopup([welcome]);
    await findPopup(welcome.title);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readShownSet()?.show).toBe(false);
  });

  it('never runs the content’s scripts, handlers or javascript: links, and renders the rest', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderPopup([hostile]);
    const dialog = await findPopup(hostile.title);
    expect(await within(dialog).findByText('readable')).toBeDefined();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    await user.click(within(dialog).getByText('javascript link'));
    await act(async () => {});
    expect(['ranScript', 'ranOnerror', 'ranLink'].filter((flag) => flag in window)).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    // A link that goes nowhere leaves the popup open.
    expect(screen.getByRole('dialog', { name: hostile.title })).toBeDefined();
  });

  it('opens an http link outside the app and stays; an in-app link closes it and navigates', async () => {
    prefersReducedMotion(true);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user, router } = await renderPopup([withLinks]);
    const dialog = await findPopup(withLinks.title);
    await user.click(await within(dialog).findByRole('link', { name: 'payment guide' }));
    expect(open).toHaveBeenCalledWith('https://help.example/payments', '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('dialog', { name: withLinks.title })).toBeDefined();
    expect(router.state.location.pathname).toBe('/m/home');

    await user.click(within(dialog).getByRole('link', { name: 'Help centre' }));
    await screen.findByRole('heading', { name: 'page /m/help' });
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readShownSet()?.show).toBe(false);
  });

  it('shows nothing when there is no pop-up for the viewer', async () => {
    const { testApp } = await renderPopup([dailyRewards, firstLoginGift]);
    await waitFor(() => expect(popupState(testApp).value).toBe('hidden'), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
