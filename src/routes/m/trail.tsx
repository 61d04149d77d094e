import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { FreeTrialScreen } from '../../screens/trial/FreeTrialScreen';

export const Route = createFileRoute('/m/trail')({
  staticData: page(msg`Free trial`, { footer: false, backTo: '/m/home' }),
  component: FreeTrialScreen,
});
