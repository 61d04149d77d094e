import { Link } from '@tanstack/react-router';
import type { Lottery, PrizeMode } from '../../../contract';
import { useImageUrl } from '../../app/hooks';
import { TileImage } from '../../ui/games/TileImage';
import { DrawInterval } from './DrawInterval';
import { lotteryLaunchSearch } from '../../ui/games/launchSearch';
import { SiteLotteries } from './SiteLotteries';
import '../../ui/games/gameTile.css';
import './lottery.css';

/** `/m/moreLottery`: every lottery of the site's prize mode as a compact row; a row launches its draw. */
export function MoreLotteryScreen() {
  return (
    <main className="page lottery">
      <SiteLotteries>
        {(lotteries, prizeMode) => (
          <ul className="lottery-rows">
            {lotteries.map((lottery) => (
              <li key={lottery.code}>
                <LotteryRow lottery={lottery} prizeMode={prizeMode} />
              </li>
            ))}
          </ul>
        )}
      </SiteLotteries>
    </main>
  );
}

function LotteryRow({ lottery, prizeMode }: { lottery: Lottery; prizeMode: PrizeMode }) {
  const imageUrl = useImageUrl();
  return (
    <Link to="/m/launchGame" search={lotteryLaunchSearch(lottery.code, prizeMode)} className="lottery-row">
      <TileImage src={lottery.icon === null ? null : imageUrl(lottery.icon)} className="lottery-row__image" width={96} height={96} />
      <span className="lottery-row__text">
        <span className="lottery-row__name">{lottery.name}</span>
        <span className="lottery-row__meta">
          {lottery.vendorName} · <DrawInterval minutes={lottery.drawMinutes} />
        </span>
      </span>
    </Link>
  );
}
