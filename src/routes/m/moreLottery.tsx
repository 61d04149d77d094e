import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { loadLotteries } from '../../screens/lottery/loaders';
import { MoreLotteryScreen } from '../../screens/lottery/MoreLotteryScreen';

export const Route = createFileRoute('/m/moreLottery')({
  staticData: page(msg`More lotteries`, { footer: false }),
  loader: ({ context }) => loadLotteries(context),
  component: MoreLotteryScreen,
});
