import { useState, type ReactNode } from 'react';
import { specTimings } from '../../../machines/constants';
import { useBackGestureDetected } from './useBackGesture';

/**
 * Pages fade in over 300 ms (shell-and-content §2), keyed by page: a CSS animation (shell.css),
 * switched off under reduced motion there. The first page shows at once, and a page reached by a
 * browser back gesture does not fade (the browser already animated it). Whether a page fades is
 * decided when it arrives: the gesture's end must not start a fade on a page already shown.
 */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const backGesture = useBackGestureDetected();
  const [shownKey, setShownKey] = useState(pageKey);
  const [fadingKey, setFadingKey] = useState<string | null>(null);
  if (pageKey !== shownKey) {
    // Derived during render (React's pattern for state that follows a prop): the decision lands
    // in the same render as the new page.
    setShownKey(pageKey);
    setFadingKey(backGesture ? null : pageKey);
  }
  const fades = fadingKey === pageKey;
  return (
    <div
      key={pageKey}
      className={fades ? 'page-transition page-transition--fade' : 'page-transition'}
      style={fades ? { animationDuration: `${specTimings.pageTransitionMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
