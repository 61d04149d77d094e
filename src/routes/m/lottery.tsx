import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadLotteries } from '../../screens/lottery/loaders';
import { LotteryScreen } from '../../screens/lottery/LotteryScreen';

export const Route = createFileRoute('/m/lottery')({
  staticData: page(msg`Lottery`),
  loader: ({ context }) => loadLotteries(context),
  component: LotteryScreen,
});
