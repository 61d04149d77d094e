import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { LotteryDrawScreen } from '../../screens/lottery/LotteryDrawScreen';

export const Route = createFileRoute('/m/startLottery')({
  staticData: page(msg`Lottery draw`),
  component: LotteryDrawScreen,
});
