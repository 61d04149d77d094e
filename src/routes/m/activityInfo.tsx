import { createFileRoute } from '@tanstack/react-router';
import { ActivityInfoScreen } from '../../screens/activity/ActivityInfoScreen';

export const Route = createFileRoute('/m/activityInfo')({
  component: ActivityInfoScreen,
});
