import { createFileRoute } from '@tanstack/react-router';
import { LotteryDrawScreen } from '../../screens/lottery/LotteryDrawScreen';

export const Route = createFileRoute('/m/startLottery')({
  component: LotteryDrawScreen,
});
