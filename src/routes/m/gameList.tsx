import { createFileRoute } from '@tanstack/react-router';
import { GameListScreen } from '../../screens/games/GameListScreen';
import { gameListSearch } from './-search';

export const Route = createFileRoute('/m/gameList')({
  validateSearch: gameListSearch,
  component: GameListScreen,
});
