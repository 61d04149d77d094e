import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { GameItem } from '../../../contract';
import {
  gameListRequest,
  sameFilters,
  withoutFilters,
  type GameListFilters,
  type GameListRequest,
  type GameListTab,
} from '../../../machines/support/gameListFilters';
import { gameListKey, gamePageQuery, gamePageSizeOf } from '../../api/gamePages';
import { gameMenusQuery } from '../../api/gameQueries';
import { useSession, useStartupInfo } from '../../app/hooks';
import type { GameListSearch } from '../../routes/m/-search';
import { useFavourites, type FavouriteToggle } from '../../ui/games/useFavourites';
import { filtersOfSearch, searchOfFilters } from './gameList/gameListAddress';
import { GameResults } from './gameList/GameResults';
import { GameListControls } from './gameList/GameListControls';
import type { GameListEvent } from '../../../machines/gameList.machine';
import { useGameListActor } from './gameList/useGameListActor';
import { usePagedList } from '../../ui/paging/usePagedList';
import { usePendingFavourite } from './gameList/usePendingFavourite';
import { visibleMenus } from './gameList/visibleMenus';
import './gameList/gameList.css';

const FilterDrawer = lazy(() => import('./gameList/FilterDrawer'));

/**
 * `/m/gameList` (shell-and-content §2, §4): find any game by name, quick tab, vendor, class or
 * minimum bet, in a list that loads page after page as the user scrolls. The gameList machine owns
 * the filters (mirrored in the address) and the paging; the query cache owns the pages.
 */
export function GameListScreen({ search }: { search: GameListSearch }) {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });
  const addressFilters = useMemo(() => filtersOfSearch(search), [search]);
  const actor = useGameListActor(addressFilters);
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const language = useSelector(actor, (snapshot) => snapshot.context.language);

  const { merchantCode } = useStartupInfo();
  const menusQuery = useQuery(gameMenusQuery(language, merchantCode));
  const menus = useMemo(() => visibleMenus(menusQuery.data ?? []), [menusQuery.data]);
  const menu = menus.find((candidate) => candidate.gameType === filters.gameType);

  const favouriteAfterLogin = useCallback(
    (game: GameItem) =>
      router.buildLocation({
        to: '/m/gameList',
        search: { ...searchOfFilters(filters), favouriteNode: game.nodeId, favouriteVendor: game.vassalage },
      }).href,
    [router, filters],
  );
  const favourites = useFavourites(favouriteAfterLogin);
  usePendingFavourite(search, favourites);
  const [filtering, setFiltering] = useState(false);
  const openFilter = useCallback(() => setFiltering(true), []);
  const send = useCallback((event: GameListEvent) => actor.send(event), [actor]);
  // A tap on a tab shows the tab chosen at once; the list follows in a render React can interrupt,
  // so the tap's next paint does not wait for a list to be taken down and another put up.
  const listFilters = useDeferredValue(filters);

  return (
    <main className="page game-list">
      <GameListControls
        filters={filters}
        menu={menu}
        menusPending={menusQuery.isPending && filters.gameType !== null}
        send={send}
        onOpenFilter={openFilter}
      />
      <GameListResults
        filters={listFilters}
        language={language}
        back={href}
        favourites={favourites}
        send={send}
      />
      {filtering ? (
        <Suspense fallback={null}>
          <FilterDrawer
            filters={filters}
            menus={menus}
            onVendor={(vassalage) => actor.send({ type: 'user.selectVendor', vassalage })}
            onClassify={(classify) => actor.send({ type: 'user.selectClassify', classify })}
            onMinBet={(minBet) => actor.send({ type: 'user.selectMinBet', minBet })}
            onClose={() => setFiltering(false)}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

type ResultsProps = {
  filters: GameListFilters;
  language: string;
  back: string;
  favourites: FavouriteToggle;
  send: (event: GameListEvent) => void;
};

/** The list the filters ask for: each list its own pages (its own key), so a change starts at page 1. */
const GameListResults = memo(function GameListResults({ filters, language, back, favourites, send }: ResultsProps) {
  const { merchantCode } = useStartupInfo();
  const token = useSession()?.token ?? null;
  const request = useMemo(() => gameListRequest(filters), [filters]);
  const filtered = filters.tab === 'all' && !sameFilters(filters, withoutFilters(filters));
  return (
    <PagedGames
      key={JSON.stringify(gameListKey(request, language, merchantCode, token))}
      request={request}
      language={language}
      merchantCode={merchantCode}
      token={token}
      back={back}
      favourites={favourites}
      empty={<EmptyList tab={filters.tab} filtered={filtered} onClearFilters={() => send({ type: 'user.clearFilters' })} />}
    />
  );
});

type PagedGamesProps = {
  request: GameListRequest;
  language: string;
  merchantCode: string;
  token: string | null;
  back: string;
  favourites: FavouriteToggle;
  empty: ReactNode;
};

/** One list's pages: the pagedList machine asks for them by number, the grid shows them from the cache. */
function PagedGames({ request, language, merchantCode, token, back, favourites, empty }: PagedGamesProps) {
  const pageQuery = useCallback(
    (pageNo: number) => gamePageQuery(request, pageNo, language, merchantCode, token),
    [request, language, merchantCode, token],
  );
  const [shown, setShown] = useState<number[]>([]);
  const list = usePagedList(pageQuery, shown);
  const { send } = list;
  const onRange = useCallback(
    (pages: number[]) => {
      setShown(pages);
      send({ type: 'list.rangeChanged', pages });
    },
    [send],
  );
  return <GameResults list={list} pageSize={gamePageSizeOf(request)} back={back} favourites={favourites} empty={empty} onRange={onRange} />;
}

/** What an empty list says: each quick tab its own; the all tab a way out of its filters. */
function EmptyList({ tab, filtered, onClearFilters }: { tab: GameListTab; filtered: boolean; onClearFilters: () => void }) {
  switch (tab) {
    case 'fav':
      return <Trans>No favourites yet. Tap the heart on a game to keep it here.</Trans>;
    case 'recent':
      return <Trans>No games played yet.</Trans>;
    case 'hot':
      return <Trans>No hot games right now</Trans>;
    case 'all':
      return (
        <span className="game-results__empty">
          <Trans>No games match</Trans>
          {filtered ? (
            <button type="button" className="button button--small" onClick={onClearFilters}>
              <Trans>Clear filters</Trans>
            </button>
          ) : null}
        </span>
      );
  }
}
