import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { GameCategory, GameMenu } from '../../../../contract';
import { minBets, type GameListFilters, type MinBet } from '../../../../machines/support/gameListFilters';
import { Dialog } from '../../../ui/dialog/Dialog';
import { gameCategoryLabels } from '../../../ui/games/categoryLabels';
import { ChoiceGroup } from './ChoiceGroup';
import { useClassChoices } from './useClassChoices';
import './filterDrawer.css';

type Props = {
  filters: GameListFilters;
  menus: readonly GameMenu[];
  onVendor: (vassalage: string | null) => void;
  onClassify: (classify: string) => void;
  onMinBet: (minBet: MinBet | null) => void;
  onClose: () => void;
};

const lotteryCategories: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/**
 * The filter drawer (shell-and-content §2): vendor, game class and, for slots (RNG) only, the
 * minimum bet; each choice applies at once. Below, the other categories: lottery opens its own
 * page, the others their game list.
 */
export default function FilterDrawer({ filters, menus, onVendor, onClassify, onMinBet, onClose }: Props) {
  const { t, i18n } = useLingui();
  const menu = menus.find((candidate) => candidate.gameType === filters.gameType);
  const vendors = menu?.vendors ?? [];
  const classChoices = useClassChoices(menu, filters.vassalage);
  return (
    <Dialog title={t`Filter games`} onCancel={onClose} actionsLayout="stacked" className="game-filter-drawer">
      {vendors.length > 0 ? (
        <ChoiceGroup
          legend={t`Vendor`}
          name="vendor"
          choices={[{ value: '', label: t`All vendors` }, ...vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.name }))]}
          selected={filters.vassalage ?? ''}
          onChoose={(value) => onVendor(value === '' ? null : value)}
        />
      ) : null}
      <ChoiceGroup legend={t`Game type`} name="classify" choices={classChoices} selected={filters.classify} onChoose={onClassify} />
      {filters.gameType === 'RNG' ? (
        <ChoiceGroup
          legend={t`Minimum bet`}
          name="minBet"
          choices={[{ value: '', label: t`All` }, ...minBets.map((minBet) => ({ value: minBet, label: minBet }))]}
          selected={filters.minBet ?? ''}
          onChoose={(value) => onMinBet(minBets.find((minBet) => minBet === value) ?? null)}
        />
      ) : null}
      <nav className="game-filter-drawer__categories" aria-label={t`Other categories`}>
        <h3 className="game-filter-drawer__legend">{t`Other categories`}</h3>
        <ul>
          {menus
            .filter((other) => other.gameType !== filters.gameType)
            .map(({ gameType }) => (
              <li key={gameType}>
                {lotteryCategories.includes(gameType) ? (
                  <Link to="/m/lottery" onClick={onClose}>
                    {i18n._(gameCategoryLabels[gameType])}
                  </Link>
                ) : (
                  <Link to="/m/gameList" search={{ gameType }} onClick={onClose}>
                    {i18n._(gameCategoryLabels[gameType])}
                  </Link>
                )}
              </li>
            ))}
        </ul>
      </nav>
      <button type="button" className="button button--primary" onClick={onClose}>
        {t`Done`}
      </button>
    </Dialog>
  );
}
