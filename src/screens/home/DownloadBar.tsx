import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadLinksQuery } from '../../api/contentQueries';
import type { DownloadBarActorRef } from '../../app/actorRefs';
import { useImageUrl, useStartupInfo } from '../../app/hooks';
import { AppGlyph, CloseIcon } from '../../ui/download/icons';
import { appIconSrc } from '../../ui/download/links';
import { barColors } from '../../ui/download/templateColors';
import './downloadBar.css';

/**
 * Where the bar goes: `inline` at the top of home, in the flow, when it is known as home first
 * renders; `floating` when it arrives later (the links came after home painted, or a login made it
 * due): then it slides in over the top of the page instead of pushing the page down.
 */
export type DownloadBarPlacement = 'inline' | 'floating';

/** The download bar (shell-and-content §2, §4): shown while the machine says `visible`. */
export function DownloadBar({ bar, placement = 'inline' }: { bar: DownloadBarActorRef; placement?: DownloadBarPlacement }) {
  const visible = useSelector(bar, (snapshot) => snapshot.hasTag('visible'));
  return visible ? <DownloadBarView bar={bar} placement={placement} /> : null;
}

function DownloadBarView({ bar, placement }: { bar: DownloadBarActorRef; placement: DownloadBarPlacement }) {
  const { t } = useLingui();
  const { mobileTemplate } = useStartupInfo();
  const description = mobileTemplate.app_desc.trim();
  return (
    <section className={`dlbar dlbar--${placement}`} aria-label={t`Download the app`} style={barColors(mobileTemplate) ?? undefined}>
      <AppIcon />
      <p className="dlbar__text">{description === '' ? <Trans>Get our app for a faster, smoother game</Trans> : description}</p>
      <button
        type="button"
        className="button button--primary button--small dlbar__download"
        onClick={() => bar.send({ type: 'user.openInstallPopup' })}
      >
        <Trans>Download</Trans>
      </button>
      <button type="button" className="icon-button dlbar__close" aria-label={t`Close the download bar`} onClick={() => bar.send({ type: 'user.close' })}>
        <CloseIcon />
      </button>
    </section>
  );
}

/** The app icon in a fixed 40 px place, whether it is there, still loading or broken. */
function AppIcon() {
  const imageUrl = useImageUrl();
  const { data: links } = useQuery(downloadLinksQuery(useStartupInfo()));
  const src = appIconSrc(links, imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span className="dlbar__icon">
      {src !== null && src !== failedSrc ? (
        <img
          src={src}
          alt=""
          width={40}
          height={40}
          decoding="async"
          onError={() => {
            // shell-and-content §8: icon errors go to the console only.
            console.warn(`The app icon ${src} did not load`);
            setFailedSrc(src);
          }}
        />
      ) : (
        <AppGlyph />
      )}
    </span>
  );
}
