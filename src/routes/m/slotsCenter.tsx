import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadVendorCatalogue } from '../../screens/centres/loaders';
import { SlotsScreen } from '../../screens/games/SlotsScreen';

export const Route = createFileRoute('/m/slotsCenter')({
  staticData: page(msg`Slots`),
  loader: ({ context }) => loadVendorCatalogue(context),
  component: SlotsScreen,
});
