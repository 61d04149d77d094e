import { createFileRoute } from '@tanstack/react-router';
import { FreeTrialScreen } from '../../screens/trial/FreeTrialScreen';

export const Route = createFileRoute('/m/trail')({
  component: FreeTrialScreen,
});
