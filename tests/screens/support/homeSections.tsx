import { useState, type ReactNode } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { ContentItem, HotMatch } from '../../../contract';
import { contentKeys, hotMatchesQuery } from '../../../src/api/contentQueries';
import { renderInRouter } from './renderInRouter';
import { startTestApp } from './testApp';

/** A content item of home (banner, announcement) with only what a test is about given. */
export function contentItem(overrides: Partial<ContentItem> & Pick<ContentItem, 'id' | 'type' | 'title'>): ContentItem {
  return { content: '', imageUrl: null, url: null, execution: null, promotionType: null, publishedAt: 0, ...overrides };
}

export function hotMatch(overrides: Partial<HotMatch> & Pick<HotMatch, 'roomId' | 'homeTeam' | 'awayTeam'>): HotMatch {
  return {
    vendor: 'SBO',
    nodeId: 'SPORT-1',
    league: 'Philippine Premier League',
    matchTime: new Date(2026, 0, 5, 7, 3).getTime(),
    homeTeamImageUrl: 'team/home.svg',
    awayTeamImageUrl: 'team/away.svg',
    ...overrides,
  };
}

let reveal: (() => void) | undefined;

/** Renders nothing until the test reveals it: its timers start on the test's clock. */
function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  reveal = () => setShown(true);
  return shown ? children : null;
}

/**
 * A home section above the test router's pages, with home's content and hot matches as the
 * platform would answer them (hot matches left out, or content 'ask the platform': the section
 * asks the platform, through `fetch`). The section
 * mounts on a fake clock (timeouts only), so a test moves the carousels with `advance` and taps with `tap`.
 */
export async function renderSection(
  section: ReactNode,
  { content = [], hotMatches }: { content?: ContentItem[] | 'ask the platform'; hotMatches?: HotMatch[] } = {},
) {
  const testApp = await startTestApp({ content: content === 'ask the platform' ? [] : content });
  if (content === 'ask the platform') testApp.queryClient.removeQueries({ queryKey: contentKeys.all });
  if (hotMatches !== undefined) testApp.queryClient.setQueryData(hotMatchesQuery().queryKey, hotMatches);
  const rendered = await renderInRouter(<Deferred>{section}</Deferred>, { app: testApp });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => reveal?.());
  return rendered;
}

/**
 * A tap. Not user-event: Testing Library's wrapper of its actions drains on a real timeout, which
 * a fake clock never fires (it only advances Jest's, not Vitest's).
 */
export const tap = (element: HTMLElement) => fireEvent.click(element);

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
