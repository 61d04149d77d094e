import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The game classes (gameClassify) a person reads, for the class tabs and the filter drawer. */
const classLabels: Readonly<Record<string, MessageDescriptor>> = {
  SLOT: msg`Slots`,
  VIDEO_SLOT: msg`Video slots`,
  CLASSIC_SLOT: msg`Classic slots`,
  JACKPOT_SLOT: msg`Jackpot slots`,
  ARCADE: msg`Arcade`,
  TABLE: msg`Table games`,
  BINGO: msg`Bingo`,
  FISHING: msg`Fishing`,
  BACCARAT: msg`Baccarat`,
  BLACKJACK: msg`Blackjack`,
  ROULETTE: msg`Roulette`,
  SICBO: msg`Sic bo`,
  DRAGON_TIGER: msg`Dragon tiger`,
  FANTAN: msg`Fan-tan`,
  ANDAR_BAHAR: msg`Andar bahar`,
  POKER: msg`Poker`,
  CARD: msg`Card games`,
  MAHJONG: msg`Mahjong`,
  DICE: msg`Dice`,
  CRASH: msg`Crash`,
  WHEEL: msg`Wheel`,
  KENO: msg`Keno`,
  LOTTERY: msg`Lottery`,
  FAST_LOTTERY: msg`Fast lottery`,
  SPORTSBOOK: msg`Sportsbook`,
  VIRTUAL: msg`Virtual sports`,
  ESPORTS: msg`E-sports`,
  COCKFIGHT: msg`Cockfighting`,
};

/**
 * A class's name in the user's language; a class the platform adds later reads as its code in
 * words ("NEW_THING" → "New thing") until it gets a name here.
 */
export function gameClassLabel(gameClassify: string, translate: (descriptor: MessageDescriptor) => string): string {
  const known = classLabels[gameClassify];
  if (known !== undefined) return translate(known);
  const words = gameClassify.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
