import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { VendorEntry } from '../../../contract';
import { gameListQuery, vendorInfoQuery } from '../../api/gameQueries';
import { useStartupInfo } from '../../app/hooks';
import { GameGrid } from '../../ui/games/GameGrid';
import { QueryContent } from '../../ui/QueryContent';
import { useCurrentLanguage } from '../../app/languageChanges';
import { slotVendors } from '../centres/categories';
import { GameTilesFrame } from '../centres/GameTilesFrame';
import { useNearScreen } from '../centres/useNearScreen';
import { visibleGames } from '../home/popularTabs';
import '../../ui/games/gamesStatus.css';
import '../centres/centres.css';

const back = '/m/slotsCenter';
/** How many of a vendor's games the slots centre shows: two rows of a phone's grid. */
export const topGameCount = 6;

/**
 * `/m/slotsCenter` (shell-and-content §2): the slot (RNG) vendors in home's order, each with its
 * top games and a way to all of them. A vendor's games are asked for as its section comes near
 * the screen.
 */
export function SlotsScreen() {
  const { merchantCode } = useStartupInfo();
  const language = useCurrentLanguage();
  const info = useQuery(vendorInfoQuery(language, merchantCode));
  return (
    <main className="page">
      <QueryContent query={info} loadingClass="games-status games-shimmer games-status--page" messageClass="games-status games-status--page">
        {(data) => slotVendors(data).map((entry) => <SlotVendor key={entry.vassalage} entry={entry} language={language} />)}
      </QueryContent>
    </main>
  );
}

function SlotVendor({ entry, language }: { entry: VendorEntry; language: string }) {
  const headingId = useId();
  const { ref, near } = useNearScreen<HTMLElement>();
  const name = entry.accountTypeName;
  return (
    <section ref={ref} className="centre-section" aria-labelledby={headingId}>
      <div className="centre-section__head">
        <h2 id={headingId} className="centre-section__title">
          {name}
        </h2>
        <Link to="/m/gameList" search={{ gameType: 'RNG', vassalage: entry.vassalage }} className="centre-section__link">
          <Trans>
            More{' '}
            <span className="visually-hidden">{name} games</span>
          </Trans>
        </Link>
      </div>
      <TopGames vassalage={entry.vassalage} language={language} enabled={near} />
    </section>
  );
}

function TopGames({ vassalage, language, enabled }: { vassalage: string; language: string; enabled: boolean }) {
  const { merchantCode } = useStartupInfo();
  const query = useQuery({
    ...gameListQuery({ gameType: 'RNG', vassalage, pageSize: String(topGameCount), language, merchant: merchantCode }),
    enabled,
    select: (page) => visibleGames(page.games).slice(0, topGameCount),
  });
  return (
    <GameTilesFrame count={topGameCount}>
      <QueryContent
        query={query}
        loadingClass="centre-fill games-shimmer"
        messageClass="centre-fill"
        empty={{ when: (games) => games.length === 0, message: <Trans>No games here yet</Trans> }}
      >
        {(games) => <GameGrid games={games} back={back} />}
      </QueryContent>
    </GameTilesFrame>
  );
}
