import { createFileRoute } from '@tanstack/react-router';
import { LaunchGameScreen } from '../../screens/games/LaunchGameScreen';
import { requireSessionToPlay } from '../../app/guards';
import { launchGameSearch } from './-search';

export const Route = createFileRoute('/m/launchGame')({
  validateSearch: launchGameSearch,
  beforeLoad: ({ context, location }) => requireSessionToPlay(context.auth, location.href),
  component: LaunchGameScreen,
});
