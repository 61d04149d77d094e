/**
 * Whether the page should move now: the reduced-motion preference and the page's visibility,
 * read at once and followed as they change. Each `on…` returns its unsubscribe.
 */

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null;
}

export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches ?? false;
}

export function onReducedMotionChange(listener: (reduced: boolean) => void): () => void {
  const query = motionQuery();
  if (query === null) return () => {};
  const onChange = (event: MediaQueryListEvent) => listener(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isPageHidden(): boolean {
  return document.visibilityState === 'hidden';
}

export function onPageVisibilityChange(listener: (hidden: boolean) => void): () => void {
  const onChange = () => listener(isPageHidden());
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
