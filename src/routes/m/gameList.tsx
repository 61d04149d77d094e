import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { GameListScreen } from '../../screens/games/GameListScreen';
import { gameListSearch } from './-search';

export const Route = createFileRoute('/m/gameList')({
  staticData: page(msg`Games`),
  validateSearch: gameListSearch,
  component: GameListScreen,
});
