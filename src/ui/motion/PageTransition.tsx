import type { ReactNode } from 'react';
import { AnimatePresence, domAnimation, LazyMotion, MotionConfig, useIsPresent, useReducedMotion } from 'motion/react';
import * as m from 'motion/react-m';
import { specTimings } from '../../../machines/constants';
import { useBackGestureDetected } from './useBackGesture';

/**
 * Pages fade in over 300 ms (shell-and-content §2), keyed by page. Not after a browser back
 * gesture (the browser already animated), not with reduced motion. This whole module, motion's
 * features included, is loaded after the first paint by LazyPageTransition, which mounts it from
 * the first navigation on; so the features are here synchronously and a page never waits at
 * opacity 0 for them.
 */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const backGesture = useBackGestureDetected();
  const reducedMotion = useReducedMotion() === true;
  const fade = !backGesture && !reducedMotion;
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          <m.div
            key={pageKey}
            className="page-transition"
            initial={fade ? { opacity: 0 } : false}
            animate={{ opacity: 1 }}
            transition={{ duration: specTimings.pageTransitionMs / 1000, ease: 'easeOut' }}
          >
            <WhilePresent>{children}</WhilePresent>
          </m.div>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

/**
 * The leaving page renders nothing: its <Outlet /> would already render the new route (the
 * router holds one current page), so the old page cannot fade out, only the new one fade in.
 */
function WhilePresent({ children }: { children: ReactNode }) {
  return useIsPresent() ? children : null;
}
