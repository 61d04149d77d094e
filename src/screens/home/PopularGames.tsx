import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { vendorInfoQuery } from '../../api/gameQueries';
import { useStartupInfo } from '../../app/hooks';
import { gameCategoryLabels } from '../../ui/games/categoryLabels';
import { tabId, tabPanelId, Tabs } from '../../ui/Tabs';
import { PopularPanel } from './PopularPanels';
import { hotTab, popularTabs } from './popularTabs';
import { usePopularGamesActor } from './usePopularGamesActor';
import './popularGames.css';

/**
 * Popular games on home (shell-and-content §2): HOT first, then the platform's categories with
 * e-sports and cockfighting split out of sports. A language change goes back to HOT and reloads the
 * tabs and hot games in the new language, 200 ms after the last switch.
 */
export function PopularGames() {
  const { i18n } = useLingui();
  const { merchantCode } = useStartupInfo();
  const actor = usePopularGamesActor();
  const chosen = useSelector(actor, (snapshot) => snapshot.context.tab);
  const language = useSelector(actor, (snapshot) => snapshot.context.language);
  const info = useQuery(vendorInfoQuery(language, merchantCode));
  const tabs = useMemo(() => (info.data === undefined ? [hotTab] : popularTabs(info.data)), [info.data]);
  // A tab the new language's categories no longer have shows HOT until another is chosen.
  const active = tabs.find((tab) => tab.id === chosen) ?? hotTab;
  const ids = useId();
  const headingId = `${ids}-heading`;

  return (
    <section className="popular-games" aria-labelledby={headingId}>
      <h2 id={headingId} className="popular-games__title">
        <Trans>Popular games</Trans>
      </h2>
      <div className="popular-games__strip">
        <Tabs
          label={i18n._(msg`Game categories`)}
          tabs={tabs.map((tab) => ({ id: tab.id, label: i18n._(gameCategoryLabels[tab.id]) }))}
          selected={active.id}
          onSelect={(tab) => actor.send({ type: 'user.selectTab', tab })}
          idBase={ids}
          scrollable
        />
        {info.data === undefined && info.isError && !info.isFetching ? (
          <button
            type="button"
            className="button button--small popular-games__retry"
            aria-labelledby={`${ids}-retry-what ${ids}-retry-text`}
            onClick={() => void info.refetch()}
          >
            {/* Named "Game categories Loading failed…": the panel can have a retry of its own. */}
            <span id={`${ids}-retry-what`} className="visually-hidden">
              {i18n._(msg`Game categories`)}
            </span>
            <span id={`${ids}-retry-text`}>
              <Trans>Loading failed, click to retry</Trans>
            </span>
          </button>
        ) : null}
      </div>
      <div
        role="tabpanel"
        id={tabPanelId(ids, active.id)}
        aria-labelledby={tabId(ids, active.id)}
        tabIndex={0}
        className="popular-games__panel"
      >
        <PopularPanel key={active.id} tab={active} language={language} />
      </div>
    </section>
  );
}
