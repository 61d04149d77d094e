import { Trans, useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { GameItem } from '../../../../contract';
import { gameListLimits } from '../../../../machines/constants';
import { pageOfItem, pagesOfItems } from '../../../../machines/support/paging';
import { useDeviceFact } from '../../../platform/useHydrated';
import { GameTile } from '../../../ui/games/GameTile';
import { RetryButton } from '../../../ui/QueryContent';
import type { FavouriteToggle } from '../../../ui/games/useFavourites';

type Props = {
  /** The games the list holds, loaded or not: each has its place from the start. */
  count: number;
  /** How many games are in so far (what each tile's set size says). */
  loadedCount: number;
  pageSize: number;
  /** The game at a place; undefined while its page is not in, null where its page has none. */
  gameAt: (index: number) => GameItem | null | undefined;
  /** Pages that failed: their rows say so, with the retry. */
  failedPages: readonly number[];
  back: string;
  favourites: FavouriteToggle;
  /** The user is within `nearEndPx` of the end of the games in, on screen. */
  onNearEnd: () => void;
  /** The pages the rows in the page (on screen and just around it) need. */
  onRange: (pages: number[]) => void;
  onRetryPage: (page: number) => void;
};

/** §9: the next page is asked for within 500 px of the bottom. */
const nearEndPx = gameListLimits.nearEndPx;
const wideQuery = '(min-width: 520px)';

/**
 * A long list of games as a grid whose rows exist in the page only near the screen, so hundreds of
 * games keep the page as light as a few dozen. Every row takes the height of the first one, measured
 * once (and again on a resize); the list is as tall as all its games from the first page on, so the
 * scrollbar, a fling and a jump to the end work before the pages are in (issue 35). A place whose
 * page is not in yet is a placeholder of a tile's size; a failed page's rows say so with the retry.
 */
export const VirtualGameGrid = memo(function VirtualGameGrid({
  count,
  loadedCount,
  pageSize,
  gameAt,
  failedPages,
  back,
  favourites,
  onNearEnd,
  onRange,
  onRetryPage,
}: Props) {
  const { t } = useLingui();
  // The server draws a phone's three columns and screen; hydrated, the list follows the browser's.
  const columns = useSyncExternalStore(subscribeWide, () => (wideScreen()?.matches ? 4 : 3), () => 3);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetFromPageTop(listRef);
  const [rowHeight, setRowHeight] = useState<number | null>(null);
  const firstScreenRect = useDeviceFact(screenRect, phoneScreen);

  const rows = Math.ceil(count / columns);
  const reports = useRef({ onNearEnd, onRange, gameAt, columns, pageSize, count, range: '' });
  reports.current = { ...reports.current, onNearEnd, onRange, gameAt, columns, pageSize, count };
  const virtualizer = useWindowVirtualizer({
    count: rows,
    // The screen's size from the first render, not 0 × 0 until the virtualizer has looked: the first
    // rows are then drawn with the rest of the screen, in React's slices, rather than all at once in
    // the task that mounts them (TBT, issue 14).
    initialRect: firstScreenRect,
    // Every row is as tall as the first (square pictures, two lines of name): measured once, not
    // row by row, so a row arriving while scrolling forces no layout.
    estimateSize: () => rowHeight ?? estimatedRowHeight(listRef.current?.clientWidth || pageContentWidth(firstScreenRect.width), columns),
    overscan: 3,
    scrollMargin,
    // A scroll re-renders the rows in React's own time, not synchronously inside the scroll event
    // (measured: a third of the scripting while scrolling at 4x CPU).
    useFlushSync: false,
    onChange: (instance) => report(instance, reports.current),
  });
  const rowsShown = virtualizer.getVirtualItems().length > 0;
  const onRowHeight = useCallback(
    (height: number) => {
      const estimate = estimatedRowHeight(listRef.current?.clientWidth || pageContentWidth(firstScreenRect.width), columns);
      const measured = Math.abs(height - estimate) > 0.5 ? height : null;
      // A row as tall as estimated keeps the estimate; another height moves the rows before the
      // frame is painted (and only then: a flush would draw every update waiting, at once).
      if (measured !== rowHeight) flushSync(() => setRowHeight(measured));
    },
    [columns, rowHeight, firstScreenRect.width],
  );
  useRowHeight(listRef, rowsShown, onRowHeight);
  useRemeasure(virtualizer, rowHeight, columns);

  // A list shorter than the screen asks for more without waiting for a scroll; a page arriving
  // moves the end of the games in.
  useEffect(() => {
    report(virtualizer, reports.current);
  }, [gameAt, count, scrollMargin, virtualizer]);

  const items = virtualizer.getVirtualItems();

  return (
    <div ref={listRef} className="game-rows" role="list" aria-label={t`Games`} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((row) => (
        <div
          key={row.key}
          className="game-rows__row"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {placesOfRow(row.index, columns, count).map((position) => {
            const game = gameAt(position);
            if (game === null) return <div key={`none-${position}`} aria-hidden="true" />;
            if (game === undefined) {
              // A tile's shape, so a row of them is as tall as a row of games.
              return (
                <div key={`coming-${position}`} className="game-tile" aria-hidden="true">
                  <span className={`tile-image game-tile__image${failedPages.length > 0 && isFailed(position, pageSize, failedPages) ? '' : ' games-shimmer'}`} />
                  <span className="game-tile__name" />
                </div>
              );
            }
            return (
              <div key={game.nodeId} role="listitem" aria-setsize={loadedCount} aria-posinset={position + 1}>
                <GameTile game={game} back={back} favourites={favourites} priority={row.index === 0} />
              </div>
            );
          })}
        </div>
      ))}
      {failedPages.map((page) => {
        const place = failedPlace(virtualizer, page, columns, pageSize, count);
        return place === null ? null : <FailedPage key={page} page={page} {...place} onRetryPage={onRetryPage} />;
      })}
    </div>
  );
});

/**
 * A failed page says so over its own rows, with its retry (issue 35): one element a page, beside
 * the rows rather than in one of them, as tall as the page's rows, whose message and retry stick
 * to the top of the screen while any of those rows are on it. The rows drawn around the screen
 * change with every scroll; the retry does not move with them. (It once sat in the first of the
 * page's rows in the page, so each scroll that drew other rows took it out of one row and into
 * another, often above the screen: a tap pressed before that render and released after it hit
 * no button, and the retry was lost.)
 */
const FailedPage = memo(function FailedPage({
  page,
  top,
  height,
  rowHeight,
  onRetryPage,
}: FailedPlace & {
  page: number;
  onRetryPage: (page: number) => void;
}) {
  const onRetry = useCallback(() => onRetryPage(page), [onRetryPage, page]);
  return (
    <div className="game-rows__failed-page" style={{ top, height }}>
      <div className="game-rows__failed" style={{ height: Math.min(height, rowHeight) }}>
        <span>
          <Trans>The next games could not be loaded.</Trans>
        </span>
        <RetryButton onRetry={onRetry} />
      </div>
    </div>
  );
});

/** The row gap (gameList.css: a row's padding-bottom). */
const rowGap = 12;

/** A failed page's notice, in the list: its top and height, and a row's height (the notice's). */
type FailedPlace = { top: number; height: number; rowHeight: number };

/**
 * Where a failed page's notice goes, in the list: over the rows wholly the page's (not a row it
 * shares with the page before or after, whose games may be in), or over its one row when it has
 * none of its own. From the virtualizer's measurements of every row, not only those drawn.
 */
function failedPlace(virtualizer: Virtualizer<Window, Element>, page: number, columns: number, pageSize: number, count: number): FailedPlace | null {
  const rows = pageRows(page, columns, pageSize, count);
  if (rows === null) return null;
  const first = virtualizer.measurementsCache[rows.first];
  const last = virtualizer.measurementsCache[rows.last];
  if (first === undefined || last === undefined) return null;
  const top = first.start - virtualizer.options.scrollMargin;
  return { top, height: Math.max(0, last.end - first.start - rowGap), rowHeight: Math.max(0, first.size - rowGap) };
}

/** The rows (from 0) wholly a page's; the rows holding any of its games when it has none of its own; null when it has no games in the list. */
function pageRows(page: number, columns: number, pageSize: number, count: number): { first: number; last: number } | null {
  const firstItem = (page - 1) * pageSize;
  const lastItem = Math.min(page * pageSize, count) - 1;
  if (firstItem < 0 || lastItem < firstItem) return null;
  const holding = { first: Math.floor(firstItem / columns), last: Math.floor(lastItem / columns) };
  const own = {
    first: Math.ceil(firstItem / columns),
    last: lastItem === count - 1 ? holding.last : Math.floor((lastItem + 1) / columns) - 1,
  };
  return own.first <= own.last ? own : holding;
}

/** The places (indices from 0) of a row's games. */
function placesOfRow(row: number, columns: number, count: number): number[] {
  const first = row * columns;
  const last = Math.min((row + 1) * columns, count);
  return Array.from({ length: Math.max(0, last - first) }, (_, index) => first + index);
}

function isFailed(position: number, pageSize: number, failedPages: readonly number[]): boolean {
  return failedPages.includes(pageOfItem(position, pageSize).page);
}

type Reports = {
  onNearEnd: () => void;
  onRange: (pages: number[]) => void;
  gameAt: (index: number) => GameItem | null | undefined;
  columns: number;
  pageSize: number;
  count: number;
  /** The range last reported, so an unchanged one is not reported again. */
  range: string;
};

/**
 * Tells the list which pages the rows in the page need (when that changes) and whether the end of
 * the games in is near: the games in from the first row on screen, if its games are in, end within
 * `nearEndPx` of the screen's bottom. From what the virtualizer last read of the scroll (reading the
 * window's scroll instead would force a layout after a page's rows were added).
 */
function report(instance: Virtualizer<Window, Element>, reports: Reports): void {
  const items = instance.getVirtualItems();
  const firstRow = items[0];
  const lastRow = items.at(-1);
  if (firstRow === undefined || lastRow === undefined) return;
  const { columns, pageSize, count, gameAt } = reports;
  const pages = pagesOfItems(firstRow.index * columns, Math.min((lastRow.index + 1) * columns, count) - 1, pageSize);
  const range = pages.join(',');
  if (range !== reports.range) {
    reports.range = range;
    reports.onRange(pages);
  }
  const top = instance.scrollOffset ?? 0;
  const bottom = top + (instance.scrollRect?.height ?? window.innerHeight);
  const onScreen = items.find((item) => item.end > top) ?? firstRow;
  if (gameAt(onScreen.index * columns) === undefined) return;
  let endRow = onScreen.index;
  const rows = Math.ceil(count / columns);
  while (endRow + 1 < rows && gameAt((endRow + 1) * columns) !== undefined) endRow += 1;
  const end = instance.measurementsCache[endRow]?.end ?? instance.options.scrollMargin + instance.getTotalSize();
  if (endRow + 1 < rows && end - bottom <= nearEndPx) reports.onNearEnd();
}

let wideScreenQuery: MediaQueryList | null | undefined;

/** Four columns from 520 px, as gameGrid.css; null where there are no media queries (jsdom). */
function wideScreen(): MediaQueryList | null {
  wideScreenQuery ??= typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery) : null;
  return wideScreenQuery;
}

/**
 * Where the list starts in the page (the virtualizer's scroll margin): measured when the browser
 * first lays the screen out and again whenever the screen's content resizes (the vendor strip
 * arriving, a page of games), never on every render, which would force a layout in each scroll
 * frame. Measured by a resize observer, not as the list mounts: a measure there lays the page out
 * ahead of the browser, in the task that mounts it (TBT, issue 14). Until then the margin is 0,
 * which draws the rows in the same places (their offsets do not depend on it) and a few more of them.
 */
function useOffsetFromPageTop(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (Math.abs(top - current) > 0.5 ? top : current));
    });
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/**
 * The height of a row, the same for every row: whichever row comes first in the list, measured once
 * rows are laid out and again when the list resizes (a turned phone), by a resize observer, whose
 * first report comes as the browser lays the rows out, before it paints them. A row of no height
 * (no layout engine, as in jsdom) keeps the estimate.
 */
function useRowHeight(ref: RefObject<HTMLElement | null>, rowsShown: boolean, onHeight: (height: number) => void) {
  useLayoutEffect(() => {
    const list = ref.current;
    if (!rowsShown || list === null || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      const height = list.firstElementChild?.getBoundingClientRect().height ?? 0;
      if (height > 0) onHeight(height);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [ref, rowsShown, onHeight]);
}

/**
 * The virtualizer's rows worked out again when their height or the columns change; not as the list
 * mounts, where it has just worked them out from the same values.
 */
function useRemeasure(virtualizer: Virtualizer<Window, Element>, rowHeight: number | null, columns: number) {
  const measuredWith = useRef({ rowHeight, columns });
  useLayoutEffect(() => {
    if (measuredWith.current.rowHeight === rowHeight && measuredWith.current.columns === columns) return;
    measuredWith.current = { rowHeight, columns };
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);
}

/** The screen the server draws the list for (a common phone's), before the browser's is known. */
const phoneScreen = { width: 412, height: 915 };

/** The window's size, as the virtualizer reads it. */
function screenRect(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

function subscribeWide(onChange: () => void) {
  const query = wideScreen();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The list's width before it is laid out: the page's, within #root's 640 px less the page's 16 px each side (styles.css). */
function pageContentWidth(screenWidth: number): number {
  return Math.min(screenWidth, 640) - 2 * 16;
}

/** A square picture, two lines of name and the row gap (gameTile.css), before a row is measured. */
function estimatedRowHeight(width: number, columns: number): number {
  const columnGap = 10;
  const tile = (width - columnGap * (columns - 1)) / columns;
  return tile + 6 + 34 + 12;
}
