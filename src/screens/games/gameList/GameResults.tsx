import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { GameItem } from '../../../../contract';
import { pageOfItem } from '../../../../machines/support/paging';
import type { GamePage } from '../../../api/gamePages';
import type { FavouriteToggle } from '../../../ui/games/useFavourites';
import { GamesEmpty } from '../../../ui/games/GamesStatus';
import type { PagedList } from '../../../ui/paging/usePagedList';
import { RetryButton } from '../../../ui/QueryContent';
import { VirtualGameGrid } from './VirtualGameGrid';

type Props = {
  list: PagedList<GamePage>;
  /** Games on a full page; null for a one-page list (hot games), whose size is its first page's. */
  pageSize: number | null;
  back: string;
  favourites: FavouriteToggle;
  /** What an empty list says: the tab's own message, with a way out of the filters when they are why. */
  empty: ReactNode;
  /** The pages the rows on screen need. */
  onRange: (pages: number[]) => void;
};

/**
 * The list's games and what its end says (shell-and-content §2, §4; issue 35): the first page loads
 * with a placeholder of the list's size and fails with its own retry; its answer sizes the whole
 * list, every row whose page is not in yet a placeholder of a row's size; a page that fails says so
 * in its own rows, with its retry.
 */
export function GameResults({ list, pageSize, back, favourites, empty, onRange }: Props) {
  // A page arriving renders at once (the query store is synchronous); the grid takes it in a render
  // React can interrupt, so the scrolling never waits for the new rows (measured: each page held
  // the main thread 50 to 80 ms at 4x CPU).
  const pages = useDeferredValue(list.pages);
  const first = pages.get(1);
  const { send } = list;
  const size = pageSize ?? first?.games.length ?? 0;
  const count = useMemo(() => (first === undefined ? 0 : expectedGames(pages, size)), [first, pages, size]);
  const loadedCount = useMemo(() => [...pages.values()].reduce((sum, page) => sum + page.games.length, 0), [pages]);
  const gameAt = useCallback(
    (index: number): GameItem | null | undefined => {
      const { page, offset } = pageOfItem(index, Math.max(size, 1));
      const games = pages.get(page)?.games;
      return games === undefined ? undefined : (games[offset] ?? null);
    },
    [pages, size],
  );
  const onNearEnd = useCallback(() => send({ type: 'list.nearEnd' }), [send]);
  const onRetryPage = useCallback((page: number) => send({ type: 'user.retryPage', page }), [send]);
  if (first === undefined) {
    if (list.failed.includes(1)) {
      return (
        <div className="games-status games-status--page">
          <RetryButton onRetry={() => onRetryPage(1)} />
        </div>
      );
    }
    return (
      <div className="games-status games-shimmer games-status--page" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading</Trans>
        </span>
      </div>
    );
  }
  if (count === 0) return <GamesEmpty>{empty}</GamesEmpty>;
  const lastIn = pages.has(first.totalPages) || first.totalPages <= 1;
  return (
    <>
      <VirtualGameGrid
        count={count}
        loadedCount={loadedCount}
        pageSize={Math.max(size, 1)}
        gameAt={gameAt}
        failedPages={list.failed}
        back={back}
        favourites={favourites}
        onNearEnd={onNearEnd}
        onRange={onRange}
        onRetryPage={onRetryPage}
      />
      <div className="game-results__end" role="status">
        {list.loading ? (
          <>
            <span className="spinner game-results__spinner" aria-hidden="true" /> <Trans>Loading more games…</Trans>
          </>
        ) : lastIn ? (
          <Trans>That is every game here.</Trans>
        ) : null}
      </div>
    </>
  );
}

/**
 * How many games the list holds: every page full but the last, whose own length counts once it is
 * in. The grid keeps a place for each from the start, so the scrollbar is the list's and a jump to
 * the end lands there; the games arriving move nothing (measured before: a CLS of 0.27 while
 * scrolling the slots, when pages to come had no place).
 */
export function expectedGames(pages: ReadonlyMap<number, GamePage>, pageSize: number): number {
  const first = pages.get(1);
  if (first === undefined) return 0;
  const total = Math.max(1, first.totalPages);
  if (total === 1) return first.games.length;
  const last = pages.get(total);
  return (total - 1) * pageSize + (last === undefined ? pageSize : last.games.length);
}
