import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { GameMenu, GameMenuVendor } from '../../../../contract';
import type { GameListEvent } from '../../../../machines/gameList.machine';
import { gameListTabs, type GameListFilters, type GameListTab } from '../../../../machines/support/gameListFilters';
import { Tabs } from '../../../ui/Tabs';
import { ClassTabs } from './ClassTabs';
import { GameSearchForm } from './GameSearchForm';
import { VendorStrip, VendorStripPlaceholder } from './VendorStrip';

type Props = {
  filters: GameListFilters;
  menu: GameMenu | undefined;
  /** The category's menu is still on its way: the vendors' place is kept (a list of every category has none). */
  menusPending: boolean;
  send: (event: GameListEvent) => void;
  onOpenFilter: () => void;
};

const noVendors: readonly GameMenuVendor[] = [];

/**
 * What chooses the list: search, quick tabs, vendors, classes and the filter button. Memoized: a
 * page of games arriving re-renders the list, not these (measured at 4x CPU: the page arrivals
 * were the longest tasks while scrolling).
 */
export const GameListControls = memo(function GameListControls({ filters, menu, menusPending, send, onOpenFilter }: Props) {
  const { t } = useLingui();
  const tabLabels: Record<GameListTab, string> = { all: t`All`, recent: t`Recent`, fav: t`Favourites`, hot: t`Hot` };
  const vendors = menu?.vendors ?? noVendors;
  return (
    <>
      <GameSearchForm applied={filters.gameName} onSearch={(text) => send({ type: 'user.search', text })} />
      <Tabs
        label={t`Game lists`}
        tabs={gameListTabs.map((id) => ({ id, label: tabLabels[id] }))}
        selected={filters.tab}
        onSelect={(tab) => send({ type: 'user.selectTab', tab })}
      />
      {filters.tab === 'all' ? (
        <>
          {vendors.length > 0 ? (
            <VendorStrip
              vendors={vendors}
              selected={filters.vassalage}
              onSelect={(vassalage) => send({ type: 'user.selectVendor', vassalage })}
            />
          ) : menusPending ? (
            <VendorStripPlaceholder />
          ) : null}
          <div className="game-list__classes">
            <ClassTabs
              menu={menu}
              vassalage={filters.vassalage}
              selected={filters.classify}
              onSelect={(classify) => send({ type: 'user.selectClassify', classify })}
            />
            <button type="button" className="game-list__filter" aria-haspopup="dialog" onClick={onOpenFilter}>
              {t`Filter`}
            </button>
          </div>
        </>
      ) : null}
    </>
  );
});
