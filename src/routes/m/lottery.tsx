import { createFileRoute } from '@tanstack/react-router';
import { LotteryScreen } from '../../screens/lottery/LotteryScreen';

export const Route = createFileRoute('/m/lottery')({
  component: LotteryScreen,
});
