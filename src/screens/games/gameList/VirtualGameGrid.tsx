import { useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { GameItem } from '../../../../contract';
import { GameTile } from '../../../ui/games/GameTile';
import type { FavouriteToggle } from '../../../ui/games/useFavourites';

type Props = {
  games: readonly GameItem[];
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
 * games keep the page as light as a few dozen. Rows are laid out from their measured height; the
 * total height is kept, so the scrollbar and the position never jump.
 */
export function VirtualGameGrid({ games, back, favourites, onNearEnd }: Props) {
  const { t } = useLingui();
  const columns = useSyncExternalStore(subscribeWide, () => (wideScreen()?.matches ? 4 : 3));
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetFromPageTop(listRef);

  const rows = Math.ceil(games.length / columns);
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;
  const estimate = () => estimatedRowHeight(listRef.current?.clientWidth || window.innerWidth, columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: estimate,
    // A row not laid out (no layout engine, as in jsdom) keeps its estimate rather than collapsing.
    measureElement: (row) => row.getBoundingClientRect().height || estimate(),
    overscan: 3,
    scrollMargin,
    // A scroll re-renders the rows in React's own time, not synchronously inside the scroll event
    // (measured: a third of the scripting while scrolling at 4x CPU).
    useFlushSync: false,
    onChange: (instance) => {
      const end = instance.options.scrollMargin + instance.getTotalSize();
      if (end - (window.scrollY + window.innerHeight) <= nearEndPx) nearEnd.current();
    },
  });

  // A list shorter than the screen asks for more without waiting for a scroll.
  useEffect(() => {
    const end = scrollMargin + virtualizer.getTotalSize();
    if (end - (window.scrollY + window.innerHeight) <= nearEndPx) nearEnd.current();
  }, [games.length, scrollMargin, virtualizer]);

  return (
    <div ref={listRef} className="game-rows" role="list" aria-label={t`Games`} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="game-rows__row"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {games.slice(row.index * columns, (row.index + 1) * columns).map((game, column) => (
            <div key={game.nodeId} role="listitem" aria-setsize={games.length} aria-posinset={row.index * columns + column + 1}>
              <GameTile game={game} back={back} favourites={favourites} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

let wideScreenQuery: MediaQueryList | null | undefined;

/** Four columns from 520 px, as gameGrid.css; null where there are no media queries (jsdom). */
function wideScreen(): MediaQueryList | null {
  wideScreenQuery ??= typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery) : null;
  return wideScreenQuery;
}

/**
 * Where the list starts in the page (the virtualizer's scroll margin): measured when it mounts and
 * again whenever the screen's content resizes (the vendor strip arriving, a page of games), never
 * on every render, which would force a layout in each scroll frame.
 */
function useOffsetFromPageTop(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (Math.abs(top - current) > 0.5 ? top : current));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

function subscribeWide(onChange: () => void) {
  const query = wideScreen();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** A square picture, two lines of name and the row gap (gameTile.css), before a row is measured. */
function estimatedRowHeight(width: number, columns: number): number {
  const columnGap = 10;
  const tile = (width - columnGap * (columns - 1)) / columns;
  return tile + 6 + 34 + 12;
}
