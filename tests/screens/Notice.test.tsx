import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type ContentItem } from '../../contract';
import { memberNoticesQuery } from '../../src/api/memberQueries';
import { session } from '../support/fixtures';
import { fakeInboxPlatform, memberNotice } from './support/inboxPlatform';
import { renderApp } from './support/renderApp';
import { renderSettled } from './support/renderSettled';
import { startTestApp } from './support/testApp';

const footer = () => within(screen.getByRole('main')).getByRole('status');
const findFooter = async () => within(await screen.findByRole('main')).findByRole('status');
const noticeButtons = () => within(screen.getByRole('list', { name: 'Announcements' })).getAllByRole('button');
const titles = () => noticeButtons().map((button) => button.querySelector('.readable__title')?.textContent);

const playerNotice = (id: number, title: string, day: number): ContentItem => ({
  id,
  type: 'PL',
  title,
  content: `<p>${title} body</p>`,
  imageUrl: null,
  url: null,
  execution: null,
  promotionType: null,
  publishedAt: Date.UTC(2026, 10, day),
});

describe('/m/notice', () => {
  it('shows a guest the player announcements as home lists them, newest first, without read state', async () => {
    const platform = fakeInboxPlatform();
    const app = await startTestApp({ content: [playerNotice(1, 'Older', 3), playerNotice(2, 'Newer', 9)] });
    await renderSettled('/m/notice', app);
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Newer', 'Older']);
    expect(await screen.findByText('Newer body')).toBeTruthy();
    expect(screen.queryByText(/unread/i)).toBeNull();
    expect(platform.calls(apiPaths.memberNotices)).toEqual([]);
  });

  it('shows a member the player announcements with read state; each opened one is marked read and the footer counts down', async () => {
    const platform = fakeInboxPlatform({
      notices: [
        memberNotice({ id: 1, title: 'Server move', publishedAt: Date.UTC(2026, 10, 1) }),
        memberNotice({ id: 2, title: 'New games', publishedAt: Date.UTC(2026, 10, 5) }),
        memberNotice({ id: 3, title: 'Holiday hours', read: true, publishedAt: Date.UTC(2026, 10, 3) }),
        memberNotice({ id: 4, type: 'A', title: 'Agent only' }),
      ],
    });
    const { user } = await renderApp('/m/notice', { app: await startTestApp({ session: session() }) });
    expect((await findFooter()).textContent).toBe('2 unread announcements');
    expect(titles()).toEqual(['New games', 'Holiday hours', 'Server move']);
    expect(platform.calls(apiPaths.memberNotices)[0]?.query.get('types')).toBe('PL');

    await user.click(screen.getByRole('button', { name: /^New games Unread/ }));
    expect(await screen.findByText('Body of notice 2')).toBeTruthy();
    await waitFor(() => expect(footer().textContent).toBe('1 unread announcement'));
    expect(platform.calls(apiPaths.noticeRead).map(({ method, body }) => [method, body])).toEqual([['POST', { id: 2 }]]);

    // A read one asks nothing.
    await user.click(screen.getByRole('button', { name: /^Holiday hours/ }));
    await user.click(screen.getByRole('button', { name: /^Server move Unread/ }));
    await waitFor(() => expect(footer().textContent).toBe('No unread announcements'));
    expect(platform.calls(apiPaths.noticeRead).map(({ body }) => body)).toEqual([{ id: 2 }, { id: 1 }]);
    expect(noticeButtons().some((button) => button.textContent?.includes('Unread'))).toBe(false);
  });

  it('offers a member a retry when the announcements fail', async () => {
    const platform = fakeInboxPlatform({ notices: [memberNotice({ id: 1, title: 'Server move' })] });
    platform.fail('memberNotices');
    const { user } = await renderApp('/m/notice', { app: await startTestApp({ session: session() }) });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    platform.recover('memberNotices');
    await user.click(retry);
    expect(await screen.findByRole('button', { name: /^Server move Unread/ })).toBeTruthy();
  });

  it('says so when a member has no announcement', async () => {
    fakeInboxPlatform();
    await renderApp('/m/notice', { app: await startTestApp({ session: session() }) });
    expect(await screen.findByText('No announcement')).toBeTruthy();
    expect(footer().textContent).toBe('No unread announcements');
  });
});

describe('/m/member/notice?types=', () => {
  const agentNotices = [
    memberNotice({ id: 1, type: 'A', title: 'Commission rates' }),
    memberNotice({ id: 2, type: 'A', title: 'Team targets' }),
    memberNotice({ id: 3, type: 'PL', title: 'Player promo' }),
  ];
  const agent = () => startTestApp({ session: session({ type: 1 }) });

  it('shows an agent the agent announcements (types=A); reading one counts the footer down and the agent home’s badge with it', async () => {
    const platform = fakeInboxPlatform({ notices: agentNotices });
    const app = await agent();
    const { user } = await renderApp('/m/member/notice?types=A', { app });
    expect((await findFooter()).textContent).toBe('2 unread announcements');
    expect(titles()).toEqual(['Team targets', 'Commission rates']);
    expect(platform.calls(apiPaths.memberNotices).map(({ query }) => query.get('types'))).toEqual(['A']);

    await user.click(screen.getByRole('button', { name: /^Commission rates Unread/ }));
    await waitFor(() => expect(footer().textContent).toBe('1 unread announcement'));
    // The agent home's badge reads the same list.
    expect(app.queryClient.getQueryData(memberNoticesQuery('token-1', 'demo', ['A']).queryKey)?.footer.unreadCount).toBe(1);
  });

  it('shows the player announcements with types=PL', async () => {
    fakeInboxPlatform({ notices: agentNotices });
    await renderApp('/m/member/notice?types=PL', { app: await agent() });
    await findFooter();
    expect(titles()).toEqual(['Player promo']);
  });

  it('takes agent announcements without types, or with a type it does not know', async () => {
    const platform = fakeInboxPlatform({ notices: agentNotices });
    const { router } = await renderApp('/m/member/notice', { app: await agent() });
    await findFooter();
    expect(titles()).toEqual(['Team targets', 'Commission rates']);
    await router.navigate({ href: '/m/member/notice?types=PU' });
    await waitFor(() => expect(router.state.location.search).toEqual({ types: undefined }));
    expect(titles()).toEqual(['Team targets', 'Commission rates']);
    expect(platform.calls(apiPaths.memberNotices).map(({ query }) => query.get('types'))).toEqual(['A']);
  });
});
