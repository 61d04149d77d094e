import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { LaunchGameScreen } from '../../screens/games/LaunchGameScreen';
import { backPathOf, launchQueryOf } from '../../screens/games/launchQuery';
import { requireSessionToPlay } from '../../app/guards';
import { launchGameSearch } from './-search';

export const Route = createFileRoute('/m/launchGame')({
  staticData: page(msg`Launch game`, { footer: false }),
  validateSearch: launchGameSearch,
  beforeLoad: ({ context, location }) => requireSessionToPlay(context.auth, location.href),
  component: LaunchGameRoute,
});

function LaunchGameRoute() {
  const search = Route.useSearch();
  return <LaunchGameScreen query={launchQueryOf(search)} backPath={backPathOf(search)} />;
}
