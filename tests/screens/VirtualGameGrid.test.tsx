import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { VirtualGameGrid } from '../../src/screens/games/gameList/VirtualGameGrid';
import type { FavouriteToggle } from '../../src/ui/games/useFavourites';
import { renderWithI18n } from './support/renderWithI18n';

const favourites: FavouriteToggle = { isFavourite: () => false, toggle: () => undefined, add: () => undefined };

/** The window scrolled to `top`, as the virtualizer reads it (jsdom does not scroll). */
function scrollWindowTo(top: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    window.dispatchEvent(new Event('scroll'));
  });
}

/**
 * 46 games, 26 a page: page 2 (games 27 to 46) failed. No page is in, so every place is a
 * placeholder (the rows here are the grid's own, no tile needs the app). jsdom lays nothing out:
 * the grid has 3 columns and rows of the estimated height for the 1024 px window, 16 rows in all.
 */
function renderFailedPage(onRetryPage: (page: number) => void) {
  return renderWithI18n(
    <VirtualGameGrid
      count={46}
      loadedCount={26}
      pageSize={26}
      gameAt={() => undefined}
      failedPages={[2]}
      back="/m/gameList"
      favourites={favourites}
      onNearEnd={() => undefined}
      onRange={() => undefined}
      onRetryPage={onRetryPage}
    />,
  );
}

const retry = () => screen.getByRole('button', { name: 'Loading failed, click to retry' });

describe('VirtualGameGrid: a failed page’s retry', () => {
  afterEach(() => scrollWindowTo(0));

  // Issue 35, the lost retry: the retry sat in the first of the page's rows in the page (the rows
  // drawn around the screen), so each scroll that drew other rows took it out of one row and put a
  // new one in another. A tap whose press and release came either side of that render (a tap just
  // after a fling settles; the e2e click, which scrolls the button into view first) hit no button.
  it('stays one element, in one place, while the rows in the page change', () => {
    const onRetryPage = vi.fn();
    renderFailedPage(onRetryPage);
    const listHeight = Number.parseFloat(screen.getByRole('list', { name: 'Games' }).style.height);
    const rowHeight = listHeight / 16;

    // At the end of the list, then a row and a half up: other rows are drawn around the screen.
    scrollWindowTo(listHeight - window.innerHeight);
    const button = retry();
    const place = button.getBoundingClientRect();
    scrollWindowTo(listHeight - window.innerHeight - 1.5 * rowHeight);
    scrollWindowTo(listHeight - window.innerHeight - 3 * rowHeight);

    expect(button.isConnected, 'the retry pressed is still the one in the page').toBe(true);
    expect(retry()).toBe(button);
    expect(button.getBoundingClientRect()).toEqual(place);
    fireEvent.click(button);
    expect(onRetryPage).toHaveBeenCalledWith(2);
  });

  it('covers only the rows that are wholly the failed page’s, not a row it shares with the page before', () => {
    renderFailedPage(() => undefined);
    const listHeight = Number.parseFloat(screen.getByRole('list', { name: 'Games' }).style.height);
    const rowHeight = listHeight / 16;
    const place = retry().closest('.game-rows__failed-page');
    if (!(place instanceof HTMLElement)) throw new Error('the failed page has no place of its own');
    // Games 25 and 26 (page 1) share row 9 with game 27 (page 2): page 2's own rows are 10 to 16.
    expect(Number.parseFloat(place.style.top)).toBeCloseTo(9 * rowHeight);
    expect(Number.parseFloat(place.style.height)).toBeCloseTo(7 * rowHeight - 12);
    // The retry is said once, whatever rows are drawn.
    scrollWindowTo(listHeight - window.innerHeight);
    expect(screen.getAllByRole('button', { name: 'Loading failed, click to retry' })).toHaveLength(1);
  });
});
