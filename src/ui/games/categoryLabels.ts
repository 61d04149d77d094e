import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameCategory } from '../../../contract';

/** The name a person reads for each game category and for the client's own game tabs. */
export const gameCategoryLabels: Readonly<Record<GameCategory | 'HOT' | 'ESPORTS' | 'COCKFIGHT', MessageDescriptor>> = {
  HOT: msg`Hot`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  RNG: msg`Slots`,
  PVP: msg`Card games`,
  INHOUSE: msg`Originals`,
  COCKFIGHT: msg`Cockfighting`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
};
