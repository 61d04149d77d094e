import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { RedRainScreen } from '../../../screens/rewards/RedRainScreen';

export const Route = createFileRoute('/m/_session/redRain')({
  staticData: page(msg`Red envelope rain`),
  component: RedRainScreen,
});
