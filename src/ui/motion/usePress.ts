import { useEffect, useRef, useState } from 'react';
import { specTimings } from '../../../machines/constants';

type PressState = 'idle' | 'pressed' | 'longPressed';

/**
 * Touch feedback (shell-and-content §9): a press shows after 130 ms, so a finger that starts a
 * scroll does not flash the item; a long press is reported at 370 ms.
 */
export function usePress({ onLongPress }: { onLongPress?: () => void } = {}) {
  const [state, setState] = useState<PressState>('idle');
  const timers = useRef<number[]>([]);
  const clear = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  };
  useEffect(() => clear, []);

  const start = () => {
    clear();
    timers.current = [
      window.setTimeout(() => setState('pressed'), specTimings.touchPressMs),
      window.setTimeout(() => {
        setState('longPressed');
        onLongPress?.();
      }, specTimings.longPressMs),
    ];
  };
  const end = () => {
    clear();
    setState('idle');
  };
  return {
    pressed: state !== 'idle',
    longPressed: state === 'longPressed',
    pressHandlers: { onPointerDown: start, onPointerUp: end, onPointerCancel: end, onPointerLeave: end },
  };
}
