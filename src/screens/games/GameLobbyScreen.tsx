import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { gameListQuery, gameMenusQuery } from '../../api/gameQueries';
import { useImageUrl, useStartupInfo } from '../../app/hooks';
import { gameCategoryLabels } from '../../ui/games/categoryLabels';
import { gameClassLabel } from '../../ui/games/classLabels';
import { GameGrid } from '../../ui/games/GameGrid';
import { vendorLobbySearch } from '../../ui/games/launchSearch';
import { TileImage } from '../../ui/games/TileImage';
import { QueryContent } from '../../ui/QueryContent';
import { tabId, tabPanelId, Tabs } from '../../ui/Tabs';
import { useCurrentLanguage } from '../../app/languageChanges';
import { findLobby, lobbyGamesQuery, type Lobby } from '../centres/lobby';
import { vendorDestination } from '../home/popularTabs';
import '../../ui/games/gameTile.css';
import '../centres/centres.css';

type Props = { vendor: string | undefined; gameType: string | undefined };

/** The class tab that shows every class. */
const allClasses = 'ALL';

/**
 * `/m/gameLobby?vendor=&gameType=` (shell-and-content §2): one vendor's lobby from the game menus,
 * its name, logo and game count, its classes as tabs over the first page of its games, and a way
 * to its full list (and to its own lobby, for a vendor that is one).
 */
export function GameLobbyScreen({ vendor, gameType }: Props) {
  const { merchantCode } = useStartupInfo();
  const language = useCurrentLanguage();
  const menus = useQuery(gameMenusQuery(language, merchantCode));
  return (
    <main className="page">
      <QueryContent query={menus} loadingClass="games-status games-shimmer games-status--page" messageClass="games-status games-status--page">
        {(data) => {
          const lobby = findLobby(data, vendor, gameType);
          return lobby === null ? (
            <NoLobby />
          ) : (
            <VendorLobby key={`${lobby.menu.gameType}-${lobby.vendor.vassalage}`} lobby={lobby} language={language} />
          );
        }}
      </QueryContent>
    </main>
  );
}

function NoLobby() {
  return (
    <div className="games-status">
      <p>
        <Trans>This vendor is not available.</Trans>{' '}
        <Link to="/m/gameCenter">
          <Trans>Choose one in the game center</Trans>
        </Link>
      </p>
    </div>
  );
}

function VendorLobby({ lobby, language }: { lobby: Lobby; language: string }) {
  const { i18n } = useLingui();
  const imageUrl = useImageUrl();
  const ids = useId();
  const [classify, setClassify] = useState(allClasses);
  const { menu, vendor } = lobby;
  const back = `/m/gameLobby?vendor=${encodeURIComponent(vendor.vassalage)}&gameType=${menu.gameType}`;
  const isLobby = vendorDestination({ gameType: menu.gameType, vassalage: vendor.vassalage, accountTypeName: vendor.name }).kind === 'lobby';
  const tabs = [
    { id: allClasses, label: i18n._(msg`All`) },
    ...vendor.classes.map((gameClassify) => ({ id: gameClassify, label: gameClassLabel(gameClassify, (descriptor) => i18n._(descriptor)) })),
  ];
  const games = <LobbyGames lobby={lobby} classify={classify === allClasses ? null : classify} language={language} back={back} />;
  return (
    <>
      <div className="centre-lobby__head">
        <TileImage src={imageUrl(vendor.mobileSmallIcon)} className="centre-lobby__logo" width={240} height={120} />
        <div>
          <h2 className="centre-lobby__name">{vendor.name}</h2>
          <p className="centre-lobby__meta">
            {i18n._(gameCategoryLabels[menu.gameType])} · <Plural value={vendor.gameCount} one="# game" other="# games" />
          </p>
        </div>
      </div>
      {isLobby ? (
        <p className="centre-lobby__actions">
          <Link to="/m/launchGame" search={vendorLobbySearch(vendor.vassalage, back)} className="button button--primary">
            <Trans>Open the lobby</Trans>
          </Link>
        </p>
      ) : null}
      {vendor.classes.length > 1 ? (
        <>
          <Tabs label={i18n._(msg`Game classes`)} tabs={tabs} selected={classify} onSelect={setClassify} idBase={ids} scrollable />
          <div role="tabpanel" id={tabPanelId(ids, classify)} aria-labelledby={tabId(ids, classify)} tabIndex={0} className="centre-lobby__panel">
            {games}
          </div>
        </>
      ) : (
        games
      )}
      <p className="centre-lobby__all">
        <Link
          to="/m/gameList"
          search={{ gameType: menu.gameType, vassalage: vendor.vassalage, ...(classify === allClasses ? {} : { classify }) }}
        >
          <Trans>See the full list</Trans>
        </Link>
      </p>
    </>
  );
}

function LobbyGames({ lobby, classify, language, back }: { lobby: Lobby; classify: string | null; language: string; back: string }) {
  const { merchantCode } = useStartupInfo();
  const query = useQuery(gameListQuery(lobbyGamesQuery(lobby, classify, language, merchantCode)));
  return (
    <QueryContent
      query={query}
      loadingClass="games-status games-shimmer games-status--page"
      messageClass="games-status games-status--page"
      empty={{ when: ({ games }) => games.length === 0, message: <Trans>No games here yet</Trans> }}
    >
      {({ games }) => <GameGrid games={games} back={back} />}
    </QueryContent>
  );
}
