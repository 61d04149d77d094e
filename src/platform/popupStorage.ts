import { z } from 'zod/mini';
import type { StoredShownSet } from '../../machines/announcementPopup.machine';

/**
 * What this device keeps for the announcement popup and the download bar (shell-and-content §4).
 * Neither belongs to a session: sign-out leaves both (see clientStorage.ts). Storage can be
 * disabled or full; then nothing is stored and every read says so.
 */
export const popupStorageKeys = {
  /** The set of pop-ups last shown and whether it is still open: `{ signature, show }` as JSON. */
  shownSet: 'MC_POPUP_SHOWN_SET',
  /** '1' once the user closed the download bar; every later window starts with it closed. */
  downloadBarClosed: 'MC_DOWNLOAD_BAR_CLOSED',
} as const;

const shownSetSchema = z.object({ signature: z.string(), show: z.boolean() });

/** The stored set, or null when none is stored or what is stored is not one (a bad value is no set). */
export function readShownSet(): StoredShownSet | null {
  try {
    const raw = window.localStorage.getItem(popupStorageKeys.shownSet);
    if (raw === null) return null;
    const parsed = shownSetSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeShownSet(set: StoredShownSet): void {
  try {
    window.localStorage.setItem(popupStorageKeys.shownSet, JSON.stringify(shownSetSchema.parse(set)));
  } catch {
    // Not stored: the popup shows again on the next load.
  }
}

export function readDownloadBarClosed(): boolean {
  try {
    return window.localStorage.getItem(popupStorageKeys.downloadBarClosed) === '1';
  } catch {
    return false;
  }
}

export function persistDownloadBarClosed(): void {
  try {
    window.localStorage.setItem(popupStorageKeys.downloadBarClosed, '1');
  } catch {
    // The bar stays closed for this window only.
  }
}
