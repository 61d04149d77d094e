import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { ActivityInfoScreen } from '../../screens/activity/ActivityInfoScreen';

export const Route = createFileRoute('/m/activityInfo')({
  staticData: page(msg`Activity details`),
  component: ActivityInfoScreen,
});
