import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { useAnnouncementPopupActor } from '../../app/hooks';
import { loadSanitizer } from '../html/sanitizeHtml';
import { useHydrated } from '../../platform/useHydrated';

const loadAnnouncementPopup = () => import('./AnnouncementPopup');
const AnnouncementPopup = lazy(loadAnnouncementPopup);

/**
 * Home's announcement popup (shell-and-content §4). The popup's code and the HTML sanitiser load
 * once there is something to show; the popup's requests to leave (a promotion, a link) are
 * carried out here.
 */
export function AnnouncementPopupHost() {
  const popup = useAnnouncementPopupActor();
  const router = useRouter();
  const hasEntries = useSelector(popup, (snapshot) => (snapshot?.context.entries.length ?? 0) > 0);
  const visible = useSelector(popup, (snapshot) => snapshot?.hasTag('visible') ?? false);
  // Which pop-ups this device has seen is the browser's to know: none is in the server's markup.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hasEntries) return;
    void loadAnnouncementPopup().catch(() => {});
    void loadSanitizer().catch(() => {});
  }, [hasEntries]);

  useEffect(() => {
    if (popup === undefined) return;
    const navigation = popup.on('announcementPopup.navigate', ({ to }) => void router.navigate({ href: to }));
    const external = popup.on('announcementPopup.openExternal', ({ url }) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    });
    return () => {
      navigation.unsubscribe();
      external.unsubscribe();
    };
  }, [popup, router]);

  if (!visible || popup === undefined || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup popup={popup} />
    </Suspense>
  );
}
