import { lazy, Suspense } from 'react';
import { CatchBoundary } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../dialog/Dialog';
import { usePreloadWhenIdle } from '../usePreloadWhenIdle';
import { useHydrated } from '../../platform/useHydrated';
import { useDownloadOffered } from './useDownloadOffered';
import type { DownloadBarActorRef } from '../../app/actorRefs';

const loadInstallPopup = () => import('./InstallPopup');
const loadGuide = () => import('./HomeScreenGuide');
const InstallPopup = lazy(() => loadInstallPopup().then((module) => ({ default: module.InstallPopup })));
const HomeScreenGuide = lazy(() => loadGuide().then((module) => ({ default: module.HomeScreenGuide })));

/**
 * The install popup and the add-to-home-screen guide, whichever the download-bar machine has open.
 * Their code loads when the page is idle once something is offered, or when one first opens.
 */
export function DownloadPrompts({ bar }: { bar: DownloadBarActorRef }) {
  const hydrated = useHydrated();
  const offered = useDownloadOffered(bar);
  const open = useSelector(bar, (snapshot) =>
    snapshot.hasTag('popupOpen') ? 'installPopup' : snapshot.hasTag('guideOpen') ? 'guide' : null,
  );
  const offer = useSelector(bar, (snapshot) => snapshot.context.offer);
  const dismiss = () => bar.send({ type: 'user.dismiss' });
  // The browser's own: nothing of it is in the server's markup.
  if (!hydrated) return null;
  return (
    <>
      {offered && <PreloadPrompts />}
      <CatchBoundary getResetKey={() => open} errorComponent={() => <PromptLoadFailed onClose={dismiss} />}>
        <Suspense fallback={null}>
          {open === 'installPopup' && (
            <InstallPopup
              offer={offer}
              onOpenGuide={() => bar.send({ type: 'user.openGuide' })}
              onInstall={() => bar.send({ type: 'user.install' })}
              onClose={dismiss}
            />
          )}
          {open === 'guide' && offer.guide !== null && <HomeScreenGuide guide={offer.guide} onClose={dismiss} />}
        </Suspense>
      </CatchBoundary>
    </>
  );
}

const preloadPrompts = () => Promise.all([loadInstallPopup(), loadGuide()]);

function PreloadPrompts() {
  usePreloadWhenIdle(preloadPrompts);
  return null;
}

/**
 * The popup's code did not arrive. The browser remembers a failed module, so only a new document
 * fetches it again: the retry reloads the page (shell-and-content §2 "Lazy screens that fail to load
 * show a retry button").
 */
function PromptLoadFailed({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Loading failed, click to retry`} onCancel={onClose}>
      <button type="button" className="button dialog__button" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
      <button type="button" className="button button--primary dialog__button" onClick={() => window.location.reload()}>
        <Trans>Retry</Trans>
      </button>
    </Dialog>
  );
}
