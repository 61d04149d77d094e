import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../../app/pageChrome';
import { RewardCenterScreen } from '../../../screens/rewards/RewardCenterScreen';

export const Route = createFileRoute('/m/_session/rewardCenter')({
  staticData: page(msg`Rewards center`),
  component: RewardCenterScreen,
});
