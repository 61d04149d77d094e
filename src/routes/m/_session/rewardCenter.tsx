import { createFileRoute } from '@tanstack/react-router';
import { RewardCenterScreen } from '../../../screens/rewards/RewardCenterScreen';

export const Route = createFileRoute('/m/_session/rewardCenter')({
  component: RewardCenterScreen,
});
