import { createFileRoute } from '@tanstack/react-router';
import { MissionActivityScreen } from '../../../screens/rewards/MissionActivityScreen';

export const Route = createFileRoute('/m/_session/leaderBoard')({
  component: MissionActivityScreen,
});
