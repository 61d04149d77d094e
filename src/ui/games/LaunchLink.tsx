import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { TileLaunchSearch } from './launchSearch';

type Props = { search: TileLaunchSearch; className: string; children: ReactNode };

/**
 * A game tile's way to `/m/launchGame`: a plain link with the router's own search text, followed
 * in the app on a plain click. The router's `Link` would also watch the router's state and preload
 * on intent, which dozens of tiles mounting while the list scrolls pay for in every frame (measured:
 * a tenth of the script while scrolling at 4x CPU); a launch needs neither.
 */
export function LaunchLink({ search, className, children }: Props) {
  const router = useRouter();
  // The path is fixed and the search already what the route accepts: only its text is needed, not
  // the route matching and validation of `buildLocation` (each tile mounting while the list scrolls).
  const href = `/m/launchGame${router.options.stringifySearch(search)}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modifier, the middle button) is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ to: '/m/launchGame', search });
  };
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  );
}
