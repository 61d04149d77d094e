import { createFileRoute } from '@tanstack/react-router';
import { GameCenterScreen } from '../../screens/games/GameCenterScreen';

export const Route = createFileRoute('/m/gameCenter')({
  component: GameCenterScreen,
});
