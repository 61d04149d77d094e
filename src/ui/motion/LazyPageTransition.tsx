import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Transition = ComponentType<{ pageKey: string; children: ReactNode }>;

let loaded: Transition | null = null;
function loadTransition(): Promise<Transition> {
  return import('./PageTransition').then((module) => {
    loaded = module.PageTransition;
    return loaded;
  });
}

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * The first page never fades, so motion stays out of the first load: it loads once the page is
 * idle and takes over at the next navigation. The switch happens only when the page key changes,
 * when the page remounts anyway, so nothing on screen loses its state; after it, it stays.
 */
export function LazyPageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const [shownKey, setShownKey] = useState(pageKey);
  const [fading, setFading] = useState(false);
  const [transition, setTransition] = useState<{ component: Transition } | null>(() =>
    loaded === null ? null : { component: loaded },
  );

  useEffect(() => {
    if (transition !== null) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void loadTransition()
        .then((component) => {
          if (!cancelled) setTransition({ component });
        })
        // Without motion the pages still change, only without the fade.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [transition]);

  if (pageKey !== shownKey) {
    // Derived during render (React's pattern for state that follows a prop), so the switch
    // lands in the same render as the new page.
    setShownKey(pageKey);
    if (transition !== null) setFading(true);
  }

  if (fading && transition !== null) {
    const Fade = transition.component;
    return <Fade pageKey={pageKey}>{children}</Fade>;
  }
  return (
    <div key={pageKey} className="page-transition">
      {children}
    </div>
  );
}
