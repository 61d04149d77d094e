import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin`); true from then on. Where the
 * browser cannot tell (no IntersectionObserver), it is near at once.
 */
export function useNearScreen<T extends Element>(margin = '300px 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
