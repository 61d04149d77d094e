import { useEffect, useLayoutEffect, useRef } from 'react';
import { onPageVisibilityChange, onReducedMotionChange } from '../platform/pageActivity';

/**
 * Hears, for as long as the component lives, the page being hidden or shown again and the
 * reduced-motion preference changing: what every timing machine of a view (carousels, jackpots)
 * pauses on. The callbacks turn them into the machine's own events.
 */
export function usePageActivityChanges(onVisibility: (hidden: boolean) => void, onMotion: (reduced: boolean) => void): void {
  const latest = useRef({ onVisibility, onMotion });
  useLayoutEffect(() => {
    latest.current = { onVisibility, onMotion };
  });
  useEffect(() => {
    const stopVisibility = onPageVisibilityChange((hidden) => latest.current.onVisibility(hidden));
    const stopMotion = onReducedMotionChange((reduced) => latest.current.onMotion(reduced));
    return () => {
      stopVisibility();
      stopMotion();
    };
  }, []);
}
