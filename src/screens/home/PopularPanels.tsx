import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { VendorEntry } from '../../../contract';
import { gameListQuery, hotGamesQuery, vendorsQuery } from '../../api/gameQueries';
import { useStartupInfo } from '../../app/hooks';
import { GameGrid } from '../../ui/games/GameGrid';
import { VendorsLoading } from '../../ui/games/VendorsLoading';
import { QueryContent } from '../../ui/QueryContent';
import { VendorTile } from '../../ui/games/VendorTile';
import { vendorDestination, visibleGames, type PopularTab } from './popularTabs';

/** Home is where a game or lobby launched from these tabs leads back to. */
const back = '/m/home';

/**
 * What one tab shows. Only the active tab's panel is mounted, so a tab's list is asked for when the
 * tab is first chosen, and comes from the cache after.
 */
export function PopularPanel({ tab, language }: { tab: PopularTab; language: string }) {
  switch (tab.shows) {
    case 'hotGames':
      return <HotGames language={language} />;
    case 'inHouseGames':
      return <InHouseGames vendors={tab.vendors} language={language} />;
    case 'vendors':
      return <Vendors entries={tab.vendors} />;
  }
}

function HotGames({ language }: { language: string }) {
  const { merchantCode } = useStartupInfo();
  const query = useQuery({ ...hotGamesQuery(language, merchantCode), select: visibleGames });
  return (
    <QueryContent
      query={query}
      loadingClass="games-status games-shimmer"
      messageClass="games-status"
      empty={{ when: (games) => games.length === 0, message: <Trans>No hot games right now</Trans> }}
    >
      {(games) => <GameGrid games={games} back={back} />}
    </QueryContent>
  );
}

/** §2: the in-house vendor's RNG-type games (its originals are its own game list). */
function InHouseGames({ vendors, language }: { vendors: readonly VendorEntry[]; language: string }) {
  const { merchantCode } = useStartupInfo();
  const vendor = vendors[0]?.vassalage ?? '';
  const query = useQuery({
    ...gameListQuery({ gameType: 'RNG', vassalage: vendor, language, merchant: merchantCode }),
    select: (page) => visibleGames(page.games),
  });
  return (
    <QueryContent
      query={query}
      loadingClass="games-status games-shimmer"
      messageClass="games-status"
      empty={{ when: (games) => games.length === 0, message: <Trans>No games here yet</Trans> }}
    >
      {(games) => <GameGrid games={games} back={back} />}
    </QueryContent>
  );
}

/** A category's vendors from the vendor mapping, with their logos. */
function Vendors({ entries }: { entries: readonly VendorEntry[] }) {
  const { merchantCode } = useStartupInfo();
  const query = useQuery(vendorsQuery(merchantCode));
  return (
    <QueryContent
      query={query}
      loadingClass="games-status games-shimmer"
      messageClass="games-status"
      loading={<VendorsLoading count={entries.length} />}
      empty={{ when: () => entries.length === 0, message: <Trans>No games here yet</Trans> }}
    >
      {(vendors) => (
        <ul className="vendor-grid">
          {entries.map((entry) => (
            <li key={`${entry.gameType}-${entry.vassalage}`}>
              <VendorTile
                name={entry.accountTypeName}
                icon={vendors.find((vendor) => vendor.vassalage === entry.vassalage)?.mobileSmallIcon ?? null}
                destination={vendorDestination(entry)}
                back={back}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}
