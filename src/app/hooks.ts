import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ToastApi } from '../ui/toast/toastApi';
import type {
  AnnouncementPopupActorRef,
  AppUpdateActorRef,
  AuthActorRef,
  DownloadBarActorRef,
  LanguageActorRef,
  StartupActorRef,
} from './actorRefs';
import { useApp } from './AppContext';
import { appToasts } from './appToasts';
import { chosenImageCdn, imageUrl } from '../platform/imageCdn';

/**
 * The app's essential children. Without one of them the app is `crashed` and only the reload page
 * renders, so a screen asking for one that is gone is a bug.
 */
function useEssentialChild<Id extends 'auth' | 'startup' | 'language'>(id: Id) {
  const child = useSelector(useApp(), (snapshot) => snapshot.children[id]);
  if (child === undefined) throw new Error(`The app has no ${id} child`);
  return child;
}

export function useAuthActor(): AuthActorRef {
  return useEssentialChild('auth');
}

export function useStartupActor(): StartupActorRef {
  return useEssentialChild('startup');
}

export function useLanguageActor(): LanguageActorRef {
  return useEssentialChild('language');
}

/**
 * The announcement popup (shell-and-content §4), or undefined once it failed: it is an extra, the
 * app goes on without it, and so must the view.
 */
export function useAnnouncementPopupActor(): AnnouncementPopupActorRef | undefined {
  return useSelector(useApp(), (snapshot) => snapshot.children.announcementPopup);
}

/** The download bar, its install popup and guide (shell-and-content §2, §4), or undefined once it failed. */
export function useDownloadBarActor(): DownloadBarActorRef | undefined {
  return useSelector(useApp(), (snapshot) => snapshot.children.downloadBar);
}

/** The installed copy of the app and its updates (issue 14), or undefined once it failed. */
export function useAppUpdateActor(): AppUpdateActorRef | undefined {
  return useSelector(useApp(), (snapshot) => snapshot.children.appUpdate);
}

export function useSession() {
  return useSelector(useAuthActor(), (snapshot) => snapshot.context.session);
}

export function useAuthNotice() {
  return useSelector(useAuthActor(), (snapshot) => snapshot.context.notice);
}

export function useIsSignedIn() {
  return useSelector(useAuthActor(), (snapshot) => snapshot.hasTag('signedIn'));
}

export type StartupView = 'pending' | 'ready' | 'maintenance' | 'regionRestricted' | 'failed';

export function useStartupView(): StartupView {
  return useSelector(useStartupActor(), (snapshot) => {
    if (snapshot.hasTag('maintenance')) return 'maintenance';
    if (snapshot.hasTag('regionRestricted')) return 'regionRestricted';
    if (snapshot.hasTag('failed')) return 'failed';
    if (snapshot.hasTag('ready')) return 'ready';
    return 'pending';
  });
}

/** Start-up information; only read under the shell, which renders once start-up is ready. */
export function useStartupInfo() {
  const info = useSelector(useStartupActor(), (snapshot) => snapshot.context.info);
  if (info === null) throw new Error('Start-up information read before start-up settled');
  return info;
}

/** Turns a contract image path into its address on this page load's image CDN. */
export function useImageUrl(): (path: string) => string {
  const cdn = chosenImageCdn(useStartupInfo().imageCDNs);
  return useCallback((path: string) => imageUrl(cdn, path), [cdn]);
}

/** A child machine failed (a bug): the page offers a reload rather than going blank. */
export function useAppCrashed(): boolean {
  return useSelector(useApp(), (snapshot) => snapshot.hasTag('crashed'));
}

/** showToast / showNotice / showLoading on the app's toasts (src/ui/toast/toastApi.ts). */
export function useToasts(): ToastApi {
  const app = useApp();
  return useMemo(() => appToasts(() => app), [app]);
}
