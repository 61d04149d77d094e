import { useEffect, useRef, useState } from 'react';
import { specTimings } from '../../../machines/constants';

/**
 * Touch feedback (shell-and-content §9): a press shows after 130 ms, so a finger that starts a
 * scroll does not flash the item.
 */
export function usePress() {
  const [pressed, setPressed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const clear = () => window.clearTimeout(timer.current);
  useEffect(() => clear, []);

  const start = () => {
    clear();
    timer.current = window.setTimeout(() => setPressed(true), specTimings.touchPressMs);
  };
  const end = () => {
    clear();
    setPressed(false);
  };
  return {
    pressed,
    pressHandlers: { onPointerDown: start, onPointerUp: end, onPointerCancel: end, onPointerLeave: end },
  };
}
