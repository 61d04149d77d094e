import { useState } from 'react';
import { useDownloadBarActor } from '../../app/hooks';
import { useHydrated } from '../../platform/useHydrated';
import { DownloadBar, type DownloadBarPlacement } from './DownloadBar';
import { DownloadPrompts } from '../../ui/download/DownloadPrompts';

/**
 * Home's download section: the bar, and the install popup and guide it opens. A bar already due
 * when the app draws home sits at the top of the page; one that becomes due later floats in over
 * it, so home's content never moves (CLS). What the device is offered is the browser's to know:
 * on a page the server drew, the bar comes after hydration, floating.
 */
export function DownloadBarHost() {
  const bar = useDownloadBarActor();
  const hydrated = useHydrated();
  const [placement] = useState<DownloadBarPlacement>(() => (hydrated && bar?.getSnapshot().hasTag('visible') ? 'inline' : 'floating'));
  if (bar === undefined || !hydrated) return null;
  return (
    <>
      <DownloadBar bar={bar} placement={placement} />
      <DownloadPrompts bar={bar} />
    </>
  );
}
