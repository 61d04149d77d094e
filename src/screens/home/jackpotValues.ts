import { jackpotLimits, specTimings } from '../../../machines/constants';
import { between } from '../../../machines/jackpot.machine';

/** Both counters show 2 decimals, grouped for the user's language (shell-and-content §2). */
export const jackpotFormat = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * Variant 1 at a moment: from its low to its high value once an hour, then again. Read from the
 * wall clock, so it goes on where it was after a hidden page or another visit.
 */
export function sweepValueAt(nowMs: number): number {
  const period = specTimings.jackpotSweepMs;
  const fraction = (((nowMs % period) + period) % period) / period;
  return between(jackpotLimits.sweepLow, jackpotLimits.sweepHigh, fraction);
}

/** The widest value with as many whole digits as `value` (999,999,999.99 for 152,222,222): the width to keep. */
export function widestLike(value: number): number {
  const digits = String(Math.trunc(Math.abs(value))).length;
  return 10 ** digits - 0.01;
}
