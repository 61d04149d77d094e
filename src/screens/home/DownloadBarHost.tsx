import { useState } from 'react';
import { useDownloadBarActor } from '../../app/hooks';
import { DownloadBar, type DownloadBarPlacement } from './DownloadBar';
import { DownloadPrompts } from '../../ui/download/DownloadPrompts';

/**
 * Home's download section: the bar, and the install popup and guide it opens. A bar already due
 * when home first renders sits at the top of the page; one that becomes due later floats in over
 * it, so home's content never moves (CLS).
 */
export function DownloadBarHost() {
  const bar = useDownloadBarActor();
  const [placement] = useState<DownloadBarPlacement>(() => (bar?.getSnapshot().hasTag('visible') ? 'inline' : 'floating'));
  if (bar === undefined) return null;
  return (
    <>
      <DownloadBar bar={bar} placement={placement} />
      <DownloadPrompts bar={bar} />
    </>
  );
}
