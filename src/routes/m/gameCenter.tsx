import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadVendorCatalogue } from '../../screens/centres/loaders';
import { GameCenterScreen } from '../../screens/games/GameCenterScreen';

export const Route = createFileRoute('/m/gameCenter')({
  staticData: page(msg`Game center`),
  loader: ({ context }) => loadVendorCatalogue(context),
  component: GameCenterScreen,
});
