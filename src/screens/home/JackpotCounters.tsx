import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { jackpotLimits } from '../../../machines/constants';
import { jackpotFormat, sweepValueAt, widestLike } from './jackpotValues';
import { useJackpotClock } from './useJackpotClock';
import { useHydrated } from '../../platform/useHydrated';
import './JackpotCounters.css';

/**
 * Home's two jackpot counters (shell-and-content §2): variant 1 sweeps from 122,222,222 to
 * 152,222,222, variant 2 starts at random between its minimum and maximum and rises in random
 * steps. Each keeps the width of its widest value, moves only while motion is allowed and the
 * page is visible, and is read out as its name and value, never announced as it changes.
 */
export function JackpotCounters({ random = Math.random }: { random?: () => number }) {
  const { t } = useLingui();
  const headingId = useId();
  const actor = useJackpotClock(random);
  const running = useSelector(actor, (snapshot) => snapshot.hasTag('running'));
  const rising = useSelector(actor, (snapshot) => snapshot.context.value);
  const sweepRef = useRef<HTMLSpanElement>(null);
  useSweepFrames(sweepRef, running);
  // Variant 2 starts at random: drawn by the browser, once the page is its own.
  const hydrated = useHydrated();

  return (
    <section className="jackpots" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        <Trans>Jackpots</Trans>
      </h2>
      <JackpotTile label={t`Jackpot`} widest={widestLike(jackpotLimits.sweepHigh)} valueRef={sweepRef} />
      <JackpotTile label={t`Progressive jackpot`} widest={widestLike(jackpotLimits.risingMax)} value={hydrated ? rising : undefined} />
    </section>
  );
}

type TileProps = {
  label: string;
  widest: number;
  /** The value to show; without it, whoever holds `valueRef` writes it (the sweep's frames). */
  value?: number;
  valueRef?: RefObject<HTMLSpanElement | null>;
};

function JackpotTile({ label, widest, value, valueRef }: TileProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const valueId = useId();
  // Digits are tabular: no value is wider than the widest one with as many digits.
  const width = `${i18n.number(widest, jackpotFormat).length}ch`;
  return (
    <div className="jackpots__tile" role="group" aria-labelledby={`${labelId} ${valueId}`}>
      <span id={labelId} className="jackpots__label">
        {label}
      </span>
      <span id={valueId} ref={valueRef} className="jackpots__value" aria-live="off" style={{ inlineSize: width }}>
        {value === undefined ? null : i18n.number(value, jackpotFormat)}
      </span>
    </div>
  );
}

/**
 * A new figure every 100 ms reads as a running counter. One per frame would lay the page out 60
 * times a second, and even a frame loop that only looks at the clock keeps the page drawing 60
 * frames a second: a steady drain on a phone's battery for no visible gain.
 */
const sweepRedrawMs = 100;

/**
 * Writes variant 1's value while the clock runs (every 100 ms), and once when it stops: outside
 * React, as a new figure is a text change and not a render; before paint, so it never shows empty.
 */
function useSweepFrames(valueRef: RefObject<HTMLSpanElement | null>, running: boolean) {
  const { i18n } = useLingui();
  useLayoutEffect(() => {
    const write = () => {
      if (valueRef.current) valueRef.current.textContent = i18n.number(sweepValueAt(Date.now()), jackpotFormat);
    };
    write();
    if (!running) return;
    const timer = setInterval(write, sweepRedrawMs);
    return () => clearInterval(timer);
  }, [valueRef, running, i18n, i18n.locale]);
}
