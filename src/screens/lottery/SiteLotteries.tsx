import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Lottery, PrizeMode } from '../../../contract';
import { lotteriesQuery, vendorInfoQuery } from '../../api/gameQueries';
import { useStartupInfo } from '../../app/hooks';
import { QueryContent } from '../../ui/QueryContent';
import { useCurrentLanguage } from '../../app/languageChanges';
import { visibleLotteries } from './lotteryGroups';
import { prizeModeOf } from './prizeMode';
import '../centres/centres.css';

type Render = (lotteries: Lottery[], prizeMode: PrizeMode) => ReactNode;

/**
 * The lotteries of the site's prize mode (shell-and-content §4): the vendor info gives the mode,
 * then the list of that mode. Each call shows its own placeholder and retry.
 */
export function SiteLotteries({ children }: { children: Render }) {
  const { merchantCode } = useStartupInfo();
  const language = useCurrentLanguage();
  const info = useQuery(vendorInfoQuery(language, merchantCode));
  return (
    <QueryContent query={info} loadingClass="games-status games-shimmer games-status--page" messageClass="games-status games-status--page">
      {(data) => (
        <LotteriesOfMode prizeMode={prizeModeOf(data)} language={language}>
          {children}
        </LotteriesOfMode>
      )}
    </QueryContent>
  );
}

function LotteriesOfMode({ prizeMode, language, children }: { prizeMode: PrizeMode; language: string; children: Render }) {
  const query = useQuery({ ...lotteriesQuery(prizeMode, language), select: visibleLotteries });
  return (
    <QueryContent
      query={query}
      loadingClass="games-status games-shimmer games-status--page"
      messageClass="games-status games-status--page"
      empty={{ when: (lotteries) => lotteries.length === 0, message: <Trans>No lotteries right now</Trans> }}
    >
      {(lotteries) => children(lotteries, prizeMode)}
    </QueryContent>
  );
}
