import { useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { GameItem } from '../../../../contract';
import { GameTile } from '../../../ui/games/GameTile';
import type { FavouriteToggle } from '../../../ui/games/useFavourites';

type Props = {
  games: readonly GameItem[];
  /** The games the list will hold once every page is in (at least `games.length`): their place is kept. */
  expectedCount: number;
  back: string;
  favourites: FavouriteToggle;
  /** The user is within `nearEndPx` of the list's end. */
  onNearEnd: () => void;
};

/** §9: the next page is asked for within 500 px of the bottom. */
const nearEndPx = 500;
const wideQuery = '(min-width: 520px)';

/**
 * A long list of games as a grid whose rows exist in the page only near the screen, so hundreds of
 * games keep the page as light as a few dozen. Every row takes the height of the first one, measured
 * once (and again on a resize); the total height is kept, so the scrollbar and the position never jump.
 * The games still to come have their place from the start, shown as placeholders until their page
 * is in: the list's end, and the page below it, stay where they are as pages arrive.
 */
export const VirtualGameGrid = memo(function VirtualGameGrid({ games, expectedCount, back, favourites, onNearEnd }: Props) {
  const { t } = useLingui();
  const columns = useSyncExternalStore(subscribeWide, () => (wideScreen()?.matches ? 4 : 3));
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetFromPageTop(listRef);
  const [rowHeight, setRowHeight] = useState<number | null>(null);
  const [firstScreenRect] = useState(screenRect);

  const loadedRows = Math.ceil(games.length / columns);
  const rows = Math.max(loadedRows, Math.ceil(expectedCount / columns));
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;
  const loaded = useRef(loadedRows);
  loaded.current = loadedRows;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    // The screen's size from the first render, not 0 × 0 until the virtualizer has looked: the first
    // rows are then drawn with the rest of the screen, in React's slices, rather than all at once in
    // the task that mounts them (TBT, issue 14).
    initialRect: firstScreenRect,
    // Every row is as tall as the first (square pictures, two lines of name): measured once, not
    // row by row, so a row arriving while scrolling forces no layout.
    estimateSize: () => rowHeight ?? estimatedRowHeight(listRef.current?.clientWidth || pageContentWidth(), columns),
    overscan: 3,
    scrollMargin,
    // A scroll re-renders the rows in React's own time, not synchronously inside the scroll event
    // (measured: a third of the scripting while scrolling at 4x CPU).
    useFlushSync: false,
    onChange: (instance) => {
      if (nearTheEnd(instance, loaded.current)) nearEnd.current();
    },
  });
  const rowsShown = virtualizer.getVirtualItems().length > 0;
  const onRowHeight = useCallback(
    (height: number) => {
      const estimate = estimatedRowHeight(listRef.current?.clientWidth || pageContentWidth(), columns);
      const measured = Math.abs(height - estimate) > 0.5 ? height : null;
      // A row as tall as estimated keeps the estimate; another height moves the rows before the
      // frame is painted (and only then: a flush would draw every update waiting, at once).
      if (measured !== rowHeight) flushSync(() => setRowHeight(measured));
    },
    [columns, rowHeight],
  );
  useRowHeight(listRef, rowsShown, onRowHeight);
  useRemeasure(virtualizer, rowHeight, columns);

  // A list shorter than the screen asks for more without waiting for a scroll.
  useEffect(() => {
    if (nearTheEnd(virtualizer, loadedRows)) nearEnd.current();
  }, [loadedRows, scrollMargin, virtualizer]);

  return (
    <div ref={listRef} className="game-rows" role="list" aria-label={t`Games`} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="game-rows__row"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {games.slice(row.index * columns, (row.index + 1) * columns).map((game, column) => (
            <div key={game.nodeId} role="listitem" aria-setsize={games.length} aria-posinset={row.index * columns + column + 1}>
              <GameTile game={game} back={back} favourites={favourites} priority={row.index === 0} />
            </div>
          ))}
          {placeholders(row.index, columns, games.length, expectedCount).map((position) => (
            // A tile's shape, so a row of them is as tall as a row of games.
            <div key={`coming-${position}`} className="game-tile" aria-hidden="true">
              <span className="tile-image game-tile__image games-shimmer" />
              <span className="game-tile__name" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});

/** The places in this row of games still to come: after the loaded ones, up to the expected count. */
function placeholders(row: number, columns: number, loaded: number, expected: number): number[] {
  const first = Math.max(row * columns, loaded);
  const last = Math.min((row + 1) * columns, expected);
  return Array.from({ length: Math.max(0, last - first) }, (_, index) => first + index);
}

/**
 * Whether the screen's bottom is within `nearEndPx` of the loaded games' end, from what the
 * virtualizer last read of the scroll (reading the window's scroll instead would force a layout
 * after a page's rows were added).
 */
function nearTheEnd(instance: Virtualizer<Window, Element>, loadedRows: number): boolean {
  const end = instance.measurementsCache[loadedRows - 1]?.end ?? instance.options.scrollMargin + instance.getTotalSize();
  const bottom = (instance.scrollOffset ?? 0) + (instance.scrollRect?.height ?? window.innerHeight);
  return end - bottom <= nearEndPx;
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
function pageContentWidth(): number {
  return Math.min(window.innerWidth, 640) - 2 * 16;
}

/** A square picture, two lines of name and the row gap (gameTile.css), before a row is measured. */
function estimatedRowHeight(width: number, columns: number): number {
  const columnGap = 10;
  const tile = (width - columnGap * (columns - 1)) / columns;
  return tile + 6 + 34 + 12;
}
