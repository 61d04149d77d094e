import { OpeningLottery } from './OpeningLottery';

/**
 * `/m/startLottery`: its route finds the site's prize mode and goes on to the lottery's launch in
 * place of this page (a failure shows the route's retry), so this only says it is on its way.
 */
export function LotteryDrawScreen() {
  return <OpeningLottery />;
}
