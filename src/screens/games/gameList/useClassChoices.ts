import { useLingui } from '@lingui/react/macro';
import type { GameMenu } from '../../../../contract';
import { gameClassLabel } from '../../../ui/games/classLabels';
import type { Choice } from './ChoiceGroup';

/**
 * The game classes to choose from (shell-and-content §4 Game list): ALL, NEW, FAV, then the classes
 * of the category, or of the chosen vendor in it.
 */
export function useClassChoices(menu: GameMenu | undefined, vassalage: string | null): Choice[] {
  const { t, i18n } = useLingui();
  const vendor = menu?.vendors.find((candidate) => candidate.vassalage === vassalage);
  const classes = vendor?.classes ?? menu?.classes ?? [];
  return [
    { value: 'ALL', label: t`All` },
    { value: 'NEW', label: t`New` },
    { value: 'FAV', label: t`Favourites` },
    ...classes.map((gameClassify) => ({ value: gameClassify, label: gameClassLabel(gameClassify, (descriptor) => i18n._(descriptor)) })),
  ];
}
