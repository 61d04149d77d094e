import { useEffect, useLayoutEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { carouselMachine, type CarouselInterval, type CarouselMovedEvent } from '../../../machines/carousel.machine';
import { isPageHidden, prefersReducedMotion } from '../../platform/pageActivity';
import { usePageActivityChanges } from '../usePageActivityChanges';

/** Only keyboard focus holds the carousel (WAI-ARIA): a tap on its buttons must not stop it for good. */
function isKeyboardFocus(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

const leavesFor = (container: Element, next: EventTarget | null) => !(next instanceof Node && container.contains(next));

/**
 * A carousel's machine for the component's lifetime, fed by the browser: hover by a mouse,
 * keyboard focus inside, the page's visibility, the reduced-motion preference and the number of
 * slides. `onMove` hears which slide to bring into view. Spread `regionProps` on the carousel's
 * region element.
 */
export function useCarousel({
  count,
  interval,
  onMove,
}: {
  count: number;
  interval: CarouselInterval;
  onMove: (event: CarouselMovedEvent) => void;
}) {
  const actor = useActorRef(carouselMachine, {
    // What the browser prefers is told once mounted: the server's render and the hydration draw
    // the carousel as it starts, moving.
    input: { count, interval, reducedMotion: false, pageHidden: false },
  });
  const index = useSelector(actor, (snapshot) => snapshot.context.index);
  const several = useSelector(actor, (snapshot) => !snapshot.hasTag('single'));
  const playing = useSelector(actor, (snapshot) => snapshot.hasTag('playing'));
  const stopped = useSelector(actor, (snapshot) => snapshot.hasTag('stopped'));

  const onMoveRef = useRef(onMove);
  useLayoutEffect(() => {
    onMoveRef.current = onMove;
  });
  useEffect(() => {
    const subscription = actor.on('carousel.moved', (event) => onMoveRef.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (actor.getSnapshot().context.count !== count) actor.send({ type: 'items.changed', count });
  }, [actor, count]);
  useEffect(() => {
    if (prefersReducedMotion()) actor.send({ type: 'motion.changed', reduced: true });
    if (isPageHidden()) actor.send({ type: 'page.hidden' });
  }, [actor]);
  usePageActivityChanges(
    (hidden) => actor.send({ type: hidden ? 'page.hidden' : 'page.visible' }),
    (reduced) => actor.send({ type: 'motion.changed', reduced }),
  );

  const regionProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') actor.send({ type: 'pointer.enter' });
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') actor.send({ type: 'pointer.leave' });
    },
    onFocus: (event: FocusEvent) => {
      if (isKeyboardFocus(event.target)) actor.send({ type: 'focus.in' });
    },
    onBlur: (event: FocusEvent) => {
      if (leavesFor(event.currentTarget, event.relatedTarget)) actor.send({ type: 'focus.out' });
    },
  };

  return { actor, index, several, playing, stopped, regionProps };
}
