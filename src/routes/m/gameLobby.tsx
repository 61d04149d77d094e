import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadGameLobby } from '../../screens/centres/loaders';
import { GameLobbyScreen } from '../../screens/games/GameLobbyScreen';
import { gameLobbySearch } from './-search';

export const Route = createFileRoute('/m/gameLobby')({
  staticData: page(msg`Game lobby`),
  validateSearch: gameLobbySearch,
  loaderDeps: ({ search }) => ({ vendor: search.vendor, gameType: search.gameType }),
  loader: ({ context, deps }) => loadGameLobby(context, deps.vendor, deps.gameType),
  component: GameLobbyRoute,
});

function GameLobbyRoute() {
  const { vendor, gameType } = Route.useSearch();
  return <GameLobbyScreen vendor={vendor} gameType={gameType} />;
}
