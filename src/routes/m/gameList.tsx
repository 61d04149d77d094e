import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireSessionForGameList } from '../../app/guards';
import { loadGameList } from '../../app/loaders';
import { page } from '../../app/pageChrome';
import { GameListScreen } from '../../screens/games/GameListScreen';
import { filtersOfSearch } from '../../screens/games/gameList/gameListAddress';
import { gameListSearch } from './-search';

export const Route = createFileRoute('/m/gameList')({
  staticData: page(msg`Games`),
  validateSearch: gameListSearch,
  beforeLoad: ({ context, search, location }) => requireSessionForGameList(context.auth, filtersOfSearch(search), location.href),
  loaderDeps: ({ search }) => filtersOfSearch(search),
  loader: ({ context, deps }) => loadGameList(context, deps),
  component: GameListRoute,
});

function GameListRoute() {
  const search = Route.useSearch();
  return <GameListScreen search={search} />;
}
