import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../../screens/activity/ActivityScreen';

export const Route = createFileRoute('/m/activity')({
  component: ActivityScreen,
});
