import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import { AnnouncementBar } from '../../src/screens/home/AnnouncementBar';
import { contentItem, renderSection, tap } from './support/homeSections';

/** Named "Announcements: " and what it shows (WCAG 2.5.3: the visible text is in the name). */
const bar = () => screen.getByRole('link', { name: /^Announcements: / });

describe('announcement bar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says there is no announcement, and still opens the announcements page', async () => {
    const { router } = await renderSection(<AnnouncementBar />, {
      // Other kinds of content are not player announcements.
      content: [contentItem({ id: 1, type: 'A', title: 'For agents only' }), contentItem({ id: 2, type: 'B', title: 'A banner' })],
    });
    expect(screen.getByRole('link', { name: 'Announcements: No announcement' })).toBe(bar());
    expect(screen.queryByText(/For agents only|A banner/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause announcements' })).toBeNull();
    tap(bar());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'));
  });

  it('runs the player announcements’ titles in one line, read out once', async () => {
    const { router } = await renderSection(<AnnouncementBar />, {
      content: [
        contentItem({ id: 1, type: 'PL', title: 'Maintenance on Sunday' }),
        contentItem({ id: 2, type: 'PL', title: 'New slots every week' }),
      ],
    });
    const link = bar();
    expect(link.getAttribute('href')).toBe('/m/notice');
    const line = 'Maintenance on Sunday   •   New slots every week';
    expect(screen.getByRole('link', { name: 'Announcements: Maintenance on Sunday • New slots every week' })).toBe(link);
    // The second copy only closes the loop of the moving line.
    expect(screen.getAllByText(line, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }).map((copy) => copy.getAttribute('aria-hidden'))).toEqual([
      null,
      'true',
    ]);
    tap(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'));
  });

  it('the moving line can be paused and set going again', async () => {
    await renderSection(<AnnouncementBar />, { content: [contentItem({ id: 1, type: 'PL', title: 'Maintenance on Sunday' })] });
    const pause = screen.getByRole('button', { name: 'Pause announcements' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    tap(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(pause.closest('[data-paused]')).not.toBeNull();
    tap(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    expect(pause.closest('[data-paused]')).toBeNull();
  });
});
