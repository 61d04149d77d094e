import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { ActivityScreen } from '../../screens/activity/ActivityScreen';

export const Route = createFileRoute('/m/activity')({
  staticData: page(msg`Activity`),
  component: ActivityScreen,
});
