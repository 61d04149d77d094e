import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { apiPaths } from '../../contract';
import { unreadMessageCountQuery } from '../../src/api/memberQueries';
import { session } from '../support/fixtures';
import { fakeInboxPlatform, message } from './support/inboxPlatform';
import { renderApp } from './support/renderApp';
import { startTestApp } from './support/testApp';

async function openInbox(path = '/m/webEmail') {
  const testApp = await startTestApp({ session: session() });
  return renderApp(path, { app: testApp });
}

const inbox = () => screen.getByRole('list', { name: 'Messages' });
/** The inbox's unread count, a status the page says in words. */
const unreadStatus = () => within(screen.getByRole('main')).getByRole('status');
const findUnreadStatus = async () => within(await screen.findByRole('main')).findByRole('status');
const messageButtons = () => within(inbox()).getAllByRole('button');

describe('/m/webEmail, the message centre', () => {
  it('lists the inbox newest first with the unread count; unread ones say so in words', async () => {
    fakeInboxPlatform({
      messages: [message({ id: 1, title: 'Welcome', read: true }), message({ id: 3, title: 'Bonus credited' }), message({ id: 2, title: 'Maintenance' })],
    });
    await openInbox();
    expect((await findUnreadStatus()).textContent).toContain('2 unread messages');
    expect(messageButtons().map((button) => button.querySelector('.readable__title')?.textContent)).toEqual(['Bonus credited', 'Maintenance', 'Welcome']);
    expect(screen.getByRole('button', { name: /^Bonus credited Unread/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /^Welcome/ }).textContent).not.toContain('Unread');
  });

  it('opening an unread message shows its sanitised content and marks it read on the platform: the list, the count and the icon’s count follow', async () => {
    const platform = fakeInboxPlatform({
      messages: [message({ id: 1, title: 'Bonus credited', content: '<p>Your bonus is in.</p><img src=x onerror="window.ran=1">' }), message({ id: 2 })],
    });
    const { user, testApp } = await openInbox();
    const bonus = await screen.findByRole('button', { name: /^Bonus credited Unread/ });
    await user.click(bonus);
    expect(bonus.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Your bonus is in.')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(unreadStatus().textContent).toContain('1 unread message'));
    expect(bonus.textContent).not.toContain('Unread');
    expect(platform.calls(apiPaths.messageRead)).toEqual([{ method: 'POST', query: expect.any(URLSearchParams), body: { id: 1 } }]);
    expect(testApp.queryClient.getQueryData(unreadMessageCountQuery('token-1').queryKey)).toBe(1);

    // Closing and opening a read message asks nothing more.
    await user.click(bonus);
    expect(bonus.getAttribute('aria-expanded')).toBe('false');
    await user.click(bonus);
    expect(platform.calls(apiPaths.messageRead)).toHaveLength(1);
  });

  it('keeps the read state the platform keeps: a new visit shows it read', async () => {
    const platform = fakeInboxPlatform({ messages: [message({ id: 1, title: 'Bonus credited' })] });
    const { user } = await openInbox();
    await user.click(await screen.findByRole('button', { name: /^Bonus credited Unread/ }));
    await waitFor(() => expect(platform.inbox[0]?.read).toBe(true));
    // A new page load: a new app and cache, the same platform.
    cleanup();
    await openInbox();
    expect((await findUnreadStatus()).textContent).toContain('No unread messages');
  });

  it('the inbox sets the message icon’s count as soon as it loads', async () => {
    fakeInboxPlatform({ messages: [message({ id: 1 }), message({ id: 2 }), message({ id: 3, read: true })] });
    const { testApp } = await openInbox();
    await screen.findByRole('list', { name: 'Messages' });
    expect(testApp.queryClient.getQueryData(unreadMessageCountQuery('token-1').queryKey)).toBe(2);
  });

  it('a read that fails leaves the message unread; opening it again tries again', async () => {
    const platform = fakeInboxPlatform({ messages: [message({ id: 1, title: 'Bonus credited' })] });
    platform.fail('messageRead');
    const { user } = await openInbox();
    const bonus = await screen.findByRole('button', { name: /^Bonus credited Unread/ });
    await user.click(bonus);
    await waitFor(() => expect(platform.calls(apiPaths.messageRead)).toHaveLength(1));
    expect(unreadStatus().textContent).toContain('1 unread message');
    expect(bonus.textContent).toContain('Unread');
    platform.recover('messageRead');
    await user.click(bonus);
    await user.click(bonus);
    await waitFor(() => expect(unreadStatus().textContent).toContain('No unread messages'));
    expect(platform.calls(apiPaths.messageRead)).toHaveLength(2);
  });

  it('pages: the first 20 messages, then the next page on request', async () => {
    const platform = fakeInboxPlatform({ messages: Array.from({ length: 25 }, (_, index) => message({ id: index + 1 })) });
    const { user } = await openInbox();
    await screen.findByRole('list', { name: 'Messages' });
    expect(messageButtons()).toHaveLength(20);
    expect(platform.calls(apiPaths.messages).map(({ query }) => [query.get('pageNo'), query.get('pageSize')])).toEqual([['1', '20']]);
    await user.click(screen.getByRole('button', { name: 'More messages' }));
    await waitFor(() => expect(messageButtons()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'More messages' })).toBeNull();
    expect(unreadStatus().textContent).toContain('25 unread messages');
  });

  it('a next page that fails offers a retry in its place', async () => {
    const platform = fakeInboxPlatform({ messages: Array.from({ length: 21 }, (_, index) => message({ id: index + 1 })) });
    const { user } = await openInbox();
    await screen.findByRole('list', { name: 'Messages' });
    platform.fail('messages');
    await user.click(screen.getByRole('button', { name: 'More messages' }));
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(messageButtons()).toHaveLength(20);
    platform.recover('messages');
    await user.click(retry);
    await waitFor(() => expect(messageButtons()).toHaveLength(21));
  });

  it('says so when the inbox is empty', async () => {
    fakeInboxPlatform();
    await openInbox();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(unreadStatus().textContent).toContain('No unread messages');
    expect(screen.queryByRole('button', { name: 'More messages' })).toBeNull();
  });

  it('a failed inbox offers a retry under the page’s own header', async () => {
    const platform = fakeInboxPlatform({ messages: [message({ id: 1, title: 'Bonus credited' })] });
    platform.fail('messages');
    const { user } = await openInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Message center' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    platform.recover('messages');
    await user.click(retry);
    expect(await screen.findByRole('button', { name: /^Bonus credited Unread/ })).toBeTruthy();
  });
});

describe('/m/message', () => {
  it('shows the same inbox under its own title', async () => {
    fakeInboxPlatform({ messages: [message({ id: 1, title: 'Bonus credited' })] });
    await openInbox('/m/message');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Bonus credited Unread/ })).toBeTruthy();
  });

  it('sends a guest home', async () => {
    fakeInboxPlatform();
    const { router } = await renderApp('/m/message');
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
