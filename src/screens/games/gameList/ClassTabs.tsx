import { useLingui } from '@lingui/react/macro';
import type { GameMenu } from '../../../../contract';
import { Tabs } from '../../../ui/Tabs';
import { useClassChoices } from './useClassChoices';

type Props = { menu: GameMenu | undefined; vassalage: string | null; selected: string; onSelect: (classify: string) => void };

/** The class tabs (shell-and-content §4 Game list): ALL, NEW, FAV or a class of the category. */
export function ClassTabs({ menu, vassalage, selected, onSelect }: Props) {
  const { t } = useLingui();
  const choices = useClassChoices(menu, vassalage);
  return (
    <Tabs label={t`Game types`} tabs={choices.map(({ value, label }) => ({ id: value, label }))} selected={selected} onSelect={onSelect} scrollable />
  );
}
