import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { backGestureMachine } from '../../../machines/backGesture.machine';

/** Feeds window touches to the back-gesture machine; true while a browser back gesture is detected. */
export function useBackGestureDetected(): boolean {
  const actor = useActorRef(backGestureMachine);
  useEffect(() => {
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) actor.send({ type: 'touch.start', x: touch.clientX, viewportWidth: window.innerWidth });
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) actor.send({ type: 'touch.move', x: touch.clientX });
    };
    const onEnd = () => actor.send({ type: 'touch.end' });
    const options = { passive: true, capture: true };
    window.addEventListener('touchstart', onStart, options);
    window.addEventListener('touchmove', onMove, options);
    window.addEventListener('touchend', onEnd, options);
    window.addEventListener('touchcancel', onEnd, options);
    return () => {
      window.removeEventListener('touchstart', onStart, options);
      window.removeEventListener('touchmove', onMove, options);
      window.removeEventListener('touchend', onEnd, options);
      window.removeEventListener('touchcancel', onEnd, options);
    };
  }, [actor]);
  return useSelector(actor, (snapshot) => snapshot.hasTag('backGesture'));
}
