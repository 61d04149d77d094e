import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Lottery, PrizeMode } from '../../../contract';
import { useImageUrl } from '../../app/hooks';
import { TileImage } from '../../ui/games/TileImage';
import { DrawInterval } from './DrawInterval';
import { lotteryGroups, type LotteryGroup } from './lotteryGroups';
import { lotteryLaunchSearch } from '../../ui/games/launchSearch';
import { SiteLotteries } from './SiteLotteries';
import '../../ui/games/gameTile.css';
import './lottery.css';

/** `/m/lottery`: the lotteries of the site's prize mode, a heading per vendor; a tile launches its draw. */
export function LotteryScreen() {
  return (
    <main className="page lottery">
      <SiteLotteries>
        {(lotteries, prizeMode) => (
          <>
            {lotteryGroups(lotteries).map((group) => (
              <VendorLotteries key={group.vassalage} group={group} prizeMode={prizeMode} />
            ))}
            <p className="lottery__more">
              <Link to="/m/moreLottery" className="button">
                <Trans>All lotteries as a list</Trans>
              </Link>
            </p>
          </>
        )}
      </SiteLotteries>
    </main>
  );
}

function VendorLotteries({ group, prizeMode }: { group: LotteryGroup; prizeMode: PrizeMode }) {
  const headingId = useId();
  return (
    <section className="lottery__vendor" aria-labelledby={headingId}>
      <h2 id={headingId} className="lottery__vendor-name">
        {group.vendorName}
      </h2>
      <ul className="lottery-grid">
        {group.lotteries.map((lottery) => (
          <li key={lottery.code}>
            <LotteryTile lottery={lottery} prizeMode={prizeMode} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LotteryTile({ lottery, prizeMode }: { lottery: Lottery; prizeMode: PrizeMode }) {
  const imageUrl = useImageUrl();
  return (
    <Link to="/m/launchGame" search={lotteryLaunchSearch(lottery.code, prizeMode)} className="lottery-tile">
      <TileImage src={lottery.icon === null ? null : imageUrl(lottery.icon)} className="lottery-tile__image" width={160} height={160} />
      <span className="lottery-tile__name">{lottery.name}</span>
      <span className="lottery-tile__every">
        <DrawInterval minutes={lottery.drawMinutes} />
      </span>
    </Link>
  );
}
