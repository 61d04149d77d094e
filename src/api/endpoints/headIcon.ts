import { apiPaths, headIconsSchema } from '../../../contract';
import { callPlatform } from '../client';

/* The member's head icon (accounts §2, §7): GET, and a form-encoded POST to choose one. */

/** The member's icon and the icons the platform offers. */
export function fetchHeadIcons() {
  return callPlatform(apiPaths.headIcon, headIconsSchema);
}

/** Chooses an icon; the answer is the icons with the new choice. */
export function changeHeadIcon(iconId: number) {
  return callPlatform(apiPaths.headIcon, headIconsSchema, {
    method: 'POST',
    body: new URLSearchParams({ iconId: String(iconId) }),
  });
}
