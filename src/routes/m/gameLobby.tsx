import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { GameLobbyScreen } from '../../screens/games/GameLobbyScreen';

export const Route = createFileRoute('/m/gameLobby')({
  staticData: page(msg`Game lobby`),
  component: GameLobbyScreen,
});
