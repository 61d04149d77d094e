import { sessionInfoSchema, type SessionInfo } from '../../contract';

/** Session info lives in sessionStorage under MC_SESSION_INFO (accounts §3). */
export const sessionStorageKey = 'MC_SESSION_INFO';

export function readSessionInfo(): SessionInfo | null {
  const raw = window.sessionStorage.getItem(sessionStorageKey);
  if (raw === null) return null;
  try {
    const parsed = sessionInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSessionInfo(session: SessionInfo): void {
  try {
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify(session));
  } catch {
    // Storage can be full or disabled (private modes); the session still works for this page.
  }
}

export function clearSessionInfo(): void {
  try {
    window.sessionStorage.removeItem(sessionStorageKey);
  } catch {
    // Nothing stored means nothing to clear.
  }
}
