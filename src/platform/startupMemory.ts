import { startupInfoSchema, type StartupInfo } from '../../contract';

/**
 * The site's last start-up information, so the installed app opens offline (issue 14): the shell,
 * the "No Internet" banner and each section's placeholder (its calls wait for the network) instead
 * of the start-up failure page. It is the site's public settings (no session, no balance; the key
 * in it is the public one) and is kept apart from the service worker, which never caches the
 * platform. Storage can be disabled or full; then nothing is kept and an offline start shows the
 * start-up retry as before.
 */
const storageKey = 'MC_STARTUP_INFO';

export function rememberStartupInfo(info: StartupInfo): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(info));
  } catch {
    // Not kept: the next offline start shows the start-up retry.
  }
}

/** The kept information, or null when none is kept or what is kept no longer fits the contract. */
export function rememberedStartupInfo(): StartupInfo | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (raw === null) return null;
    const parsed = startupInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
