import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { page } from '../../app/pageChrome';
import { sitePrizeMode } from '../../screens/lottery/loaders';
import { lotteryLaunchSearch, lotteryLobby } from '../../ui/games/launchSearch';
import { LotteryDrawScreen } from '../../screens/lottery/LotteryDrawScreen';
import { OpeningLottery } from '../../screens/lottery/OpeningLottery';
import { startLotterySearch } from './-search';

/**
 * `/m/startLottery?code=` starts the draw as a lottery tile does (the lobby without a code): it
 * waits for the site's prize mode and goes on to the launch in place of this page. A failure shows
 * the route's retry.
 */
export const Route = createFileRoute('/m/startLottery')({
  staticData: page(msg`Lottery draw`),
  validateSearch: startLotterySearch,
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: async ({ context, deps }) => {
    const prizeMode = await sitePrizeMode(context);
    throw redirect({ to: '/m/launchGame', search: lotteryLaunchSearch(deps.code ?? lotteryLobby, prizeMode), replace: true });
  },
  // Not split out with the page (the router plugin splits `component` only): its own small module.
  pendingComponent: OpeningLottery,
  component: LotteryDrawScreen,
});
