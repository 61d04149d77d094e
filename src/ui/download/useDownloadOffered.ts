import { useSelector } from '@xstate/react';
import type { DownloadBarActorRef } from '../../app/actorRefs';
import { useHydrated } from '../../platform/useHydrated';

/**
 * Whether the download bar's machine offers this device something (an app, the home-screen guide).
 * What the device is, only the browser knows: false in the server's markup and while hydrating.
 */
export function useDownloadOffered(bar: DownloadBarActorRef | undefined): boolean {
  const hydrated = useHydrated();
  const offered = useSelector(bar, (snapshot) => snapshot?.hasTag('offered') ?? false);
  return hydrated && offered;
}
