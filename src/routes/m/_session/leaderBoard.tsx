import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { MissionActivityScreen } from '../../../screens/rewards/MissionActivityScreen';

export const Route = createFileRoute('/m/_session/leaderBoard')({
  staticData: page(msg`Mission activity`),
  component: MissionActivityScreen,
});
