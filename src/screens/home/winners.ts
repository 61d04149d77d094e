import type { Winner } from '../../../contract';

/** The winner board's order (shell-and-content §2): largest `vo.winAmount` first; ties keep the platform's order. */
export function byWinAmountDescending(winners: readonly Winner[]): Winner[] {
  return [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}
