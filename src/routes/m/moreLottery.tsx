import { createFileRoute } from '@tanstack/react-router';
import { MoreLotteryScreen } from '../../screens/lottery/MoreLotteryScreen';

export const Route = createFileRoute('/m/moreLottery')({
  component: MoreLotteryScreen,
});
