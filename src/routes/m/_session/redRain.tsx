import { createFileRoute } from '@tanstack/react-router';
import { RedRainScreen } from '../../../screens/rewards/RedRainScreen';

export const Route = createFileRoute('/m/_session/redRain')({
  component: RedRainScreen,
});
