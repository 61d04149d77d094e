import { createFileRoute } from '@tanstack/react-router';
import { GameLobbyScreen } from '../../screens/games/GameLobbyScreen';

export const Route = createFileRoute('/m/gameLobby')({
  component: GameLobbyScreen,
});
